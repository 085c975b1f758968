#!/usr/bin/env bash
# The PDF manual checks read the PDFs with Debian's poppler-utils (pdftotext, pdfinfo, pdffonts, pdftohtml).
set -euo pipefail
if command -v pdftotext >/dev/null && command -v pdffonts >/dev/null && command -v pdftohtml >/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "poppler-utils is missing: run 'sudo apt-get install -y poppler-utils'." >&2
  exit 1
fi
echo "Installing Debian poppler-utils…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq poppler-utils >/dev/null
