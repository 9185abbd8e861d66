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
(cd "$work/ref" && swift build --product agetui >"$work/ref-build.log" 2>&1) ||
  { echo "golden: $ref does not build (see $work/ref-build.log)" >&2; exit 1; }
(cd "$root" && swift build --product agetui >"$work/new-build.log" 2>&1) ||
  { echo "golden: the working tree does not build (see $work/new-build.log)" >&2; exit 1; }
cp "$work/ref/.build/debug/agetui" "$work/ref-agetui"
cp "$root/.build/debug/agetui" "$work/new-agetui"

status=0
bash "$here/outputs.sh" "$work/ref-agetui" "$work/ref-out" >/dev/null
bash "$here/outputs.sh" "$work/new-agetui" "$work/new-out"
if diff -rq "$work/ref-out" "$work/new-out" >"$work/outputs.diff"; then
  echo "golden: every output is the same"
else
  echo "golden: outputs differ:" >&2
  cat "$work/outputs.diff" >&2
  status=1
fi

if [ "$screens" = "--screens" ]; then
  python3 "$here/screens.py" "$work/ref-agetui" "$work/ref-screens" >/dev/null
  python3 "$here/screens.py" "$work/new-agetui" "$work/new-screens" >/dev/null
  if diff -rq "$work/ref-screens" "$work/new-screens" >"$work/screens.diff"; then
    echo "golden: every screen of every walkthrough is the same"
  else
    echo "golden: screens differ (diff -r the two folders to see where):" >&2
    cat "$work/screens.diff" >&2
    status=1
  fi
fi
[ "$status" -eq 0 ] && rm -rf "$work/ref"
exit "$status"
