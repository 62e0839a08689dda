#!/usr/bin/env bash
# Makes sure axe-core (the accessibility engine the browser tests load) is in
# tests/a11y/node_modules, from the npm registry with the locked version. It
# installs Debian's npm when npm is missing and we may; otherwise it says
# exactly what is needed.
set -euo pipefail
cd "$(dirname "$0")/../tests/a11y"
[ -f node_modules/axe-core/axe.min.js ] && exit 0
if ! command -v npm >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's npm for the accessibility test..." >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >&2
  else
    cat >&2 <<'MSG'
The accessibility test needs npm to install axe-core (test-only).
  On Debian/Ubuntu:  sudo apt-get install npm
  Then:              make test
MSG
    exit 1
  fi
fi
npm ci --no-audit --no-fund >&2
