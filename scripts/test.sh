#!/usr/bin/env bash
# `npm test`: every check of the project. Each job says what it runs as it
# starts; the times of all jobs follow at the end, also when one fails.
#
# The machine this must fit has 2 cores, and no single job keeps both busy all
# the time. So the jobs that nothing else waits for (the fault builds, the PDF
# manuals and their checks, the serving tests) start in the background as soon
# as their input exists, at a lower CPU priority. (Linux groups CPU time by
# session: the Chromium that Playwright starts in a session of its own gets a
# fair share whatever the niceness, so the browser tests do slow down.)
# Background output is printed whole when each job ends; the browser tests
# print as they go.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
started=$SECONDS
failed=""
declare -A pid_of=() nice_of=()
names=()

report() {
  local status=$?
  # A failure stops the run: background jobs must not outlive it.
  for name in "${names[@]}"; do
    if [ -n "${pid_of[$name]:-}" ] && [ ! -e "$logs/$name.time" ]; then kill -- -"${pid_of[$name]}" 2>/dev/null || true; fi
  done
  printf '\n=== Times (wall clock; jobs overlap) ===\n'
  for name in "${names[@]}"; do
    if [ -e "$logs/$name.time" ]; then
      printf '%6ss  %s%s\n' "$(cat "$logs/$name.time")" "$name" "${nice_of[$name]:+ (background, nice ${nice_of[$name]})}"
    fi
  done
  [ -n "$failed" ] && printf ' FAILED  %s\n' "$failed"
  printf '%6ss  total (load average at the end: %s)\n' "$((SECONDS - started))" "$(cut -d' ' -f1-3 /proc/loadavg)"
  rm -rf "$logs"
  exit $status
}
trap report EXIT

# Job control: each background job gets a process group of its own, so a
# failure can stop all of it, yet stays in this session, where niceness counts
# (setsid would give it a session, and the kernel an equal share, of its own).
set -m

# start NAME NICE "command": runs the command in the background, output to a log.
start() {
  local name=$1 niceness=$2 command=$3
  names+=("$name")
  [ "$niceness" -gt 0 ] && nice_of[$name]=$niceness
  printf '\n=== %s: %s (started%s; output follows when it ends) ===\n' "$name" "$command" "${nice_of[$name]:+ in the background}"
  nice -n "$niceness" bash -c "start=\$SECONDS; { $command; } >'$logs/$name.log' 2>&1; status=\$?; echo \$((SECONDS - start)) >'$logs/$name.time'; exit \$status" &
  pid_of[$name]=$!
}

# finish NAME…: waits for the jobs, prints their output, fails if any failed.
finish() {
  local status=0
  for name in "$@"; do
    if wait "${pid_of[$name]}"; then result=passed; else result=FAILED; status=1; failed="${failed:+$failed, }$name"; fi
    printf '\n=== %s: %s after %ss ===\n' "$name" "$result" "$(cat "$logs/$name.time" 2>/dev/null || echo '?')"
    cat "$logs/$name.log"
  done
  return $status
}

# step NAME command args…: runs in the foreground with its output live.
step() {
  local name=$1
  shift
  names+=("$name")
  printf '\n=== %s: %s ===\n' "$name" "$*"
  local start=$SECONDS
  "$@" || { failed="${failed:+$failed, }$name"; return 1; }
  echo $((SECONDS - start)) >"$logs/$name.time"
}

step "browser, nginx and PDF tools present" bash scripts/ensure-debian-tools.sh
start "typecheck" 0 "npm run --silent typecheck"
start "unit tests (config, content rules, repository, Node versions)" 0 "npm run --silent test:unit"
start "Chinese copy and Markdown lint" 0 "npm run --silent lint:content"
step "production build (local search)" npm run --silent build
# Copies of the sources, broken on purpose, and a build from a source archive.
# They start after the production build, whose diagrams they find in the
# shared cache instead of drawing every one again beside it.
start "fault and source-archive builds" 19 "npm run --silent test:faults"
start "search recall on the built indexes" 10 "npm run --silent test:recall"
finish "typecheck" "unit tests (config, content rules, repository, Node versions)" "Chinese copy and Markdown lint"
# The install package holds the PDFs, so the serving tests follow them.
start "PDF manuals, their checks, npm run serve and the nginx package" 10 \
  "npm run --silent pdf && npm run --silent test:pdf && npm run --silent test:serving"
# Not beside the production build: both write the site's generated files (.docusaurus/).
step "Algolia build (for its browser tests)" npm run --silent build:algolia
step "browser tests" npm run --silent test:e2e
finish "search recall on the built indexes" "fault and source-archive builds" "PDF manuals, their checks, npm run serve and the nginx package"
