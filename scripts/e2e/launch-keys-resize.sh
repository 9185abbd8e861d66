#!/usr/bin/env bash
# Launch, focus keys, the help overlay, unknown escape sequences, resizes down to the
# too-small screen, and q.
#
# Usage: scripts/e2e/launch-keys-resize.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - launch, focus, selection, help ------------------------------------------------------

TITLES=("Child device" "Parent device" "Settings" "Timeline")

start_app 120 40
check "launch: header shows the default scenario" wait_for "AgeTUI — texas-teen — "
for title in "${TITLES[@]}"; do
  check "launch: pane title \"$title\" at 120×40" wait_for "$title"
done
check "launch: Child device has focus and shows the app closed" wait_for "┏ ▶ Child device · CLOSED"
check "launch: the first button is selected" wait_for "▸ ✓ Open Landmarks"
check "launch: status shows the simulated date and the walkthrough" \
  wait_for "2026-09-14 · US-TX · iOS 26.5 · Ask First · script 0/4"
check "launch: footer lists the keys" wait_for "q quit ? help Enter ok Tab pane ↑↓ move"
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

press "Tab moves focus to Parent device" Tab -- "┏ ▶ Parent device"
press "Shift-Tab moves focus back to Child device" BTab -- "┏ ▶ Child device"
press "3 focuses Settings" 3 -- "┏ ▶ Settings"
press "j selects the next setting" j -- "▸ Landmarks: no cached answer"
press "k selects the sharing mode again" k -- "Enter › Set to Never Share"
press "4 focuses Timeline" 4 -- "┏ ▶ Timeline"
check "footer in Timeline hides choose" test "$(capture | tail -1 | grep -c 'Enter ')" = 0
check "footer in Timeline keeps every other hint in its place" \
  wait_for "q quit ? help          Tab pane ↑↓ move"
press "? opens the help overlay" '?' -- "Help: keys"
check "help lists every key with its scope" \
  screen_has_line '┃ Enter / Space  Choose the selected button, answer or setting +Child, Parent, Settings ┃'
check "help says which lines it shows" wait_for "lines 1–33 of 64 · ↑↓ scroll"
check "footer in help shows how to close and scroll it" wait_for "?/Esc close help  ↑↓ scroll"
press "j scrolls the help" j -- "lines 2–34 of 64 · ↑↓ scroll"
check "help names the region picker's key" \
  screen_has_line '┃ l +Settings: pick a region .type to filter. +all panes +┃'
press "PgDn pages the help" NPage -- "lines 32–64 of 64 · ↑↓ scroll"
press "Home goes to the help's top" Home -- "lines 1–33 of 64 · ↑↓ scroll"
press "End goes to the help's end" End -- "lines 32–64 of 64 · ↑↓ scroll"
press "PgUp pages the help back" PPage -- "lines 1–33 of 64 · ↑↓ scroll"
send '?'
check "? closes the help overlay" wait_gone "Help: keys"
send '?'
wait_for "Help: keys" >/dev/null
send Escape
check "Esc closes the help overlay" wait_gone "Help: keys"
# An escape sequence curses does not know arrives as ESC and its characters; read as keys,
# ESC [ 1 q would be Esc, [, 1 and q: quit. It is ignored whole (one write, as a terminal sends
# it), and the keys after it still work.
SCREEN_BEFORE_SEQUENCE="$(capture)"
e2e_tmux send-keys -t "$E2E_SESSION" -H 1b 5b 31 71
send 3
check "ESC [ 1 q is ignored whole: the app still runs and the next key works" \
  wait_for "┏ ▶ Settings"
check "ESC [ 1 q is ignored whole: the app did not quit" test "$(pane_format '#{pane_dead}')" = 0
send 4
check "ESC [ 1 q is ignored whole: the screen is as before it" \
  wait_for_screen "$SCREEN_BEFORE_SEQUENCE"

resize 80 24
check "80×24: the devices above, the focused Timeline in a drawer naming Settings" \
  wait_for "┏ ▶ Timeline │ 3 Settings ━"
check "80×24: lines fit 80 columns" lines_fit 80
check "80×24: first pane row is 80 columns and closes its box" line_is 2 '^┌ Child.*┐$' 80
check "80×24: footer is the last line" line_is 24 '^ q quit +\? help'
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

finish
