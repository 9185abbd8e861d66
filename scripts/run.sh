#!/usr/bin/env bash
# Builds AgeTUI (installing libncurses-dev and libyaml-dev when missing) and runs it. With no
# arguments it opens the TUI on the built-in default scenario; any arguments go to `agetui`
# unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh libncurses-dev libyaml-dev
if [ ! -x .build/release/agetui ]; then
  # The first run compiles everything, so say why nothing shows yet; later runs rebuild only
  # what changed and start at once.
  echo "agetui: building the release binary first; on a fresh clone this takes about 2 minutes" \
    "on a quiet 2-core machine (longer when it is busy). Later runs start at once." >&2
fi
scripts/build-release.sh >&2
exec .build/release/agetui "$@"
