#!/usr/bin/env bash
# End-to-end tests of the AgeTUI terminal front end: drives the real binary in a private tmux
# server exactly as a user would (keys, resizes, signals) and checks the screen, the exit
# status and that the terminal is left exactly as it was.
#
# Usage: scripts/e2e.sh BINARY [ARGS...]
#   ARGS default to `tui-demo` (the shell with placeholder panes). Prints "ok - …" /
#   "not ok - …" per check and "N passed, M failed" last; exits non-zero on any failure.
#   Works without a TTY (CI=true, no stdin): tmux provides the terminals.
set -uo pipefail

if [ $# -lt 1 ]; then
  echo "usage: scripts/e2e.sh BINARY [ARGS...]" >&2
  exit 64
fi
E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
E2E_ARGS=("$@")
[ ${#E2E_ARGS[@]} -gt 0 ] || E2E_ARGS=(tui-demo)
if [ ! -x "$E2E_BIN" ]; then
  echo "e2e: $E2E_BIN is not an executable; build it first (swift build)" >&2
  exit 64
fi
if ! command -v tmux >/dev/null 2>&1; then
  echo "e2e: tmux is not installed (scripts/ensure-deps.sh tmux)" >&2
  exit 64
fi

# Without a terminal the TUI must refuse with status 2; any other status means the command
# line is not a TUI this binary knows (e.g. DemoCommand not registered), and every check below
# would fail for that one reason.
"$E2E_BIN" "${E2E_ARGS[@]}" </dev/null >/dev/null 2>&1
probe_status=$?
if [ "$probe_status" != 2 ]; then
  echo "not ok - \`$(basename "$E2E_BIN") ${E2E_ARGS[*]}\` is not a TUI command of this binary" \
    "(status $probe_status; is DemoCommand registered in AgeTUICommand's subcommands?)"
  echo "0 passed, 1 failed"
  exit 1
fi

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
trap e2e_cleanup EXIT
trap 'exit 130' INT TERM HUP

# Panes get a terminal type that terminfo knows; the tests of bad TERM values set their own.
if infocmp tmux-256color >/dev/null 2>&1; then E2E_TERM=tmux-256color; else E2E_TERM=screen; fi
export XDG_STATE_HOME="$E2E_TMP/state"
if ! e2e_start_server "$E2E_TERM"; then
  echo "e2e: could not start a tmux server" >&2
  exit 1
fi

TITLES=("Child device" "Parent device" "Settings" "Timeline")

# MARK: - launch, focus, selection, help ------------------------------------------------------

start_app 120 40
check "launch: header shows the scenario" wait_for "AgeTUI — "
for title in "${TITLES[@]}"; do
  check "launch: pane title \"$title\" at 120×40" wait_for "$title"
done
check "launch: Child device has focus" wait_for "┏ ▶ Child device"
check "launch: footer lists the keys" wait_for "q quit  ? help  Tab next  1-4 pane"
check "launch: lines fit 120 columns" lines_fit 120
INITIAL_SCREEN="$(capture)"

# Resize storm first, while the state is still the initial one, so the final frame must be
# identical to the first frame.
for _ in 1 2 3 4 5; do
  for size in "120 40" "90 20" "60 20" "39 11" "150 12" "120 40"; do
    # shellcheck disable=SC2086
    resize $size
  done
done
check "resize storm: ends on the same frame as a fresh start" wait_for_screen "$INITIAL_SCREEN"
check "resize storm: app still running" test "$(pane_format '#{pane_dead}')" = 0

send Tab
check "Tab moves focus to Parent device" wait_for "┏ ▶ Parent device"
send BTab
check "Shift-Tab moves focus back to Child device" wait_for "┏ ▶ Child device"
send 3
check "3 focuses Settings" wait_for "┏ ▶ Settings"
send 2 j j Enter
check "j j Enter chooses the third Parent item" wait_for "✓ Chose “Decline” in Parent device"
send 4
check "footer in Timeline shows its own keys" wait_for "g/G first/last"
check "footer in Timeline hides choose" test "$(capture | tail -1 | grep -c 'Enter choose')" = 0
send G
check "G jumps to the last Timeline entry" wait_for "▸ Placeholder trace entry 24"
send '?'
check "? opens the help overlay" wait_for "Help: keys"
check "help lists every key with its scope" wait_for "Enter / Space  Choose the selected item"
check "footer in help shows how to close it" wait_for "?/Esc close help"
send '?'
check "? closes the help overlay" wait_gone "Help: keys"
send '?'
wait_for "Help: keys" >/dev/null
send Escape
check "Esc closes the help overlay" wait_gone "Help: keys"

resize 80 24
check "80×24: two columns, Settings and Timeline below" wait_for "┌ Settings ─"
check "80×24: lines fit 80 columns" lines_fit 80
check "80×24: first pane row is 80 columns and closes its box" line_is 2 '^┌ Child.*┐$' 80
check "80×24: footer is the last line" line_is 24 '^ q quit  \? help'
resize 60 20
check "60×20: tab bar names all four panes" wait_for "1 Child device │ 2 Parent device │ 3 Settings │▶4 Timeline"
check "60×20: lines fit 60 columns" lines_fit 60
resize 40 12
check "40×12: tabs still shown" wait_for "│▶4 Timeline"
check "40×12: lines fit 40 columns" lines_fit 40
resize 39 11
check "39×11: too-small message" wait_for "terminal too small (needs 40×12)"
check "39×11: says q quits" wait_for "q quits"
send q
check "q quits from the too-small screen with status 0" exited_with 0
check "q: terminal restored (stty apart from the new size, alternate screen, cursor, keypad, mouse)" terminal_restored
check "q: nothing on stderr" test ! -s "$E2E_DIR/stderr"

# MARK: - colour ------------------------------------------------------------------------------

# has_sgr PATTERN: the screen with attributes matches the extended regular expression.
has_sgr() {
  capture_sgr | grep -Eq "$1" && return 0
  E2E_DETAIL="no match for $1 in:"$'\n'"$(capture_sgr | head -3 | cat -v)"
  return 1
}
no_sgr() {
  ! capture_sgr | grep -Eq "$1" && return 0
  E2E_DETAIL="unexpected match for $1:"$'\n'"$(capture_sgr | grep -E "$1" | head -2 | cat -v)"
  return 1
}
start_app 80 24
wait_for "Enter choose" >/dev/null
check "colour: the focused border is coloured" has_sgr $'\e\\[1m\e\\[36m┃'
send q
exited_with 0 >/dev/null
start_app 80 24 NO_COLOR=1
wait_for "Enter choose" >/dev/null
check "NO_COLOR: no foreground colour anywhere" no_sgr $'\e\\[(3[0-7]|9[0-7]|38;)'
check "NO_COLOR: focused title still reversed and marked" has_sgr $'\e\\[7m ▶ Child device'
check "NO_COLOR: selection still bold reverse and marked" has_sgr $'\e\\[1;7m▸ Open the example app'
send q
exited_with 0 >/dev/null

# MARK: - signals -----------------------------------------------------------------------------

start_app 120 40
wait_for "Timeline" >/dev/null
send C-c
check "Ctrl-C ends the app with status 130 (SIGINT)" exited_with 130
check "Ctrl-C: terminal restored" terminal_restored

for signal in TERM HUP; do
  start_app 120 40
  wait_for "Timeline" >/dev/null
  pid="$(app_pid)"
  if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
  expected=$((128 + $(kill -l "$signal")))
  check "kill -$signal ends the app with status $expected" exited_with "$expected"
  check "kill -$signal: terminal restored" terminal_restored
done

# A crash: the hook installed after newterm restores the terminal, then hands the signal to
# Swift's backtracer (non-interactive here: on a TTY it waits 30 s for a key) and dies of it.
for signal in SEGV ABRT QUIT; do
  start_app 120 40 SWIFT_BACKTRACE=interactive=no
  wait_for "Timeline" >/dev/null
  pid="$(app_pid)"
  if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
  expected=$((128 + $(kill -l "$signal")))
  check "crash (kill -$signal) ends the app with status $expected" exited_with "$expected"
  check "crash (kill -$signal): terminal restored" terminal_restored
  check "crash (kill -$signal): Swift backtrace on stderr" grep -q "Program crashed" "$E2E_DIR/stderr"
done

# MARK: - unusable terminals ------------------------------------------------------------------

# refused NAME EXPECTED_TEXT: the app exited 2, wrote exactly one stderr line containing the
# text, wrote no escape code to the terminal and left stty as it was.
refused() {
  exited_with 2 || return 1
  local lines
  lines="$(wc -l <"$E2E_DIR/stderr")"
  if [ "$lines" != 1 ] || ! grep -q "$2" "$E2E_DIR/stderr"; then
    E2E_DETAIL="$1: stderr should be one line with \"$2\":"$'\n'"$(cat "$E2E_DIR/stderr")"
    return 1
  fi
  if grep -q $'\e' "$E2E_DIR/output"; then
    E2E_DETAIL="$1: escape codes reached the terminal: $(od -c "$E2E_DIR/output" | head -5)"
    return 1
  fi
  if ! diff -q "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" >/dev/null; then
    E2E_DETAIL="$1: stty -a changed"
    return 1
  fi
}
start_app 80 24 TERM=dumb
check "TERM=dumb: one stderr line, exit 2, no escape codes" refused "TERM=dumb" "cannot move the cursor"
start_app 80 24 -u TERM
check "TERM unset: one stderr line, exit 2, no escape codes" refused "TERM unset" "TERM is not set"
start_app 80 24 TERM=
check "TERM empty: one stderr line, exit 2, no escape codes" refused "TERM empty" "TERM is not set"
start_app 80 24 TERM=bogus-term
check "TERM=bogus: one stderr line, exit 2, no escape codes" refused "TERM=bogus" "unknown terminal type TERM=bogus-term"

pipe_out="$E2E_TMP/pipe.out"
pipe_err="$E2E_TMP/pipe.err"
"$E2E_BIN" "${E2E_ARGS[@]}" </dev/null 2>"$pipe_err" | cat >"$pipe_out"
pipe_status="${PIPESTATUS[0]}"
non_tty() {
  [ "$pipe_status" = 2 ] && [ ! -s "$pipe_out" ] && [ "$(wc -l <"$pipe_err")" = 1 ] &&
    grep -q "not a terminal" "$pipe_err" && return 0
  E2E_DETAIL="status $pipe_status, stdout $(wc -c <"$pipe_out") bytes, stderr: $(cat "$pipe_err")"
  return 1
}
check "not a TTY (</dev/null | cat): one stderr line, exit 2, empty stdout" non_tty

# MARK: - session -----------------------------------------------------------------------------

if [ "${E2E_ARGS[0]}" = tui-demo ]; then
  E2E_ARGS=(tui-demo)
  start_app 120 40
  wait_for "Timeline" >/dev/null
  send 2 j Enter q
  exited_with 0 >/dev/null
  E2E_ARGS=(tui-demo --resume)
  start_app 120 40
  check "--resume restores focus, selection and notice" wait_for "┏ ▶ Parent device"
  check "--resume restores the selection" wait_for "▸ Approve"
  send q
  exited_with 0 >/dev/null

  mkdir -p "$XDG_STATE_HOME/agetui"
  echo "{ not json" >"$XDG_STATE_HOME/agetui/demo-session.json"
  start_app 160 40
  check "corrupt session: reported on the notice line" wait_for "moved it to demo-session.json.corrupt-1"
  check "corrupt session: file set aside, not deleted" \
    test -f "$XDG_STATE_HOME/agetui/demo-session.json.corrupt-1"
  send q
  check "corrupt session: q exits 0" exited_with 0
  corrupt_reported() {
    [ "$(wc -l <"$E2E_DIR/stderr")" = 1 ] &&
      grep -q "^agetui: session file .*/demo-session.json is unreadable (not valid JSON); moved it to demo-session.json.corrupt-1 and started fresh$" "$E2E_DIR/stderr" &&
      return 0
    E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
    return 1
  }
  check "corrupt session: one line on stderr at exit naming the file" corrupt_reported

  E2E_ARGS=(tui-demo)
  start_app 160 40 XDG_STATE_HOME=/proc/agetui-unwritable
  wait_for "Timeline" >/dev/null
  send j
  check "unwritable state directory: warning on the notice line, no crash" \
    wait_for "Warning: session not saved: cannot create /proc/agetui-unwritable/agetui"
  send q
  check "unwritable state directory: q still exits 0" exited_with 0
fi

finish
