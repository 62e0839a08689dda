#!/usr/bin/env bash
# Makes sure what the Word and PowerPoint tests need is installed: LibreOffice
# headless (Writer and Impress, to convert the documents to PDF), poppler's
# pdftotext and pdftoppm (to read the PDF back), and python3-docx (a second,
# independent reader of .docx) for Debian's own python3, and the Carlito
# font (metric-compatible with Calibri, the documents' theme font). On Debian it
# installs what is missing when it may (as root, or with password-less
# sudo); otherwise it says exactly what is missing and how to install it.
#
# The tests find these as: soffice (or $SOFFICE), pdftotext, pdftoppm, and
# /usr/bin/python3 (or $DOCX_PYTHON) able to `import docx`.
set -euo pipefail
need=()
soffice_ok=0
for c in "${SOFFICE:-}" soffice libreoffice; do
  if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then
    soffice_ok=1
    break
  fi
done
# installed reports whether one of the Debian packages named is installed.
installed() {
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" && return 0
  done
  return 1
}
# Writer and Impress are separate packages: soffice alone converts neither.
# Without dpkg (not Debian) soffice is taken to have both.
if [ "$soffice_ok" = 0 ]; then
  need+=(libreoffice-writer-nogui libreoffice-impress-nogui)
elif command -v dpkg-query >/dev/null 2>&1; then
  installed libreoffice-writer-nogui libreoffice-writer || need+=(libreoffice-writer-nogui)
  installed libreoffice-impress-nogui libreoffice-impress || need+=(libreoffice-impress-nogui)
fi
{ command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; } || need+=(poppler-utils)
# Carlito has Calibri's metrics (the theme's font): LibreOffice lays the
# pages out as Word does, which the page-layout checks rely on.
if command -v fc-list >/dev/null 2>&1 && ! fc-list 2>/dev/null | grep -qi carlito; then
  need+=(fonts-crosextra-carlito)
fi
py="${DOCX_PYTHON:-/usr/bin/python3}"
{ [ -x "$py" ] && "$py" -c 'import docx' >/dev/null 2>&1; } || need+=(python3-docx)
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
    echo "Installing Debian's ${need[*]} for the Word and PowerPoint tests..." >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -qq >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends "${need[@]}" >&2
    exit 0
  fi
fi
cat >&2 <<MSG
The Word and PowerPoint tests need: ${need[*]}.
  On Debian/Ubuntu:  sudo apt-get install ${need[*]}
  Elsewhere:         install LibreOffice (Writer and Impress; set SOFFICE=/path/to/soffice),
                     poppler's pdftotext and pdftoppm, and python-docx for a python3
                     (set DOCX_PYTHON=/path/to/that/python3)
MSG
exit 1
