#!/usr/bin/env bash
# Checks a change that should change no behaviour (a refactor): builds REF (a commit, branch
# or tag) in a temporary clone and the working tree here, writes what each binary prints
# (scripts/golden/outputs.sh) and, with --screens, what the TUI draws through every built-in's
# walkthrough (scripts/golden/screens.py), and compares them byte for byte.
#
#   scripts/golden/check.sh REF [--screens]      (make golden REF=... [SCREENS=1])
#
# Exits 0 when everything is the same, 1 with the differing files listed otherwise. Takes
# about five minutes (ten with --screens); run it on an otherwise idle machine, as the screen
# walk waits for each frame to settle.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: scripts/golden/check.sh REF [--screens]" >&2; exit 64; }
ref=$1
screens=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
root=$(git -C "$here" rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/agetui-golden-XXXXXX")
echo "golden: $ref against the working tree, in $work"

git clone -q "$root" "$work/ref"
git -C "$work/ref" checkout -q "$ref"
# A commit before the test build had its name took the same flags in scripts/build-debug.sh
# and built into .build/debug.
ref_build=scripts/build-test.sh ref_binary=.build-test/release/agetui
if [ ! -e "$work/ref/$ref_build" ]; then
  ref_build=scripts/build-debug.sh ref_binary=.build/debug/agetui
fi
(cd "$work/ref" && "$ref_build" --product agetui >"$work/ref-build.log" 2>&1) ||
  { echo "golden: $ref does not build (see $work/ref-build.log)" >&2; exit 1; }
(cd "$root" && scripts/build-test.sh --product agetui >"$work/new-build.log" 2>&1) ||
  { echo "golden: the working tree does not build (see $work/new-build.log)" >&2; exit 1; }
cp "$work/ref/$ref_binary" "$work/ref-agetui"
cp "$root/.build-test/release/agetui" "$work/new-agetui"

status=0
# compare WHAT SAME COMMAND...: runs COMMAND BIN OUT for both binaries (OUT is ref-WHAT and
# new-WHAT) and compares the two folders, saying SAME or listing what differs.
compare() {
  local what=$1 same=$2
  shift 2
  "$@" "$work/ref-agetui" "$work/ref-$what" >/dev/null
  "$@" "$work/new-agetui" "$work/new-$what" >/dev/null
  if diff -rq "$work/ref-$what" "$work/new-$what" >"$work/$what.diff"; then
    echo "golden: $same"
  else
    echo "golden: $what differ (diff -r $work/ref-$what $work/new-$what):" >&2
    cat "$work/$what.diff" >&2
    status=1
  fi
}

compare outputs "every output is the same" bash "$here/outputs.sh"
if [ "$screens" = "--screens" ]; then
  compare screens "every screen of every walkthrough is the same" python3 "$here/screens.py"
fi
[ "$status" -eq 0 ] && rm -rf "$work/ref"
exit "$status"
