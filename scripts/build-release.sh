#!/usr/bin/env bash
# Builds a hardened, fully static agetui. Two builds, one set of hardening flags:
#
#   scripts/build-release.sh [ARGS…]          the release binary, .build/release/agetui:
#                                             optimised (-Osize, function sections, identical
#                                             code folded; cross-module optimisation where the
#                                             simulation's hot path crosses modules);
#                                             `make release`, the benchmarks and the golden
#                                             check build it.
#   scripts/build-release.sh --quick [ARGS…]  the first-run binary, .build-quick/release/agetui:
#                                             the same hardening, not optimised (-Onone);
#                                             scripts/run.sh builds it.
#
# Any other arguments go to `swift build`. Why two: on the 2-core machine the optimiser is four
# fifths of a fresh clone's build (about 280 s against 70 s for the same sources unoptimised),
# and what it buys a presenter is 10 ms of the TUI's first frame; the explore sweep, which it
# makes 8× faster, is the benchmarks' and `make release`'s business (docs/performance.md,
# "Starting", has the table). Each build has its own folder, so neither rebuilds the other's.
#
# The hardening, in both:
# A fully static executable (-static-executable: the Swift runtime, glibc, libstdc++, ncurses and
# libyaml are linked in from their .a files, so no dynamic loader runs at start; `--version`
# 2.2 ms → 1.0 ms). -ltinfo because the static libncursesw does not name the libtinfo it needs.
# Terminfo entries are still read at run time from the paths built into Debian's ncurses
# (/etc/terminfo, /lib/terminfo, /usr/share/terminfo). Stripped (-Xlinker -s: symbols and debug
# info out; a crash report from this binary then names fewer functions), so no debug info is made
# either (-gnone: a twentieth of the build's time went to DWARF the linker then threw away), and
# a static PIE (-static-pie, through clang: the kernel loads it at a random address and glibc's
# start code relocates it before anything else runs, so the C code that parses untrusted input,
# libyaml and ncurses' terminfo reader, has no fixed addresses), with full RELRO (-z relro -z now:
# the relocated data is read-only before main) and Swift's stack protector (on by default). Two
# things make static PIE link and start: lld (-use-ld=lld, shipped with the toolchain), because
# Debian's default linker here, gold, has no --no-dynamic-linker ("ld.gold: --no-dynamic-linker:
# unknown option"); and --disable-local-rpath, because glibc's static-PIE start asserts that
# there is no RUNPATH (SwiftPM adds $ORIGIN) and the failed assertion crashes before anything is
# relocated. -z pack-relative-relocs (DT_RELR, glibc 2.36+): the 47,000 relative relocations the
# start code applies take 9 KB instead of 1.1 MB, which is a third of what static PIE adds to a
# start. scripts/check-release.sh checks all of it; docs/performance.md ("The static PIE") has
# the figures.
#
# --no-color-diagnostics: SwiftPM colours diagnostics only when its output is a terminal, by
# adding -color-diagnostics to every compile command, so a build from a terminal and one through
# a pipe each invalidated the other's objects (a whole rebuild); naming the choice keeps one
# build description for both.
#
# -disable-concrete-type-metadata-mangled-name-accessors (both builds; it costs no build time):
# our code gets the metadata of a
# concrete generic type (say a `[CellStyle: …]` dictionary) by calling its accessor instead of
# demangling its name at first use, which checked each generic requirement by scanning the
# binary's ~4,900 conformance records; the first frame is about 0.9 ms sooner, for the same
# output (-prespecialize-generic-metadata, tried with it, crashed).
#
# -no-emit-module-separately-wmo (both builds): each module's one compiler job also writes its
# module file, instead of a second job that type-checks the module's declarations again to write
# it early (a head start for the modules above, which two cores cannot use). A clean quick build
# on the 2-core machine: 78 s and 120 s of CPU with the second job, 73 s and 108 s without
# (2026-11-29).
#
# The release build's optimisation: -Osize, function sections and identical code folding keep
# the binary within 20 MiB (issue 40: 24.9 MB with -O everywhere, 20.9 MB now), and
# cross-module optimisation of the kernel and the stores' models keeps it fast. -Osize in place of -O: 1.0 MB less code; the explore sweep and the first frame take
# the same time within the noise (docs/performance.md, "The release binary's size").
# -function-sections: each function in a section of its own, so the linker's --gc-sections
# (SwiftPM passes it) drops the functions nothing calls, not only whole files: 1.1 MB.
# --icf=all: the linker folds functions whose code and relocations are identical into one
# (Swift emits many: value witnesses, outlined copies, specialisations); Apple's linker does
# the same to every Swift binary by default. 0.9 MB.
# Cross-module optimisation, given in Package.swift to FlowEngine and the three stores' models
# only (`crossModuleOptimized`): since Apple's platform became a target of its own (issue 25),
# the simulation calls the kernel's small functions and generic types (identifiers, dates, the
# flow driver) across a module boundary, where they were neither inlined nor specialised;
# without it `explore` takes 1.5× as long. Given to every target (as -Xswiftc here, before) it
# bought no more speed and cost 0.5 MB.
set -euo pipefail
cd "$(dirname "$0")/.."

hardening=(
  -c release --disable-local-rpath --no-color-diagnostics
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie
  -Xlinker -ltinfo -Xlinker -s -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
  -Xlinker -z -Xlinker pack-relative-relocs
  -Xswiftc -gnone -Xswiftc -no-emit-module-separately-wmo
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)
if [ "${1:-}" = --quick ]; then
  shift
  exec swift build "${hardening[@]}" --scratch-path .build-quick -Xswiftc -Onone \
    --product agetui "$@"
fi
exec swift build "${hardening[@]}" -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --icf=all --product agetui "$@"
