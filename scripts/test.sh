#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "browser"; bash scripts/ensure-chromium.sh
step "PDF tools"; bash scripts/ensure-poppler.sh
step "typecheck"; npm run --silent typecheck
step "unit tests (config, content rules, repository)"; npm run --silent test:unit
step "Chinese copy and Markdown lint"; npm run --silent lint:content
step "production build (local search)"; npm run --silent build
step "PDF manuals"; npm run --silent pdf
step "PDF manual checks"; npm run --silent test:pdf
step "production build (Algolia, fake credentials)"; npm run --silent build:algolia
step "browser tests"; npm run --silent test:e2e
step "broken sites must not build"; npm run --silent test:faults
