#!/usr/bin/env bash
# Runs every check AgeTUI has: formatting, a warnings-as-errors build, the unit and snapshot
# tests, the fuzz smoke run, and the end-to-end tests that drive the real binary (which run
# beside the test build and the tests, see below).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh libncurses-dev libyaml-dev tmux ncurses-base asciinema graphviz \
  chromium librsvg2-bin fonts-dejavu-core python3-pil

# Each phase says how long it took, so a slow CI run shows where the time went (the clean build
# and test times docs/performance.md records come from these lines on a fresh clone).
phase_name=""
phase_started=$SECONDS
phase() {
  [ -n "$phase_name" ] && echo "-- $phase_name: $((SECONDS - phase_started)) s"
  phase_name=$1
  phase_started=$SECONDS
  echo "== $1"
}
finish() {
  local status=$?
  local outcome="passed"
  # A failed phase ends the run: the lint or the end-to-end files still running beside it stop
  # too.
  if [ -n "${e2e_pid:-}" ]; then kill "$e2e_pid" 2>/dev/null || true; fi
  if [ -n "${lint_pid:-}" ]; then kill "$lint_pid" 2>/dev/null || true; fi
  rm -f "${e2e_log:-}" "${lint_log:-}"
  [ "$status" -eq 0 ] || outcome="FAILED (exit $status)"
  echo "-- $phase_name: $((SECONDS - phase_started)) s"
  echo "== all checks $outcome in $SECONDS s"
}
trap finish EXIT
# A run stopped by a signal ends as failed (128 + the signal), never as "all checks passed":
# the EXIT trap alone would see the status of the command before the signal.
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# The lint runs beside the first build, whose chain of modules leaves a core idle for much of
# it; its verdict is read (and a failure ends the run) as soon as that build is done.
lint_log="$(mktemp "${TMPDIR:-/tmp}/agetui-test-lint.XXXXXX")"
swift format lint --strict --parallel --recursive Package.swift Sources Tests >"$lint_log" 2>&1 &
lint_pid=$!

# The end-to-end files need only the binary, so it is built first, and they run beside the test
# targets' build and `swift test` (their waits poll the screen, so they leave much of a core idle
# that the compiler and the tests then use; docs/performance.md, "Starting", has the figures).
# Their output is printed whole when they end; the files that rebuild the binary or hold it to
# deadlines run last, alone.
phase "swift build agetui (warnings as errors), beside swift format lint --strict"
scripts/build-test.sh --product agetui

phase "swift format lint --strict (ran beside the agetui build)"
lint_status=0
wait "$lint_pid" || lint_status=$?
lint_pid=""
cat "$lint_log"
[ "$lint_status" -eq 0 ]

e2e_log="$(mktemp "${TMPDIR:-/tmp}/agetui-test-e2e.XXXXXX")"
E2E_PART=first scripts/e2e.sh .build-test/release/agetui >"$e2e_log" 2>&1 &
e2e_pid=$!
e2e_started=$SECONDS

phase "swift build --build-tests, beside the end-to-end files (warnings as errors)"
scripts/build-test.sh --build-tests

phase "swift test (scripts/swift-test.sh), beside the end-to-end files"
scripts/swift-test.sh

# The smoke run checks that scripts/fuzz.sh works, on 500 scenario files `swift test` did not
# try (its own campaign is 2,000 files of seed 2026); it skips the build just made and the
# session fuzz `swift test` just ran (FUZZ_SMOKE, scripts/fuzz.sh).
phase "fuzz script (a 500-file smoke run of its own seed; \`make fuzz\` runs 20,000)"
FUZZ_SMOKE=1 scripts/fuzz.sh 500 20261129

phase "end-to-end files (scripts/e2e.sh, E2E_PART=first: started after the agetui build)"
e2e_status=0
wait "$e2e_pid" || e2e_status=$?
cat "$e2e_log"
echo "(the end-to-end files ran for $((SECONDS - e2e_started)) s)"
e2e_pid=""
[ "$e2e_status" -eq 0 ]

phase "end-to-end files that rebuild the binary or keep deadlines, alone (E2E_PART=last: e2e-start.sh, bounded-replay.sh)"
E2E_PART=last scripts/e2e.sh .build-test/release/agetui
