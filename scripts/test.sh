#!/usr/bin/env bash
# Runs every check AgeTUI has, in the order a reviewer would: formatting, a warnings-as-errors
# build, the unit and snapshot tests, then the end-to-end tests that drive the real binary.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh libncurses-dev libyaml-dev tmux ncurses-base asciinema graphviz \
  chromium librsvg2-bin fonts-dejavu-core python3-pil

echo "== swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests

echo "== swift build (warnings as errors)"
swift build -Xswiftc -warnings-as-errors

echo "== swift test"
swift test -Xswiftc -warnings-as-errors

echo "== fuzz script (a 100-file smoke run; \`make fuzz\` runs 20,000)"
scripts/fuzz.sh 100

echo "== end-to-end tests (scripts/e2e/*.sh, one file per feature, then scripts/e2e-notes.sh, e2e-prompts.sh and e2e-storyboard.sh)"
scripts/e2e.sh .build/debug/agetui
