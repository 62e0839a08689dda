#!/usr/bin/env bash
# Makes sure a headless Chromium is available for the browser tests. On
# Debian it installs the `chromium` package when it is missing and we may;
# otherwise it says exactly what is needed.
set -euo pipefail
for c in "${CHROME_PATH:-}" chromium chromium-browser google-chrome; do
  if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then
    exit 0
  fi
done
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq chromium >&2
    exit 0
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    echo "Installing Debian's chromium for the browser tests..." >&2
    sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
    exit 0
  fi
fi
cat >&2 <<'MSG'
The browser tests need Chromium and it is not installed.
  On Debian/Ubuntu:  sudo apt-get install chromium
  Elsewhere:         install Chromium or Chrome and set CHROME_PATH=/path/to/the/binary
MSG
exit 1
