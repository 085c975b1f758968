#!/usr/bin/env bash
# Installs the Debian packages the tests drive, when missing: Chromium for the
# browser tests (Playwright cannot download its own browser here), nginx for
# the install-package test, poppler-utils for the PDF checks.
# Usage: ensure-debian-tools.sh [chromium] [nginx] [poppler]   (default: all)
set -euo pipefail

# tool -> "command that proves it is installed|Debian packages"
declare -A tools=(
  [chromium]="${CHROMIUM_PATH:-/usr/bin/chromium}|chromium fonts-noto-cjk"
  [nginx]="${NGINX_PATH:-/usr/sbin/nginx}|nginx"
  [poppler]="/usr/bin/pdftohtml|poppler-utils"
)

missing=()
for tool in "${@:-chromium nginx poppler}"; do
  for name in $tool; do
    IFS='|' read -r binary packages <<<"${tools[$name]}"
    [ -x "$binary" ] || missing+=($packages)
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
