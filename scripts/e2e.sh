#!/usr/bin/env bash
# End-to-end tests of the AgeTUI terminal front end, one file per feature: each drives the real
# binary in a private tmux server exactly as a user would (keys, resizes, signals) and checks
# the screen, the exit status and that the terminal is left exactly as it was.
#
# Usage: scripts/e2e.sh BINARY [ARGS...]
#   Runs every feature file below in turn with BINARY [ARGS...] (ARGS default to none: `agetui`
#   alone opens the default scenario, texas-teen, which the walk-throughs expect). Each prints
#   "ok - …" / "not ok - …" per check and "N passed, M failed" last; this runner then prints one
#   summary line per feature (passed, failed, seconds) and the total as "N passed, M failed",
#   and exits non-zero on any failure. Works without a TTY (CI=true, stdin from /dev/null):
#   tmux provides the terminals. One feature alone: scripts/e2e/NAME.sh BINARY [ARGS...].
#
# Adding a feature: a new file scripts/e2e/NAME.sh (copy the first lines of any file there:
# source ../e2e-lib.sh, e2e_setup "$@", checks, finish) is picked up by the glob below. A
# stand-alone script elsewhere that takes BINARY as its only argument and ends with "N passed,
# M failed" (scripts/e2e-notes.sh) is one line in STANDALONE.
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

FEATURES=(scripts/e2e/*.sh)
STANDALONE=(
  scripts/e2e-notes.sh
  scripts/e2e-prompts.sh
  scripts/e2e-storyboard.sh
)

log="$(mktemp -d "${TMPDIR:-/tmp}/agetui-e2e-run.XXXXXX")"
trap 'rm -rf "$log"' EXIT
trap 'exit 130' INT TERM HUP

summary=()
total_passed=0
total_failed=0
status=0
for file in "${FEATURES[@]}" "${STANDALONE[@]}"; do
  name="$(basename "$file" .sh)"
  echo "# == $name ($file)"
  args=("$@")
  case " ${STANDALONE[*]} " in *" $file "*) args=("$1") ;; esac
  start="${EPOCHREALTIME/./}"
  bash "$file" "${args[@]}" </dev/null | tee "$log/$name.out"
  file_status="${PIPESTATUS[0]}"
  seconds=$(((${EPOCHREALTIME/./} - start) / 100000))
  seconds="$((seconds / 10)).$((seconds % 10))"
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

echo "# == summary"
printf '# %s\n' "${summary[@]}"
echo "$total_passed passed, $total_failed failed"
exit "$status"
