#!/usr/bin/env bash
# A long fuzz campaign: FILES generated scenario files (default 20000) through `check` and
# `run` (in-process, and every 20th through the real binary), plus the session-file fuzz.
# Deterministic: the same SEED (default 20261123) makes the same files. Prints
#   fuzz: N files, C crashes, H hangs, X bad exit codes
# and exits non-zero when anything was found. Usage: scripts/fuzz.sh [FILES] [SEED]
#
# FUZZ_SMOKE=1 is the test command's smoke run, right after its `swift test`: it builds nothing
# (the test build was just made) and leaves out the session-file fuzz, whose 300 files are fixed
# and which that `swift test` has just run, so the run adds only scenario files `swift test` did
# not try (the test command gives it a seed of its own).
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-20000}"
seed="${2:-20261123}"
log="$(mktemp -t agetui-fuzz.XXXXXX.log)"

filter='ScenarioFuzzTests/campaign|SessionFuzzTests'
if [[ "${FUZZ_SMOKE:-}" == 1 ]]; then
  filter='ScenarioFuzzTests/campaign'
else
  # The test command's own build (scripts/build-test.sh), so running this after it builds
  # nothing.
  scripts/build-test.sh --build-tests >/dev/null
fi
status=0
AGETUI_FUZZ_FILES="$files" AGETUI_FUZZ_SEED="$seed" AGETUI_FUZZ_BINARY_EVERY=20 \
  scripts/swift-test.sh --filter "$filter" >"$log" 2>&1 || status=$?

summary="$(grep -E '^fuzz: [0-9]+ files' "$log" | tail -1 || true)"
if [[ -z "$summary" ]]; then
  # The test process itself died (an in-process crash) before it could print its tally.
  echo "fuzz: $files files planned, 1 crashes (the test process died), see $log"
  exit 1
fi
echo "$summary"
if [[ "$status" -ne 0 ]]; then
  grep -E '^\s+fuzz-|✘' "$log" | head -40 || true
  echo "fuzz: findings above; full log in $log"
  exit "$status"
fi
rm -f "$log"
