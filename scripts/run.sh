#!/usr/bin/env bash
# Builds AgeTUI (installing libncurses-dev and libyaml-dev when missing) and runs it. With no
# arguments it opens the TUI on the built-in default scenario; any arguments go to `agetui`
# unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh libncurses-dev libyaml-dev
scripts/build-release.sh >&2
exec .build/release/agetui "$@"
