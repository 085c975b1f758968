#!/usr/bin/env bash
# `npm run package`: the built site as an intranet install package,
#   dist/sqle-docs-<YYYYMMDD>.tar.gz
#     sqle-docs/               the site (build/), with a .gz beside every text file for nginx's gzip_static
#     nginx/sqle-docs.conf     deploy/nginx/sqle-docs.conf, with the build's Content-Security-Policy written in
#     INSTALL.md               deploy/INSTALL.md
# Usage: scripts/package.sh [--out DIR] [--site DIR]   (defaults: dist, build)
set -euo pipefail
cd "$(dirname "$0")/.."

out=dist
site=build
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --site) site="$2"; shift 2 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
if [ ! -f "$site/index.html" ]; then
  echo "$site holds no built site: run 'npm run build' first." >&2
  exit 1
fi
# Written by the build from its pages (src/plugins/contentSecurityPolicy).
policy="$(cat "$site/content-security-policy.txt" 2>/dev/null || true)"
# Hash sources and keywords only: nothing nginx would read as a quote, a variable or an escape.
if ! [[ "$policy" =~ ^[A-Za-z0-9\ \;:\'/+=.*-]+$ ]]; then
  echo "$site/content-security-policy.txt is missing or unexpected: build the site again with 'npm run build'." >&2
  exit 1
fi
# The PDF manuals are part of the package; print them unless this build already has them.
if [ "$site" = build ] && ! ls build/pdf/*.pdf >/dev/null 2>&1; then
  npm run --silent pdf >&2
fi

name="sqle-docs-$(date -u +%Y%m%d)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

mkdir -p "$stage/$name/nginx"
cp -R "$site" "$stage/$name/sqle-docs"
conf="$(cat deploy/nginx/sqle-docs.conf)"
printf '%s\n' "${conf//@CONTENT_SECURITY_POLICY@/"$policy"}" >"$stage/$name/nginx/sqle-docs.conf"
cp deploy/INSTALL.md "$stage/$name/"
# Same text types the servers compress; -n keeps the archive reproducible.
find "$stage/$name/sqle-docs" -type f \
  \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.xml' -o -name '*.txt' -o -name '*.md' -o -name '*.svg' \) \
  -print0 | xargs -0 -r -P 2 -n 64 gzip -9 -k -n

mkdir -p "$out"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1))"
