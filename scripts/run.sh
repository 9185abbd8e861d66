#!/usr/bin/env bash
# Builds AgeTUI (installing libncurses-dev and libyaml-dev when missing) and runs it. With no
# arguments it opens the TUI on the built-in default scenario; any arguments go to `agetui`
# unchanged.
#
# An unchanged tree starts at once: the first build leaves a stamp, and while no input of the
# build (Package.swift, Sources/, the build script, the compiler) is newer than it and the binary
# is the one that build made, the binary is started without asking the package manager, whose
# own no-op check takes seconds. Anything newer goes through `swift build`, which rebuilds only
# what depends on it (docs/performance.md, "Starting").
#
# Which build (AGETUI_BUILD):
#   quick    (the default) the hardened, unoptimised first-run build, .build-quick/release: a
#            fresh clone's first frame in about a minute and a half (scripts/build-release.sh);
#   release  the optimised release build, .build/release (`make release`): 8× faster explore
#            sweeps, for a build four times as long;
#   test     the test command's build, .build-test/release (scripts/build-test.sh): the
#            end-to-end tests check this script's no-rebuild promise on the binary they have
#            already built, without building another.
set -euo pipefail
cd "$(dirname "$0")/.."

config="${AGETUI_BUILD:-quick}"
case "$config" in
  quick)
    binary=.build-quick/release/agetui
    build=(scripts/build-release.sh --quick)
    ;;
  release)
    binary=.build/release/agetui
    build=(scripts/build-release.sh)
    ;;
  test)
    binary=.build-test/release/agetui
    build=(scripts/build-test.sh)
    ;;
  *)
    echo "agetui: AGETUI_BUILD must be quick, release or test, not '$config'" >&2
    exit 64
    ;;
esac
stamp=".build/agetui-$config.stamp"

# The binary's identity as the build that wrote the stamp left it: a binary rebuilt since by hand
# (another `swift build` with other flags) is not trusted.
identity() { stat -c '%Y.%s' "$binary" 2>/dev/null || true; }

# The inputs of the build: a changed, added or removed file under Sources changes a file's or a
# folder's modification time; a new compiler is newer too.
compiler="$(readlink -f "$(command -v swiftc 2>/dev/null || echo /nonexistent)" 2>/dev/null || true)"
inputs=(Package.swift Sources "${build[0]}")
[ -n "$compiler" ] && [ -e "$compiler" ] && inputs+=("$compiler")

if [ -x "$binary" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(identity)" ] &&
  [ -z "$(find "${inputs[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  exec "$binary" "$@"
fi

scripts/ensure-deps.sh libncurses-dev libyaml-dev
if [ ! -x "$binary" ]; then
  # The first run compiles everything, so say why nothing shows yet.
  echo "agetui: building agetui ($config build) first; on a fresh clone the quick build takes" \
    "about a minute and a half on a quiet 2-core machine (longer when it is busy). Later runs" \
    "start at once." >&2
fi
# The stamp takes the time the build started, so a file saved during the build is newer than
# it and the next run builds again.
mkdir -p .build
started="$(mktemp .build/agetui-stamp.XXXXXX)"
trap 'rm -f "$started" "$started.id"' EXIT
"${build[@]}" >&2
identity >"$started.id"
touch -r "$started" "$started.id"
mv -f "$started.id" "$stamp"
rm -f "$started"
trap - EXIT
exec "$binary" "$@"
