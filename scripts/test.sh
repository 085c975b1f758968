#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "browser"; bash scripts/ensure-chromium.sh
step "typecheck"; npm run --silent typecheck
step "unit tests"; npm run --silent test:unit
step "production build (local search)"; npm run --silent build
step "production build (Algolia, fake credentials)"; npm run --silent build:algolia
step "browser tests"; npm run --silent test:e2e
