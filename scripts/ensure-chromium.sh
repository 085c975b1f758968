#!/usr/bin/env bash
# Browser tests use Debian's Chromium: Playwright's own browser download is not possible here.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium fonts-noto-cjk' or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian chromium and Chinese fonts…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
