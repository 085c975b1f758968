#!/usr/bin/env bash
# Installs the Debian packages the build and tests drive, when missing:
# Chromium for the diagrams and browser tests (Playwright cannot download its
# own browser here), a font that draws Chinese (diagrams are laid out with it:
# without one every box is sized for placeholder glyphs), nginx for the
# install-package test, poppler-utils for the PDF checks, and for the PDF
# manuals the Chinese face they are printed in and qpdf, which packs them
# (scripts/pdf/build.ts says why).
# Usage: ensure-debian-tools.sh [chromium] [cjk-fonts] [pdf-tools] [nginx] [poppler]   (default: all)
# `npm start` and `npm run build` ask for the first two, `npm run pdf` for the PDF tools, `npm test` for all.
set -euo pipefail

# Each tool is checked on its own: a machine may have Chromium and still lack the fonts.
declare -A proof=(  # a command that succeeds when the tool is installed
  [chromium]="test -x ${CHROMIUM_PATH:-/usr/bin/chromium}"
  [cjk-fonts]="[ \"\$(uname)\" != Linux ] || fc-list :lang=zh family 2>/dev/null | grep -q ."
  [pdf-tools]="test -x /usr/bin/qpdf && { [ \"\$(uname)\" != Linux ] || { fc-list 'Droid Sans Fallback' family | grep -q . && fc-list Symbola family | grep -q .; } 2>/dev/null; }"
  [nginx]="test -x ${NGINX_PATH:-/usr/sbin/nginx}"
  [poppler]="test -x /usr/bin/pdftohtml"
)
declare -A packages=(
  [chromium]="chromium"
  [cjk-fonts]="fontconfig fonts-noto-cjk"
  [pdf-tools]="fontconfig fonts-droid-fallback fonts-symbola qpdf"
  [nginx]="nginx"
  [poppler]="poppler-utils"
)

missing=()
for tool in "${@:-chromium cjk-fonts pdf-tools nginx poppler}"; do
  for name in $tool; do
    bash -c "${proof[$name]}" || missing+=(${packages[$name]})
  done
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: run 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH / NGINX_PATH)." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
