#!/usr/bin/env bash
# Makes sure what the browser tests need is installed: a headless Chromium,
# and pdftotext (poppler-utils) to read the printed report back. On Debian it
# installs what is missing when it may; otherwise it says exactly what is
# needed.
set -euo pipefail
need=()
have_chrome=0
for c in "${CHROME_PATH:-}" chromium chromium-browser google-chrome; do
  if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then
    have_chrome=1
    break
  fi
done
[ "$have_chrome" = 1 ] || need+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      sudo="none"
    fi
  fi
  if [ "$sudo" != none ]; then
    echo "Installing Debian's ${need[*]} for the browser tests..." >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >&2
    exit 0
  fi
fi
cat >&2 <<MSG
The browser tests need: ${need[*]}.
  On Debian/Ubuntu:  sudo apt-get install ${need[*]}
  Elsewhere:         install Chromium or Chrome (set CHROME_PATH=/path/to/the/binary)
                     and poppler's pdftotext
MSG
exit 1
