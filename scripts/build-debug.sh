#!/usr/bin/env bash
# Builds the debug agetui (and, with --build-tests, every test target) into .build/debug with
# the flags the test command uses: warnings as errors, and no colour in diagnostics whatever the
# output is. SwiftPM colours diagnostics only when its output is a terminal, by adding
# -color-diagnostics to every compile command, so a build from a terminal and one through a pipe
# would each invalidate the other's objects; naming the choice here keeps one build description
# for both. `make build`, scripts/test.sh and `AGETUI_BUILD=debug scripts/run.sh` build with
# this script, so the three never rebuild each other's work.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift build --no-color-diagnostics -Xswiftc -warnings-as-errors "$@"
