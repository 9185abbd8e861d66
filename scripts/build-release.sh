#!/usr/bin/env bash
# Builds the release agetui into .build/release/agetui; any arguments go to `swift build`.
#
# A fully static executable (-static-executable: the Swift runtime, glibc, libstdc++, ncurses and
# libyaml are linked in from their .a files, so no dynamic loader runs at start; `--version`
# 2.2 ms → 1.0 ms). -ltinfo because the static libncursesw does not name the libtinfo it needs.
# Terminfo entries are still read at run time from the paths built into Debian's ncurses
# (/etc/terminfo, /lib/terminfo, /usr/share/terminfo). Stripped (-Xlinker -s: symbols and debug
# info out; a crash report from this binary then names fewer functions) and not
# position-independent (-Xlinker -no-pie: fewer relocations at start, for no address-space
# randomisation of the executable itself). -disable-concrete-type-metadata-mangled-name-accessors:
# our code gets the metadata of a concrete generic type (say a `[CellStyle: …]` dictionary) by
# calling its accessor instead of demangling its name at first use, which checked each generic
# requirement by scanning the binary's ~4,900 conformance records; the first frame is about
# 0.9 ms sooner, for the same output (-prespecialize-generic-metadata, tried with it, crashed).
# docs/performance.md has the figures. make release, scripts/run.sh and scripts/bench.sh build
# with this script, so the three cannot drift apart.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift build -c release -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -s -Xlinker -no-pie \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  --product agetui "$@"
