#!/usr/bin/env bash
# The package test runs Debian's nginx, the server the install note targets.
set -euo pipefail
if [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing: run 'sudo apt-get install -y nginx' or set NGINX_PATH." >&2
  exit 1
fi
echo "Installing Debian nginx…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx >/dev/null
