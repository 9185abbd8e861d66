#!/usr/bin/env bash
# End-to-end test of scripts/run.sh's promise: an unchanged tree is never rebuilt, whether the
# last build ran in a terminal or through a pipe, and a second run starts at once; touching one
# source file rebuilds only what depends on it, and every module's build names every module below
# it. It drives the build the test command has already made (AGETUI_BUILD=test,
# scripts/build-test.sh), so it needs no release build; the release path is the same script with
# the release build's flags.
#
# The terminal runs declare TERM=xterm-256color: SwiftPM colours diagnostics, and so changed
# every compile command, only for a terminal type it knows, which tmux's own is not.
#
# Usage: scripts/e2e-start.sh BINARY    (BINARY: .build-test/release/agetui, already built)
#   Prints "ok - …" / "not ok - …" per check and "N passed, M failed" last. Runs alone and
#   last (scripts/e2e.sh's LAST): a touched file relinks the binary the other files run.
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup "$@" || exit $?
ROOT="$E2E_ROOT"
STAMP="$ROOT/.build/agetui-test.stamp"
# Exported for the piped runs; the terminal runs name it in their wrapper, since a tmux pane
# takes the environment its server started with.
export AGETUI_BUILD=test

# compiled_modules FILE: the modules a build's output says it compiled, one per line, sorted
# (not SwiftPM's "Compiling plugin NAME", a package plugin's script, compiled once and kept).
compiled_modules() {
  grep -oE 'Compiling [A-Za-z0-9_]+ ' "$1" | awk '$2 != "plugin" { print $2 }' | sort -u
}

# run_in_terminal NAME: scripts/run.sh with no arguments (the TUI) in a new 100×30 session of a
# terminal SwiftPM colours for, its output kept in $E2E_TMP/NAME.out; sets LAUNCHED_MS.
run_in_terminal() {
  local name="$1"
  E2E_DIR="$E2E_TMP/$name"
  mkdir -p "$E2E_DIR"
  cat >"$E2E_DIR/run.sh" <<WRAPPER
cd $(printf '%q' "$ROOT")
while [ ! -f $(printf '%q' "$E2E_DIR/go") ]; do sleep 0.01; done
AGETUI_BUILD=test TERM=xterm-256color scripts/run.sh
echo "\$?" >$(printf '%q' "$E2E_DIR/status")
exec sleep 600
WRAPPER
  local previous="$E2E_SESSION"
  E2E_SESSION="$name"
  e2e_tmux new-session -d -s "$name" -x 100 -y 30 "bash --noprofile --norc $(printf '%q' "$E2E_DIR/run.sh")"
  if [ -n "$previous" ]; then e2e_tmux kill-session -t "$previous" >/dev/null 2>&1 || true; fi
  : >"$E2E_DIR/output"
  e2e_tmux pipe-pane -t "$name" "cat >>$(printf '%q' "$E2E_DIR/output")"
  LAUNCHED_MS="$(now_ms)"
  touch "$E2E_DIR/go"
}

# first_frame NAME LIMIT_MS: waits for the TUI's first frame and quits it; checks that it came
# within LIMIT_MS and that nothing was compiled on the way.
first_frame() {
  local name="$1" limit="$2"
  if wait_for "script 0/" 60000; then
    local took=$(($(now_ms) - LAUNCHED_MS))
    E2E_DETAIL="the first frame took $took ms"
    check "$name: the TUI's first frame within $limit ms (took $took ms)" test "$took" -le "$limit"
  else
    fail "$name: the TUI's first frame" "$E2E_DETAIL"
  fi
  send q
  wait_exit 10000 || true
  E2E_DETAIL="compiled: $(compiled_modules "$E2E_DIR/output" | tr '\n' ' ')"
  check "$name: nothing compiled" test -z "$(compiled_modules "$E2E_DIR/output")"
}

# piped NAME ARGS...: scripts/run.sh ARGS through a pipe, its output (stdout and stderr) in
# $E2E_TMP/NAME.out and its status in PIPED_STATUS.
piped() {
  local name="$1"
  shift
  (cd "$ROOT" && scripts/run.sh "$@" 2>&1 | cat) >"$E2E_TMP/$name.out"
  PIPED_STATUS="${PIPESTATUS[0]}"
}

# 1. Through a pipe, with no stamp: the package manager is asked, and the test command's own
#    build (made through a pipe in CI, or from a terminal by a developer) is up to date.
rm -f "$STAMP"
piped pipe-first --version
E2E_DETAIL="$(head -c 600 "$E2E_TMP/pipe-first.out")"
check "a build through a pipe: --version answers" grep -qE '^[0-9]+\.[0-9]+' "$E2E_TMP/pipe-first.out"
E2E_DETAIL="compiled: $(compiled_modules "$E2E_TMP/pipe-first.out" | tr '\n' ' ')"
check "a build through a pipe compiles nothing after the test build" \
  test -z "$(compiled_modules "$E2E_TMP/pipe-first.out")"
check "the build leaves its stamp" test -f "$STAMP"

# 2. From a terminal, with no stamp: SwiftPM plans the build for a terminal and still compiles
#    nothing (before, -color-diagnostics changed every compile command).
rm -f "$STAMP"
run_in_terminal terminal-no-stamp
first_frame "from a terminal after a piped build" 30000

# 3. From a terminal with the stamp: no package manager at all, the goal's 2 s.
run_in_terminal terminal-stamped
first_frame "a second run from a terminal" 5000
E2E_DETAIL="$(head -c 300 "$E2E_DIR/output")"
check "a second run does not start the package manager" \
  bash -c '! grep -q "Building for\|Planning build\|Build of product" "$1"' _ "$E2E_DIR/output"

# 4. Through a pipe after the terminal, stamped and not: nothing compiled either way.
piped pipe-stamped --version
E2E_DETAIL="$(head -c 600 "$E2E_TMP/pipe-stamped.out")"
check "--version | cat after a terminal run: answers without the package manager" \
  bash -c 'grep -qE "^[0-9]+\.[0-9]+" "$1" && ! grep -q "Build of product" "$1"' _ \
  "$E2E_TMP/pipe-stamped.out"
rm -f "$STAMP"
piped pipe-after-terminal --version
E2E_DETAIL="compiled: $(compiled_modules "$E2E_TMP/pipe-after-terminal.out" | tr '\n' ' ')"
check "a build through a pipe after a terminal's compiles nothing" \
  test -z "$(compiled_modules "$E2E_TMP/pipe-after-terminal.out")"

# 5. One touched file rebuilds its module and the modules that import it, nothing below them.
#    The file's time is put back afterwards, so a developer's next build does not redo it.
touched="$ROOT/Sources/Storyboard/BoxDrawing.swift"
cp -p "$touched" "$E2E_TMP/mtime-reference"
touch "$touched"
piped touched --version
touch -r "$E2E_TMP/mtime-reference" "$touched"
modules="$(compiled_modules "$E2E_TMP/touched.out" | tr '\n' ' ')"
E2E_DETAIL="compiled: $modules"$'\n'"$(grep -E 'Compiling|error' "$E2E_TMP/touched.out" | head -20)"
check "a touched Storyboard file rebuilds Storyboard" bash -c '[[ " $1" == *" Storyboard "* ]]' _ "$modules"
check "… and only the modules above it (Storyboard, AgeTUI)" \
  bash -c '[ -z "$(printf "%s\n" $1 | grep -vxE "Storyboard|AgeTUI")" ]' _ "$modules"
check "… and the binary still answers" test "$PIPED_STATUS" = 0

# 6. Every module's build names the modules below the ones it imports too, so a struct that
#    gains a stored property two targets down rebuilds every module compiled against its layout
#    (Package.swift's last section; before, the executable kept the old layout and crashed).
E2E_DETAIL="$("$ROOT/scripts/check-build-inputs.py" "$ROOT/.build-test/release.yaml" 2>&1 | tail -5)"
check "each module's build names every module below it" \
  "$ROOT/scripts/check-build-inputs.py" "$ROOT/.build-test/release.yaml"

finish
