#!/usr/bin/env bash
# Runs every check AgeTUI has, in the order a reviewer would: formatting, a warnings-as-errors
# build, the unit and snapshot tests, then the end-to-end tests that drive the real binary.
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
  [ "$status" -eq 0 ] || outcome="FAILED (exit $status)"
  echo "-- $phase_name: $((SECONDS - phase_started)) s"
  echo "== all checks $outcome in $SECONDS s"
}
trap finish EXIT

phase "swift format lint --strict"
swift format lint --strict --parallel --recursive Package.swift Sources Tests

# One build of the products and the tests together, so the test targets and their dependencies
# compile beside the products instead of after them; `swift test` then only runs them.
phase "swift build --build-tests (warnings as errors)"
scripts/build-debug.sh --build-tests

phase "swift test"
swift test --skip-build --no-color-diagnostics

phase "fuzz script (a 100-file smoke run; \`make fuzz\` runs 20,000)"
scripts/fuzz.sh 100

phase "end-to-end tests (scripts/e2e.sh: scripts/e2e/*.sh and the stand-alone e2e-*.sh files, two at a time; e2e-start.sh last)"
scripts/e2e.sh .build/debug/agetui
