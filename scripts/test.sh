#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
# Each step says what it runs as it starts; the times of all steps follow at
# the end, also when a step fails. Steps that leave a core idle run side by
# side (the machine this must fit has 2 cores); their output is printed whole
# when each finishes.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
started=$SECONDS
failed=""

report() {
  printf '\n=== Times ===\n'
  [ -f "$logs/times" ] && cat "$logs/times"
  [ -n "$failed" ] && printf ' FAILED  %s\n' "$failed"
  printf '%6ss  total (load average at the end: %s)\n' "$((SECONDS - started))" "$(cut -d' ' -f1-3 /proc/loadavg)"
  rm -rf "$logs"
}
trap report EXIT

# step "what it checks" command args…
step() {
  local name=$1
  shift
  printf '\n=== %s: %s ===\n' "$name" "$*"
  local start=$SECONDS
  "$@" || { failed=$name; return 1; }
  printf '%6ss  %s\n' "$((SECONDS - start))" "$name" >>"$logs/times"
}

# together "what it checks" "command" ["what" "command"]…: runs the commands at
# once, prints each one's output when it ends, fails if any failed.
together() {
  local names=() pids=() i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    printf '\n=== %s: %s (started, output follows when it ends) ===\n' "$1" "$2"
    bash -c "start=\$SECONDS; { $2; } >'$logs/$i.log' 2>&1; status=\$?; echo \$((SECONDS - start)) >'$logs/$i.time'; exit \$status" &
    pids+=($!)
    i=$((i + 1))
    shift 2
  done
  local status=0
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then result=passed; else result=FAILED; status=1; failed="${failed:+$failed, }${names[$i]}"; fi
    printf '\n=== %s: %s after %ss ===\n' "${names[$i]}" "$result" "$(cat "$logs/$i.time")"
    cat "$logs/$i.log"
    printf '%6ss  %s\n' "$(cat "$logs/$i.time")" "${names[$i]}" >>"$logs/times"
  done
  return $status
}

step "browser, nginx and PDF tools present" bash scripts/ensure-debian-tools.sh
together \
  "typecheck" "npm run --silent typecheck" \
  "unit tests (config, content rules, repository, Node versions)" "npm run --silent test:unit" \
  "Chinese copy and Markdown lint" "npm run --silent lint:content"
step "production build (local search)" npm run --silent build
# The fault builds work on copies of the sources and leave one core partly idle:
# the PDF steps and the second build fill it.
together \
  "builds from copies: broken sites fail, a source archive builds" "npm run --silent test:faults" \
  "PDF manuals, their checks, then the Algolia build" "npm run --silent pdf && npm run --silent test:pdf && npm run --silent build:algolia"
step "browser tests" npm run --silent test:e2e
step "npm run serve and the nginx package answer like production" npm run --silent test:serving
