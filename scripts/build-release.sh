#!/usr/bin/env bash
# Builds the release agetui into .build/release/agetui; any arguments go to `swift build`.
#
# A fully static executable (-static-executable: the Swift runtime, glibc, libstdc++, ncurses and
# libyaml are linked in from their .a files, so no dynamic loader runs at start; `--version`
# 2.2 ms → 1.0 ms). -ltinfo because the static libncursesw does not name the libtinfo it needs.
# Terminfo entries are still read at run time from the paths built into Debian's ncurses
# (/etc/terminfo, /lib/terminfo, /usr/share/terminfo). Stripped (-Xlinker -s: symbols and debug
# info out; a crash report from this binary then names fewer functions) and a static PIE
# (-static-pie, through clang: the kernel loads it at a random address and glibc's start code
# relocates it before anything else runs, so the C code that parses untrusted input, libyaml and
# ncurses' terminfo reader, has no fixed addresses), with full RELRO (-z relro -z now: the
# relocated data is read-only before main) and Swift's stack protector (on by default). Two things
# make static PIE link and start: lld (-use-ld=lld, shipped with the toolchain), because Debian's
# default linker here, gold, has no --no-dynamic-linker ("ld.gold: --no-dynamic-linker: unknown
# option"); and --disable-local-rpath, because glibc's static-PIE start asserts that there is no
# RUNPATH (SwiftPM adds $ORIGIN) and the failed assertion crashes before anything is relocated.
# -z pack-relative-relocs (DT_RELR, glibc 2.36+): the 47,000 relative relocations the start code
# applies take 9 KB instead of 1.1 MB, which is a third of what static PIE adds to a start.
# scripts/check-release.sh checks all of it; docs/architecture.md has the figures.
# -disable-concrete-type-metadata-mangled-name-accessors:
# our code gets the metadata of a concrete generic type (say a `[CellStyle: …]` dictionary) by
# calling its accessor instead of demangling its name at first use, which checked each generic
# requirement by scanning the binary's ~4,900 conformance records; the first frame is about
# 0.9 ms sooner, for the same output (-prespecialize-generic-metadata, tried with it, crashed).
# docs/performance.md has the figures.
# -cross-module-optimization: since Apple's platform became a target of its own (issue 25), the
# simulation calls the kernel's small functions and generic types (identifiers, dates, the flow
# driver) across a module boundary, where they were neither inlined nor specialised; a full
# explore took 20 % more CPU. With it, the sweep is as fast as before the split (the binary
# grows by 1 %). make release, scripts/run.sh and scripts/bench.sh build with this script, so
# the three cannot drift apart.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift build -c release --disable-local-rpath \
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  -Xlinker -ltinfo -Xlinker -s -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now \
  -Xlinker -z -Xlinker pack-relative-relocs \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -cross-module-optimization \
  --product agetui "$@"
