#!/usr/bin/env bash
# Builds AgeTUI (installing libncurses-dev and libyaml-dev when missing) and runs it. With no
# arguments it opens the TUI on the built-in default scenario; any arguments go to `agetui`
# unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh libncurses-dev libyaml-dev
swift build -c release -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -s -Xlinker -no-pie \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --product agetui >&2
exec .build/release/agetui "$@"
