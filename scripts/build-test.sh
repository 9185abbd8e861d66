#!/usr/bin/env bash
# Builds the test build of agetui (and, with --build-tests, every test target) into
# .build-test/release with the flags the test command uses; scripts/swift-test.sh runs the tests
# from it. `make build`, scripts/test.sh, scripts/fuzz.sh, scripts/deliver.sh and
# `AGETUI_BUILD=test scripts/run.sh` build with this script, so none of them rebuilds another's
# work. The flags, and why (docs/performance.md, "Starting", has the measurements):
#
# - SwiftPM's release configuration, unoptimised (-Onone, so assertions and preconditions stay
#   on, as in a debug build) and testable (-enable-testing): a debug configuration defines
#   DEBUG for every package, and swift-argument-parser then checks each command's option groups
#   again for every level they are nested, on every start. That made each `agetui ask` of the
#   tests and end-to-end files spend 0.2 s of CPU before it parsed a flag, and a third of the
#   Swift tests' CPU went there. Plain `swift build` and `swift test` (debug) still make those
#   checks;
# - -Xcc -O0: the release configuration compiles C (the crypto library of agetui-deliver) at -O2;
#   unoptimised, as a debug build does;
# - warnings are errors;
# - --no-color-diagnostics: SwiftPM colours diagnostics only when its output is a terminal, by
#   adding -color-diagnostics to every compile command, so a build from a terminal and one
#   through a pipe each invalidated the other's objects; naming the choice keeps one build
#   description for both;
# - -wmo -num-threads N (N cores): one compiler job per module instead of batches that each parse
#   every file of the module again (-num-threads keeps one object per file, which the link and
#   the index store expect). A fresh build of the products and the tests took 333 s of wall
#   clock and 579 s of CPU on the 2-core machine in batches, 239 s and 394 s so. The price is in
#   an edit-and-build loop: a changed file recompiles its whole module (and the modules above
#   it) rather than the file; plain `swift build` still builds incrementally;
# - -no-emit-module-separately-wmo: the one compiler job of a module also writes its module
#   file, instead of a second job that type-checks every declaration again to write it early
#   (which lets the modules above start sooner, a gain only with cores to spare). A clean test
#   build on the 2-core machine: 335 s and 612 s of CPU with the second job, 304 s and 528 s
#   without (2026-11-29);
# - -gline-tables-only, for Swift and C: a test's or a crash's backtrace still names files and
#   lines; the full variable information for a debugger, which `swift build` gives, is not made.
set -euo pipefail
cd "$(dirname "$0")/.."
cores="$(nproc 2>/dev/null || echo 2)"
exec swift build -c release --scratch-path .build-test --no-color-diagnostics \
  -Xswiftc -Onone -Xswiftc -enable-testing -Xcc -O0 -Xswiftc -warnings-as-errors \
  -Xswiftc -wmo -Xswiftc -no-emit-module-separately-wmo -Xswiftc -num-threads -Xswiftc "$cores" \
  -Xswiftc -gline-tables-only -Xcc -gline-tables-only "$@"
