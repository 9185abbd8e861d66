#!/usr/bin/env bash
# Builds the debug agetui (and, with --build-tests, every test target) into .build/debug with
# the flags the test command uses. `make build`, scripts/test.sh, scripts/fuzz.sh and
# `AGETUI_BUILD=debug scripts/run.sh` build with this script, so none of them rebuilds another's
# work. The flags, and why (docs/performance.md, "Starting", has the measurements):
#
# - warnings are errors;
# - --no-color-diagnostics: SwiftPM colours diagnostics only when its output is a terminal, by
#   adding -color-diagnostics to every compile command, so a build from a terminal and one
#   through a pipe each invalidated the other's objects; naming the choice keeps one build
#   description for both;
# - -wmo -num-threads N (N cores): one compiler job per module instead of batches that each parse every
#   file of the module again (still unoptimised, -Onone; -num-threads keeps one object per file,
#   which the link and the index store expect). A fresh build of the products and the tests took
#   333 s of wall clock and 579 s of CPU on the 2-core machine in batches, 239 s and 394 s so.
#   The price is in an edit-and-build loop: a changed file recompiles its whole module (and the
#   modules above it) rather than the file; plain `swift build` still builds incrementally;
# - -gline-tables-only: a test's or a crash's backtrace still names files and lines; the full
#   variable information for a debugger, which `swift build` gives, is not made.
set -euo pipefail
cd "$(dirname "$0")/.."
cores="$(nproc 2>/dev/null || echo 2)"
exec swift build --no-color-diagnostics -Xswiftc -warnings-as-errors \
  -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc "$cores" -Xswiftc -gline-tables-only "$@"
