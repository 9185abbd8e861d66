#!/usr/bin/env bash
# End-to-end tests of the AgeTUI terminal front end, one file per feature: each drives the real
# binary in a private tmux server exactly as a user would (keys, resizes, signals) and checks
# the screen, the exit status and that the terminal is left exactly as it was.
#
# Usage: scripts/e2e.sh BINARY [ARGS...]
#   Runs every feature file below with BINARY [ARGS...], E2E_JOBS at a time (ARGS default to
#   none: `agetui` alone opens the default scenario, texas-teen, which the walk-throughs
#   expect). Each prints
#   "ok - …" / "not ok - …" per check and "N passed, M failed" last; this runner then prints one
#   summary line per feature (passed, failed, seconds) and the total as "N passed, M failed",
#   and exits non-zero on any failure. Works without a TTY (CI=true, stdin from /dev/null):
#   tmux provides the terminals. One feature alone: scripts/e2e/NAME.sh BINARY [ARGS...].
#
# Adding a feature: a new file scripts/e2e/NAME.sh (copy the first lines of any file there:
# source ../e2e-lib.sh, e2e_setup "$@", checks, finish) is picked up by the glob below. A
# stand-alone script elsewhere that takes BINARY as its only argument and ends with "N passed,
# M failed" (scripts/e2e-notes.sh) is one line in STANDALONE; one that must run alone, after
# the others, is one line in LAST.
set -uo pipefail

if [ $# -lt 1 ]; then
  echo "usage: scripts/e2e.sh BINARY [ARGS...]" >&2
  exit 64
fi
# The binary as given, made absolute, since the feature files run from the repository's root.
binary="$(cd "$(dirname "$1")" 2>/dev/null && pwd)/$(basename "$1")"
shift
set -- "$binary" "$@"
cd "$(dirname "$0")/.."

FEATURES=()
for file in scripts/e2e/*.sh; do
  [ "$file" = scripts/e2e/bounded-replay.sh ] || FEATURES+=("$file")
done
# Started first, the longest first (the storyboard's Chromium pages take over a minute), so the
# short feature files fill the other core around them.
STANDALONE=(
  scripts/e2e-storyboard.sh
  scripts/e2e-notes.sh
  scripts/e2e-prompts.sh
)
# Files that must run alone, after the others: the first rebuilds the binary the others run;
# the second holds the binary to deadlines (a first frame within 2 s, q obeyed within 1.5 s),
# which a test build beside it would make it miss.
LAST=(scripts/e2e-start.sh scripts/e2e/bounded-replay.sh)
# E2E_PART=first runs every file but LAST's, E2E_PART=last only LAST's (scripts/test.sh runs the
# first part beside the test build and `swift test`, and the last part after them, when nothing
# else builds); the default runs both.
case "${E2E_PART:-all}" in
  all) ;;
  first) LAST=() ;;
  last) STANDALONE=() FEATURES=() ;;
  *)
    echo "scripts/e2e.sh: E2E_PART must be all, first or last, not '$E2E_PART'" >&2
    exit 64
    ;;
esac

# Each file has its own tmux server, temporary folder and state directory, so files run side by
# side, E2E_JOBS at a time (default: one per core); their waits poll the screen, so a busy core
# makes them wait longer, never fail sooner. Each file's output is printed whole as it ends, and
# the summary keeps the files' order.
jobs_max="${E2E_JOBS:-$(nproc 2>/dev/null || echo 2)}"
[[ "$jobs_max" =~ ^[1-9][0-9]*$ ]] || jobs_max=2

log="$(mktemp -d "${TMPDIR:-/tmp}/agetui-e2e-run.XXXXXX")"
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$log"' EXIT
trap 'exit 130' INT TERM HUP

# run_file FILE ARGS...: runs one file, keeping its output, status and seconds in $log.
run_file() {
  local file="$1" name
  shift
  name="$(basename "$file" .sh)"
  local start="${EPOCHREALTIME/./}"
  bash "$file" "$@" </dev/null >"$log/$name.out" 2>&1
  echo "$?" >"$log/$name.status"
  local tenths=$(((${EPOCHREALTIME/./} - start) / 100000))
  echo "$((tenths / 10)).$((tenths % 10))" >"$log/$name.seconds"
}

# show FILE: prints a finished file's output under its heading.
show() {
  local name
  name="$(basename "$1" .sh)"
  echo "# == $name ($1)"
  cat "$log/$name.out"
}

# reap_one: waits for one running file to end and prints its output.
declare -A running=()
reap_one() {
  local finished
  wait -n -p finished || true
  show "${running[$finished]}"
  unset "running[$finished]"
}

args_for() {
  case " ${STANDALONE[*]} ${LAST[*]} " in
    *" $1 "*) echo standalone ;;
    *) echo feature ;;
  esac
}

for file in "${STANDALONE[@]}" "${FEATURES[@]}"; do
  while [ "${#running[@]}" -ge "$jobs_max" ]; do reap_one; done
  if [ "$(args_for "$file")" = standalone ]; then
    run_file "$file" "$1" &
  else
    run_file "$file" "$@" &
  fi
  running[$!]="$file"
done
while [ "${#running[@]}" -gt 0 ]; do reap_one; done
for file in "${LAST[@]}"; do
  run_file "$file" "$1"
  show "$file"
done

summary=()
total_passed=0
total_failed=0
status=0
for file in "${STANDALONE[@]}" "${FEATURES[@]}" "${LAST[@]}"; do
  name="$(basename "$file" .sh)"
  file_status="$(cat "$log/$name.status" 2>/dev/null || echo 1)"
  seconds="$(cat "$log/$name.seconds" 2>/dev/null || echo 0)"
  counts="$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log/$name.out" | tail -1)"
  if [ -z "$counts" ]; then
    # A file that died before its summary counts as one failure, so it cannot pass unnoticed.
    counts="$(grep -c '^ok - ' "$log/$name.out") passed, 1 failed"
    echo "not ok - $name: ended with status $file_status before printing its summary"
  elif [ "$file_status" != 0 ] && [[ "$counts" == *" 0 failed" ]]; then
    counts="${counts%%,*}, 1 failed"
    echo "not ok - $name: exited with status $file_status"
  fi
  passed="${counts%% passed*}"
  failed="${counts#*, }"
  failed="${failed%% failed}"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  [ "$failed" = 0 ] || status=1
  summary+=("$(printf '%-20s %4d passed %3d failed %7ss' "$name" "$passed" "$failed" "$seconds")")
done

echo "# == summary ($jobs_max at a time)"
printf '# %s\n' "${summary[@]}"
echo "$total_passed passed, $total_failed failed"
exit "$status"
