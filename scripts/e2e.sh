#!/usr/bin/env bash
# End-to-end tests of the AgeTUI terminal front end: drives the real binary in a private tmux
# server exactly as a user would (keys, resizes, signals) and checks the screen, the exit
# status and that the terminal is left exactly as it was.
#
# Usage: scripts/e2e.sh BINARY [ARGS...]
#   ARGS default to none: `agetui` alone opens the simulator on the default scenario,
#   texas-teen, which the walk-through checks below expect. Prints "ok - …" / "not ok - …" per
#   check and "N passed, M failed" last; exits non-zero on any failure.
#   Works without a TTY (CI=true, stdin from /dev/null): tmux provides the terminals.
set -uo pipefail

if [ $# -lt 1 ]; then
  echo "usage: scripts/e2e.sh BINARY [ARGS...]" >&2
  exit 64
fi
E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
E2E_ARGS=("$@")
BASE_ARGS=("$@")
if [ ! -x "$E2E_BIN" ]; then
  echo "e2e: $E2E_BIN is not an executable; build it first (swift build)" >&2
  exit 64
fi
if ! command -v tmux >/dev/null 2>&1; then
  echo "e2e: tmux is not installed (scripts/ensure-deps.sh tmux)" >&2
  exit 64
fi

# Without a terminal the TUI must refuse with status 2; any other status means the command
# line does not open the TUI of this binary, and every check below would fail for that reason.
"$E2E_BIN" "${E2E_ARGS[@]}" </dev/null >/dev/null 2>&1
probe_status=$?
if [ "$probe_status" != 2 ]; then
  echo "not ok - \`$(basename "$E2E_BIN") ${E2E_ARGS[*]}\` does not open the TUI of this binary" \
    "(status $probe_status without a terminal, expected 2)"
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
NOTICE_LINE=39 # the notice line of a 120×40 screen

# MARK: - launch, focus, selection, help ------------------------------------------------------

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

# MARK: - the default scenario, walked by hand ------------------------------------------------

# What a presenter does: open the app, ask, send, switch to the parent, approve. Every key must
# visibly change the screen (press refuses text that was already there).
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "walk: Enter opens Landmarks, which asks for approval" Enter -- "◐ WAITING Ask to Continue"
check "walk: Texas shared the range (notice)" wait_for "System → App: .sharing(13–15, guardianDeclared)"
check "walk: the child's choice is Ask Parent" wait_for "▸ ✓ Ask Parent"
press "walk: Enter on Ask Parent opens the Messages compose sheet" Enter -- "│ New Message "
check "walk: the sheet is a card" wait_for "╭─ System sheet "
check "walk: the sheet is addressed to Carlos" wait_for "│ To: Carlos "
check "walk: the sheet's button is Send" wait_for "▸ ✓ Send"
press "walk: Enter on Send moves focus to the Parent device" Enter -- "┏ ▶ Parent device · 1 pending"
check "walk: the parent sees the pending question" wait_for "Messages #1 · ⏳ Waiting for your"
check "walk: the parent's first button is #1 Approve" wait_for "▸ ✓ #1 Approve"
check "walk: the child waits for approval" wait_for "◐ WAITING Waiting for Approval"
press "walk: Enter on #1 Approve runs Landmarks" Enter -- "● RUNNING Landmarks"
check "walk: Landmarks is ready" wait_for "Landmarks is ready."
check "walk: focus is back on the Child device" wait_for "┏ ▶ Child device · RUNNING"
check "walk: the parent's thread records the answer" wait_for "Messages #1 · You chose “Approve” on"
check "walk: the Timeline shows what the app learned from the approval" \
  wait_for "answered question #1: Approve"
check "walk: by hand along the script, the header says script 4/4" \
  wait_for "script 4/4"
check "walk: lines fit 120 columns" lines_fit 120
APPROVED_SCREEN="$(screen_without_line $NOTICE_LINE)"

press "n after the approval: the end of the script, the approval kept" n -- \
  "End of the script (4 steps). p goes back, r resets."
check "n: Landmarks still runs" wait_for "● RUNNING Landmarks"
press "u undoes the approval" u -- "◐ WAITING Waiting for Approval"
check "u: says what it undid" wait_for "• Undid parent: approve (question #1). Now at script 3/4."
check "u: the question is pending again" wait_for "Messages #1 · ⏳ Waiting for your"
press "r resets the scenario" r -- "○ CLOSED Home Screen"
check "r: says so" wait_for "• Reset texas-teen to its start (2026-09-14); u returns to where you were."
check "r: the timeline is empty again" wait_for "App learned: nothing yet"

# MARK: - no key loses work: a live branch survives n, and u brings it back -------------------

send Enter Enter Enter
wait_for "▸ ✓ #1 Approve" >/dev/null
send j
press "by hand: Decline leaves the script" Enter -- "LIVE · left script 3/4"
DECLINED_SCREEN="$(screen_without_line $NOTICE_LINE)"
press "n from the live branch rejoins the script at step 4" n -- "script 4/4"
check "n: the script's approval is showing" wait_for "● RUNNING Landmarks"
check "n: rejoining is announced" wait_for "Rejoined the script at step 4/4; u returns to your live"
press "u after n: back on the live branch" u -- "LIVE · left script 3/4"
check "u: exactly the declined screen again" \
  test "$(screen_without_line $NOTICE_LINE)" = "$DECLINED_SCREEN"
press "r from the live branch resets" r -- "script 0/4"
press "u after r: the live branch again" u -- "LIVE · left script 3/4"
send r
wait_for "script 0/4" >/dev/null

# MARK: - the same walk as a walkthrough ------------------------------------------------------

press "n plays script step 1" n -- "script 1/4"
check "n: the banner narrates step 1" wait_for " Step 1/4: Sofia, 14, opens Landmarks 2.0 on her iPhone."
check "n: the app asks for approval" wait_for "◐ WAITING Ask to Continue"
press "m leaves the script: the header says LIVE" m -- "LIVE · left script 1/4"
check "m: leaving the script is announced" wait_for "LIVE: left the script at step 1/4 (n rejoins, u undoes)"
press "w returns to the script" w -- "Back on the script at step 1/4; u returns to your live changes."
press "n plays script step 2" n -- "script 2/4"
check "n: the compose sheet is up" wait_for "│ New Message "
press "n plays script step 3" n -- "script 3/4"
check "n: the question waits for the parent" wait_for "Messages #1 · ⏳ Waiting for your"
press "n plays script step 4" n -- "script 4/4"
check "n: the banner narrates the approval" wait_for " Step 4/4: Carlos taps Approve."
check "n: Landmarks runs" wait_for "● RUNNING Landmarks"
check "n: the Timeline shows what the app learned from the approval" \
  wait_for "answered question #1: Approve"
press "n at the end says so" n -- "End of the script (4 steps). p goes back, r resets."
press "p goes back one script step" p -- "script 3/4"
check "p: the question is pending again" wait_for "◐ WAITING Waiting for Approval"

# MARK: - scenario picker ---------------------------------------------------------------------

press "s opens the scenario picker" s -- "Scenarios (★ default)"
check "s: the current scenario is selected" wait_for "▸ ★ texas-teen"
check "s: footer shows the picker's keys" wait_for "↑↓ move  Enter choose  Esc close"
press "↓ moves the picker's selection" Down -- "▸   second-device-sync"
send Escape
check "Esc closes the picker without changing the scenario" wait_gone "Scenarios (★ default)"
check "Esc: still texas-teen at step 3" wait_for "step 3/4"
send s
wait_for "Scenarios (★ default)" >/dev/null
press "↓ moves the picker's selection again" Down -- "▸   second-device-sync"
press "Enter opens the selected scenario" Enter -- "AgeTUI — second-device-sync — "
check "Enter: the new scenario starts from its beginning" wait_for "script 0/5"
check "Enter: the picker is closed" wait_gone "Scenarios (★ default)"
send q
check "picker run: q exits 0" exited_with 0

# MARK: - another scenario on the command line ------------------------------------------------

E2E_ARGS=(--scenario wwdc-olivia-14)
start_app 120 40
check "--scenario wwdc-olivia-14: header names it" wait_for "AgeTUI — wwdc-olivia-14 — "
press "--scenario wwdc-olivia-14: Enter shows the Ask First prompt" Enter -- "│ Share Your Age"
check "--scenario wwdc-olivia-14: the prompt names the ranges" \
  wait_for "│ “Landmarks” would like to know"
check "--scenario wwdc-olivia-14: Share is selected" wait_for "▸ ✓ Share Age Range"
press "--scenario wwdc-olivia-14: Enter shares and the app runs" Enter -- "● RUNNING Landmarks"
check "--scenario wwdc-olivia-14: the app learned 13–15" wait_for "age range 13–15 (guardianDeclared)."
send q
check "--scenario wwdc-olivia-14: q exits 0" exited_with 0
E2E_ARGS=("${BASE_ARGS[@]}")

# MARK: - iOS 27: Approve in Person with the Screen Time passcode (issue 11 §2) ---------------

# select_settings_row TEXT: moves the Settings selection down until the selected line starts
# with TEXT (at most 40 rows).
select_settings_row() {
  local text="$1" i
  for i in $(seq 1 40); do
    E2E_SCREEN="$(capture 2>/dev/null)"
    [[ "$E2E_SCREEN" == *"▸ $text"* ]] && return 0
    send j
    sleep 0.05
  done
  E2E_DETAIL="no Settings line \"$text\" could be selected; screen:"$'\n'"$E2E_SCREEN"
  return 1
}

E2E_ARGS=(--scenario ios27-approve-in-person)
start_app 120 40
check "ios27-approve-in-person: header names it on iOS 27.0" \
  wait_for "AgeTUI — ios27-approve-in-person — "
check "ios27-approve-in-person: the header shows iOS 27.0" assert_screen_contains "iOS 27.0"
press "ios27: Enter opens Landmarks on its Ask screen" Enter -- "▸ ✓ Ask Parent"
press "ios27: Ask Parent opens the Screen Time passcode sheet" Enter -- "│ Screen Time Passcode"
check "ios27: the sheet asks Diego for the passcode" \
  wait_for "│ Diego, enter the passcode to approve the"
check "ios27: the sheet offers the right passcode, a wrong one and Cancel" \
  wait_for "Enter 0000 (a wrong one)"
check "ios27: Cancel is on the sheet" assert_screen_contains "Cancel (Esc)"
press "ios27: a wrong passcode is refused and the sheet stays" j Enter -- \
  "│ Wrong passcode. Try again."
check "ios27: the wrong passcode is announced on the notice line" \
  wait_for "System → Parent: Wrong passcode. Try again."
check "ios27: the sheet is still up after the wrong passcode" \
  assert_screen_contains "│ Screen Time Passcode"
press "ios27: the right passcode approves in person" k Enter -- \
  "Video calling: ON (new in 2.0, approved in person by"
check "ios27: the device shows the PermissionResult" \
  wait_for "The app got PermissionResult.approveInPerson(approved:"
check "ios27: nothing reached the parent's Messages" \
  assert_screen_contains "Messages: no requests yet."
check "ios27: walking the script's own steps by hand stays on the script" \
  assert_screen_contains "script 4/4"
send 3
check "ios27: Settings shows the app's permission flow" \
  select_settings_row "Permission flow: In person › Set: Ask to Approve"
press "ios27: Enter changes the permission flow" Enter -- "Permission flow: Ask to Approve"
check "ios27: the change is announced on the notice line" \
  wait_for "Person → App: Landmarks asks with PermissionFlow"
send q
check "ios27-approve-in-person: q exits 0" exited_with 0

start_app 80 24
wait_for "AgeTUI — ios27" >/dev/null
send n n
check "ios27 walkthrough at 80×24: step 2 shows the whole passcode sheet" \
  wait_for "│     Cancel (Esc)"
send n
check "ios27 walkthrough: step 3 is the wrong passcode" wait_for "│ Wrong passcode. Try again."
send n
check "ios27 walkthrough: step 4 approves in person" wait_for "script 4/4"
check "ios27 walkthrough: the app runs" wait_for "● RUNNING Landmarks"
send u
check "ios27 walkthrough: u goes back to the wrong passcode" \
  wait_for "│ Wrong passcode. Try again."
send q
check "ios27 walkthrough: q exits 0" exited_with 0
E2E_ARGS=("${BASE_ARGS[@]}")

# bad_scenario NAME ARGUMENT STATUS PATTERN: in a real terminal, the app exits STATUS before
# touching it: STDERR is the one line matching PATTERN, and no escape code reaches the terminal.
bad_scenario() {
  E2E_ARGS=(--scenario "$2")
  start_app 80 24
  E2E_ARGS=("${BASE_ARGS[@]}")
  exited_with "$3" || return 1
  if [ "$(wc -l <"$E2E_DIR/stderr")" != 1 ] || ! grep -Eq "$4" "$E2E_DIR/stderr"; then
    E2E_DETAIL="$1: stderr should be one line matching $4:"$'\n'"$(cat "$E2E_DIR/stderr")"
    return 1
  fi
  if grep -q $'\e' "$E2E_DIR/output" "$E2E_DIR/stderr"; then
    E2E_DETAIL="$1: escape codes were written: $(od -c "$E2E_DIR/output" | head -5)"
    return 1
  fi
  diff -q "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" >/dev/null && return 0
  E2E_DETAIL="$1: stty -a changed"
  return 1
}
check "--scenario /nonexistent: exit 64, one line on stderr, no escape codes" \
  bad_scenario "/nonexistent" /nonexistent 64 \
  '^agetui: no built-in scenario or file named “/nonexistent”\.'
printf 'name: broken\ntitle: [oops\n' >"$E2E_TMP/broken.yaml"
check "--scenario with invalid YAML: exit 1, positioned error, no escape codes" \
  bad_scenario "broken.yaml" "$E2E_TMP/broken.yaml" 1 \
  "^$E2E_TMP/broken.yaml:3:1: error: not valid YAML: "
printf 'name: incomplete\n' >"$E2E_TMP/incomplete.yaml"
check "--scenario with a missing key: exit 1, positioned error, no escape codes" \
  bad_scenario "incomplete.yaml" "$E2E_TMP/incomplete.yaml" 1 \
  "^$E2E_TMP/incomplete.yaml:1:1: error: missing required key \"title\"$"

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
check "colour: the focused border is coloured" has_sgr $'\e\\[(0;)?1m\e\\[36m(\e\\[49m)?┏'
send q
exited_with 0 >/dev/null
start_app 80 24 NO_COLOR=1
wait_for "Enter choose" >/dev/null
check "NO_COLOR: no foreground colour anywhere" no_sgr $'\e\\[(3[0-7]|9[0-7]|38;)'
check "NO_COLOR: focused title still reversed and marked" has_sgr $'\e\\[7m ▶ Child device · CLOSED'
check "NO_COLOR: selection still bold reverse and marked" has_sgr $'\e\\[1;7m▸ ✓ Open Landmarks'
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

# A crash with the user's own SWIFT_BACKTRACE: the hook installed after newterm restores the
# terminal, then hands the signal to Swift's backtracer, configured as the user said (here
# non-interactive, to stderr), and dies of it. The default case is in the next section.
for signal in SEGV ABRT; do
  start_app 120 40 SWIFT_BACKTRACE=interactive=no
  wait_for "Timeline" >/dev/null
  pid="$(app_pid)"
  if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
  expected=$((128 + $(kill -l "$signal")))
  check "crash (kill -$signal) ends the app with status $expected" exited_with "$expected" 20000
  check "crash (kill -$signal): terminal restored" terminal_restored
  check "crash (kill -$signal): Swift backtrace on stderr" grep -q "Program crashed" "$E2E_DIR/stderr"
done

# MARK: - terminal safety: keys and signals never leave a broken terminal (issue 9 §4) ---------

# tty_of_app_has FLAG: while the app runs, `stty -a` of its pane's tty lists FLAG (e.g. -ixon).
tty_of_app_has() {
  local modes
  modes="$(stty -a -F "$(pane_format '#{pane_tty}')" 2>&1)"
  [[ " ${modes//$'\n'/ } " == *" $1 "* ]] && return 0
  E2E_DETAIL="the app's tty lacks $1: $modes"
  return 1
}
# stty_before_has FLAG: the shell's terminal had FLAG before the app started (so a check that
# it is restored means something).
stty_before_has() {
  [[ " $(tr '\n;' '  ' <"$E2E_DIR/stty.before") " == *" $1 "* ]] && return 0
  E2E_DETAIL="stty -a before the app lacks $1: $(cat "$E2E_DIR/stty.before")"
  return 1
}
# stderr_empty: the app wrote nothing to standard error.
stderr_empty() {
  [ ! -s "$E2E_DIR/stderr" ] && return 0
  E2E_DETAIL="stderr: $(head -c 500 "$E2E_DIR/stderr")"
  return 1
}

# Ctrl-\ sends SIGQUIT: it quits like Ctrl-C (status 131, no core, no backtrace), and the
# terminal comes back; it used to blank the screen and leave the process running.
start_app 120 40
wait_for "Timeline" >/dev/null
send 'C-\'
check "Ctrl-\\ ends the app with status 131 (SIGQUIT)" exited_with 131
check "Ctrl-\\: terminal restored" terminal_restored
check "Ctrl-\\: nothing on stderr (no backtrace)" stderr_empty
check "Ctrl-\\: no core file" test -z "$(find "$E2E_TMP" -maxdepth 1 -name 'core*' -print -quit)"

# Ctrl-S: flow control is off while the TUI runs, so the screen never freezes, and the
# shell's ixon is back afterwards.
start_app 120 40
wait_for "┏ ▶ Child device" >/dev/null
check "Ctrl-S: the shell had ixon on before" stty_before_has ixon
check "Ctrl-S: flow control (ixon) is off while the TUI runs" tty_of_app_has -ixon
send C-s
press "Ctrl-S: the screen still follows keys (Tab moves focus)" Tab -- "┏ ▶ Parent device"
send C-q
press "Ctrl-Q: an ordinary key too (Shift-Tab moves focus back)" BTab -- "┏ ▶ Child device"
send q
check "Ctrl-S: q exits 0" exited_with 0
check "Ctrl-S: terminal restored (ixon back on)" terminal_restored
# no_crash_report: after a clean exit, no crash report file is left behind.
no_crash_report() {
  local left
  left="$(find "$XDG_STATE_HOME/agetui" -name 'crash-*' 2>/dev/null)"
  [ -z "$left" ] && return 0
  E2E_DETAIL="left behind: $left"
  return 1
}
check "a clean exit leaves no crash report behind" no_crash_report

# Every other signal whose default action ends the process: the terminal is restored and the
# process ends by that signal.
for signal in USR1 USR2 PIPE ALRM QUIT VTALRM XCPU RTMIN; do
  start_app 120 40
  wait_for "Timeline" >/dev/null
  pid="$(app_pid)"
  if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
  expected=$((128 + $(kill -l "$signal")))
  check "kill -$signal ends the app with status $expected" exited_with "$expected"
  check "kill -$signal: terminal restored" terminal_restored
  check "kill -$signal: nothing on stderr" stderr_empty
done

# A stuck event loop never reads the flag a first Ctrl-C sets; the second Ctrl-C restores the
# terminal from the signal handler and ends the process (AGETUI_CRASH_DRILL=hang: the first key
# makes the loop hang).
# app_paused: the app is stuck in pause(2) (its kernel wait channel says so), so a Ctrl-C can no
# longer be noticed by the loop.
app_paused() {
  local pid deadline=$(($(now_ms) + 3000))
  pid="$(app_pid)"
  while [ "$(now_ms)" -lt "$deadline" ]; do
    [[ "$(cat "/proc/$pid/wchan" 2>/dev/null)" == *pause* ]] && return 0
    sleep 0.02
  done
  E2E_DETAIL="the app (pid $pid) is not in pause(2): wchan $(cat "/proc/$pid/wchan" 2>&1)"
  return 1
}
# ctrl_c_until_exit: presses Ctrl-C, waits up to 200 ms for the app to exit, and again, for up
# to 5 s. Two Ctrl-Cs sent at once can reach the process as one signal (a pending signal is
# not queued twice), so the presses are spread out until a second one has been delivered.
ctrl_c_until_exit() {
  local deadline=$(($(now_ms) + 5000)) press_deadline
  while [ ! -f "$E2E_DIR/status" ]; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="still running after 5 s of Ctrl-C presses"
      return 1
    fi
    send C-c
    press_deadline=$(($(now_ms) + 200))
    while [ ! -f "$E2E_DIR/status" ] && [ "$(now_ms)" -lt "$press_deadline" ]; do sleep 0.02; done
  done
}
start_app 120 40 AGETUI_CRASH_DRILL=hang
wait_for "Timeline" >/dev/null
send x
check "hung loop: the first key hangs the event loop" app_paused
check "hung loop: Ctrl-C pressed again gets out" ctrl_c_until_exit
check "hung loop: the app ended with status 130 (SIGINT)" exited_with 130
check "hung loop: terminal restored" terminal_restored
check "hung loop: nothing on stderr" stderr_empty
check "hung loop: no crash report left behind" no_crash_report

# A real crash, with no SWIFT_BACKTRACE: the terminal is restored, stderr is one line naming
# the crash report, and the process ends at once; Swift's backtracer would otherwise be
# interactive on a terminal and wait 30 s for a key. AGETUI_CRASH_DRILL crashes on the first key.
# crashed_cleanly SIGNAL_NAME: stderr is the one line naming the report, which holds the
# heading naming the signal and the backtrace.
crashed_cleanly() {
  local pattern="^agetui crashed \\($1\\); the terminal was restored; crash report: (/.*/crash-[0-9]{8}-[0-9]{6}-[0-9]+\\.txt)$"
  local line
  line="$(cat "$E2E_DIR/stderr")"
  if [ "$(wc -l <"$E2E_DIR/stderr")" != 1 ] || [[ ! "$line" =~ $pattern ]]; then
    E2E_DETAIL="stderr should be one line matching $pattern:"$'\n'"$line"
    return 1
  fi
  E2E_REPORT="${BASH_REMATCH[1]}"
  case "$E2E_REPORT" in
  "$XDG_STATE_HOME"/agetui/*) ;;
  *)
    E2E_DETAIL="the report is not in the state directory: $E2E_REPORT"
    return 1
    ;;
  esac
  if ! grep -q "^agetui crashed ($1)\. Swift's backtrace follows" "$E2E_REPORT"; then
    E2E_DETAIL="no heading in $E2E_REPORT: $(head -c 300 "$E2E_REPORT" 2>&1)"
    return 1
  fi
  grep -q "Program crashed" "$E2E_REPORT" && return 0
  E2E_DETAIL="no backtrace in $E2E_REPORT: $(head -c 300 "$E2E_REPORT" 2>&1)"
  return 1
}
# no_prompt: the backtracer's "Press space to interact" never reached the terminal.
no_prompt() {
  ! grep -q "Press space" "$E2E_DIR/output" && return 0
  E2E_DETAIL="the interactive prompt reached the terminal"
  return 1
}
for drill in segv:SEGV:SIGSEGV abort:ABRT:SIGABRT trap:ILL:SIGILL; do
  IFS=: read -r name signal signal_name <<<"$drill"
  start_app 120 40 "AGETUI_CRASH_DRILL=$name"
  wait_for "Timeline" >/dev/null
  send x
  expected=$((128 + $(kill -l "$signal")))
  # Well under the backtracer's 30 s prompt, with room for symbolicating a debug build.
  check "crash drill $name: ends at once with status $expected" exited_with "$expected" 15000
  check "crash drill $name: terminal restored" terminal_restored
  check "crash drill $name: one stderr line naming the crash report" crashed_cleanly "$signal_name"
  check "crash drill $name: no interactive prompt on the terminal" no_prompt
done
check "crash drill trap: the report starts with the runtime's fatal error" \
  grep -q "^AgeTUI/CrashDrill.swift:[0-9]*: Fatal error: crash drill$" "$E2E_REPORT"

# kill -SEGV (sent, not a fault) takes the same path.
start_app 120 40
wait_for "Timeline" >/dev/null
pid="$(app_pid)"
if [ -n "$pid" ]; then kill -SEGV "$pid"; fi
check "kill -SEGV without SWIFT_BACKTRACE: ends with status 139" exited_with 139 15000
check "kill -SEGV without SWIFT_BACKTRACE: terminal restored" terminal_restored
check "kill -SEGV without SWIFT_BACKTRACE: one stderr line naming the crash report" \
  crashed_cleanly SIGSEGV

# MARK: - unusable terminals ------------------------------------------------------------------

# refused_with STATUS EXPECTED_TEXT: the app exited STATUS, wrote exactly one stderr line
# containing the text, wrote no escape code to the terminal and left stty as it was.
refused_with() {
  exited_with "$1" || return 1
  local lines
  lines="$(wc -l <"$E2E_DIR/stderr")"
  if [ "$lines" != 1 ] || ! grep -q "$2" "$E2E_DIR/stderr"; then
    E2E_DETAIL="stderr should be one line with \"$2\":"$'\n'"$(cat "$E2E_DIR/stderr")"
    return 1
  fi
  if grep -q $'\e' "$E2E_DIR/output"; then
    E2E_DETAIL="escape codes reached the terminal: $(od -c "$E2E_DIR/output" | head -5)"
    return 1
  fi
  if ! diff -q "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" >/dev/null; then
    E2E_DETAIL="stty -a changed"
    return 1
  fi
}
# refused NAME EXPECTED_TEXT: the TUI refused this terminal with status 2.
refused() { refused_with 2 "$2" || { E2E_DETAIL="$1: $E2E_DETAIL"; return 1; }; }
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

# A few actions, then quit; --resume must bring back the same screen (only the notice line
# differs: it says the session was resumed).
rm -rf "$XDG_STATE_HOME/agetui"
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
wait_for "▸ ✓ Ask Parent" >/dev/null
send Enter
wait_for "▸ ✓ Send" >/dev/null
send 4 k k
wait_for "▸ 2026-09-14 #13 Person → App tap “Ask Parent”" >/dev/null
BEFORE_QUIT="$(screen_without_line $NOTICE_LINE)"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "--resume: says what it restored" wait_for "✓ Resumed texas-teen after "
same_screen_as_before_quit() {
  local now
  now="$(screen_without_line $NOTICE_LINE)"
  [ "$now" = "$BEFORE_QUIT" ] && return 0
  E2E_DETAIL="resumed screen differs:"$'\n'"$(diff <(echo "$BEFORE_QUIT") <(echo "$now") | head -20)"
  return 1
}
check "--resume: the same screen as before quitting (sheet, focus, selection)" same_screen_as_before_quit
press "--resume: the restored session keeps working (Enter on Send)" 1 Enter -- "┏ ▶ Parent device · 1 pending"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}")
# The approved screen of the walk is reproducible from a fresh start too: the engine is
# deterministic, so the same keys give the same screen.
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter Enter Enter Enter
wait_for "● RUNNING Landmarks" >/dev/null
check "the same keys give the same screen (deterministic engine)" \
  test "$(screen_without_line $NOTICE_LINE)" = "$APPROVED_SCREEN"
send q
exited_with 0 >/dev/null

mkdir -p "$XDG_STATE_HOME/agetui"
echo "{ not json" >"$XDG_STATE_HOME/agetui/session.jsonl"
E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 160 40
check "corrupt session: reported on the notice line" wait_for "moved it to session.jsonl.corrupt-1"
check "corrupt session: file set aside, not deleted" \
  test -f "$XDG_STATE_HOME/agetui/session.jsonl.corrupt-1"
check "corrupt session: the default scenario opens fresh" wait_for "○ CLOSED Home Screen"
send q
check "corrupt session: q exits 0" exited_with 0
corrupt_reported() {
  [ "$(wc -l <"$E2E_DIR/stderr")" = 1 ] &&
    grep -q "^agetui: session file .*/session.jsonl is unusable (no session header); moved it to session.jsonl.corrupt-1 and started fresh$" "$E2E_DIR/stderr" &&
    return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}
check "corrupt session: one line on stderr at exit naming the file" corrupt_reported
rm -f "$XDG_STATE_HOME/agetui/session.jsonl"
echo '{"version":1}' >"$XDG_STATE_HOME/agetui/session.json"
start_app 160 40
check "format-1 session: set aside with a clear message" \
  wait_for "was saved by an older AgeTUI (format 1) and cannot be resumed; moved it to session.json.format-1"
send q
check "format-1 session: q exits 0" exited_with 0
E2E_ARGS=("${BASE_ARGS[@]}")

start_app 160 40 XDG_STATE_HOME=/proc/agetui-unwritable
wait_for "Timeline" >/dev/null
send j
check "unwritable state directory: warning on the notice line, no crash" \
  wait_for "session not saved: cannot create /proc/agetui-unwritable/agetui"
check "unwritable state directory: the not-saved mark stays on the notice line" \
  wait_for "Warning: not saved since "
send q
check "unwritable state directory: q asks before quitting without saving" \
  wait_for "Quit without saving? q quits, any other key keeps the session: "
send q
check "unwritable state directory: q again exits 1" exited_with 1
unsaved_said() {
  grep -q "^agetui: quit with [0-9]* changes\? since [0-9:]* not saved (cannot create /proc/agetui-unwritable/agetui: " "$E2E_DIR/stderr" &&
    return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}
check "unwritable state directory: stderr says what was not saved and why" unsaved_said

# MARK: - one journal per running session ------------------------------------------------------

# The first session keeps running while a second starts with --resume on the same directory.
rm -rf "$XDG_STATE_HOME/agetui"
start_app 160 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
wait_for "▸ ✓ Ask Parent" >/dev/null
FIRST_SESSION="$E2E_SESSION"
FIRST_DIR="$E2E_DIR"
FIRST_PID="$(app_pid)"
FIRST_SCREEN="$(screen_without_line $NOTICE_LINE)"
E2E_SESSION="" # so the next start_app leaves the first one running
E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 160 40
check "second session: says which session is running there and since when" \
  wait_for "Warning: a session (PID $FIRST_PID, since "
SECOND_PID="$(app_pid)" # once it draws: before that the wrapper may not have started it
check "second session: --resume does not take over the running one; it gets a journal of its own" \
  wait_for ") is already running here; this one saves to session-$SECOND_PID.jsonl and starts fresh"
check "second session: the default scenario opens fresh" wait_for "○ CLOSED Home Screen"
send Enter Enter Enter
# The three Enters open Landmarks, ask and send: wait for the last one's screen, not the compose
# sheet's, which the second Enter shows only until the third is read (a race).
wait_for "script 3/4" >/dev/null
SECOND_SCREEN="$(screen_without_line $NOTICE_LINE)"
check "second session: session.pid still names the first, whose journal agetui notes follow" \
  test "$(head -1 "$XDG_STATE_HOME/agetui/session.pid")" = "$FIRST_PID"
send q
exited_with 0 >/dev/null
check "second session gone: session.pid still names the first" \
  test "$(head -1 "$XDG_STATE_HOME/agetui/session.pid")" = "$FIRST_PID"
second_said() {
  grep -q "^agetui: a session is already running in $XDG_STATE_HOME/agetui (PID $FIRST_PID, since [0-9:]*); this one is saved to session-$SECOND_PID.jsonl and starts fresh: --resume cannot take over a running session$" "$E2E_DIR/stderr" &&
  grep -q "^agetui: this session was saved to $XDG_STATE_HOME/agetui/session-$SECOND_PID.jsonl, not session.jsonl, which another session (PID $FIRST_PID, since [0-9:]*) was writing; agetui --resume --session session-$SECOND_PID.jsonl restores it$" "$E2E_DIR/stderr" &&
    return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}
check "second session: stderr names the running session, its own journal and how to resume it" second_said
E2E_SESSION="$FIRST_SESSION"
E2E_DIR="$FIRST_DIR"
press "first session: still saving to its own journal (Enter on Ask Parent)" Enter -- "▸ ✓ Send"
send Enter
wait_for "┏ ▶ Parent device · 1 pending" >/dev/null
FIRST_SCREEN="$(screen_without_line $NOTICE_LINE)"
send q
exited_with 0 >/dev/null
start_app 160 40
check "first session: --resume restores its own work" wait_for "✓ Resumed texas-teen after "
resumed_as() {
  local now
  now="$(screen_without_line $NOTICE_LINE)"
  [ "$now" = "$1" ] && return 0
  E2E_DETAIL="resumed screen differs:"$'\n'"$(diff <(echo "$1") <(echo "$now") | head -20)"
  return 1
}
check "first session: the same screen as when it quit" resumed_as "$FIRST_SCREEN"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}" --resume --session "session-$SECOND_PID.jsonl")
start_app 160 40
check "second session: --resume --session restores its own work" wait_for "✓ Resumed texas-teen after "
check "second session: the same screen as when it quit" resumed_as "$SECOND_SCREEN"
send q
exited_with 0 >/dev/null

# MARK: - resume that cannot lock the user out ------------------------------------------------

# A screen record whose list offset is Int.min (it used to trap when drawn, SIGILL, at every
# --resume): the replay stops before it, the journal is set aside, the user is told.
journal="$XDG_STATE_HOME/agetui/session.jsonl"
sed -i '$ s/"offset":[0-9]*/"offset":-9223372036854775808/' "$journal"
E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 160 40
check "bad value in the journal: the replay stops there and says where the journal went" \
  wait_for "Warning: resumed 7 of 8 records; the journal as it was is kept in session.jsonl.set-aside-1: record 8 of 8"
check "bad value in the journal: the whole journal is kept aside" \
  test -f "$journal.set-aside-1"
send q
check "bad value in the journal: no crash, q exits 0" exited_with 0
stopped_said() {
  grep -q "^agetui: resumed 7 of 8 records; the journal as it was is kept in session.jsonl.set-aside-1: record 8 of 8 (line 9) puts the Child device list's offset at -9223372036854775808 (0 to 16777216), so the replay stopped before it$" "$E2E_DIR/stderr" &&
    return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}
check "bad value in the journal: stderr says what was kept and where the rest went" stopped_said
start_app 160 40
check "bad value in the journal: the next --resume restores what was kept, without a warning" \
  wait_for "✓ Resumed texas-teen after "
send q
exited_with 0 >/dev/null
# A --resume that died while replaying leaves its marker: the next start sets the journal aside.
echo 4242 >"$journal.resuming"
start_app 160 40
check "crashed --resume: the journal is set aside first and the user told" \
  wait_for "ended in a crash while replaying it; moved it to session.jsonl.crashed-1 and started fresh"
check "crashed --resume: the default scenario opens fresh" wait_for "○ CLOSED Home Screen"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}")

# MARK: - no terminal, no process; a file size limit -------------------------------------------

# The shell ignores SIGHUP, so the app inherits that and only sees its terminal go (POLLHUP).
E2E_PRELUDE="trap '' HUP"
start_app 120 40
E2E_PRELUDE=""
wait_for "Timeline" >/dev/null
HUP_PID="$(app_pid)"
HUP_SHELL="$(pane_format '#{pane_pid}')"
e2e_tmux kill-session -t "$E2E_SESSION"
E2E_SESSION=""
process_gone() {
  local deadline=$(($(now_ms) + 3000))
  while kill -0 "$1" 2>/dev/null; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="pid $1 still running 3 s after its terminal went: $(ps -o pid,stat,pcpu,cmd -p "$1" | tail -1)"
      return 1
    fi
    sleep 0.02
  done
}
check "hang-up while SIGHUP is ignored: the app exits within 3 s instead of spinning" \
  process_gone "$HUP_PID"
check "hang-up while SIGHUP is ignored: it ends as SIGHUP does (status 129)" exited_with 129
# The wrapper shell ignores SIGHUP too and would sleep on without a terminal.
kill "$HUP_SHELL" 2>/dev/null

E2E_PRELUDE="ulimit -f 2"
start_app 160 40
E2E_PRELUDE=""
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
check "ulimit -f: the journal cannot be written, the app keeps running and says so" \
  wait_for "Warning: not saved since "
check "ulimit -f: the reason is the file size limit" wait_for "— file size limit reached"
press "ulimit -f: the session goes on (Enter on Ask Parent)" Enter -- "▸ ✓ Send"
send q
check "ulimit -f: q asks before quitting without saving" wait_for "Quit without saving? "
send q
check "ulimit -f: q again exits 1, not SIGXFSZ" exited_with 1
fsize_said() {
  grep -q "^agetui: quit with [0-9]* changes since [0-9:]* not saved (cannot write $XDG_STATE_HOME/agetui/session.jsonl: File too large)$" "$E2E_DIR/stderr" &&
    return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}
check "ulimit -f: stderr says what was not saved: File too large (EFBIG), never Success" fsize_said

# MARK: - recordings ---------------------------------------------------------------------------

# asciinema cat FILE: the recording parses and plays (it needs a terminal, so it runs in one).
asciinema_plays() {
  script -qec "asciinema cat $(printf '%q' "$1")" /dev/null >"$E2E_TMP/asciinema.out" 2>&1 &&
    [ -s "$E2E_TMP/asciinema.out" ] && return 0
  E2E_DETAIL="asciinema cat $1 failed: $(tail -3 "$E2E_TMP/asciinema.out")"
  return 1
}
LIVE_CAST="$E2E_TMP/live.cast"
E2E_ARGS=("${BASE_ARGS[@]}" --record "$LIVE_CAST")
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "--record: Enter opens Landmarks while recording" 1 Enter -- "◐ WAITING Ask to Continue"
send q
check "--record: q exits 0" exited_with 0
check "--record: an asciicast v2 header at 120×40" \
  grep -q '^{"version": 2, "width": 120, "height": 40, "title": "AgeTUI — texas-teen"' "$LIVE_CAST"
check "--record: a marker at each flow transition" \
  grep -q '"m", "#12 requesting-age-range → needs-parental-approval"]$' "$LIVE_CAST"
check "--record: asciinema plays it" asciinema_plays "$LIVE_CAST"
E2E_ARGS=("${BASE_ARGS[@]}" --record /proc/agetui-unwritable/live.cast)
start_app 80 24
check "--record to an unwritable file: exit 1 naming the file, no escape codes" \
  refused_with 1 "cannot write the recording to “/proc/agetui-unwritable/live.cast”"
E2E_ARGS=("${BASE_ARGS[@]}")
HEADLESS_CAST="$E2E_TMP/headless.cast"
"$E2E_BIN" run texas-teen --format cast >"$HEADLESS_CAST" 2>"$E2E_TMP/headless.err"
check "run --format cast: exit 0" test "$?" = 0
check "run --format cast: a marker for each of the 4 script steps" \
  test "$(grep -c '"m", "step ' "$HEADLESS_CAST")" = 4
check "run --format cast: asciinema plays it" asciinema_plays "$HEADLESS_CAST"

# MARK: - presenter layout: whole sheets, Esc, narration in full, pickers that filter ---------

# At a presenter's 80×24 the compose sheet is a card, whole, with its buttons under its text;
# Esc chooses its Cancel.
start_app 80 24
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "80×24: Enter opens Landmarks" Enter -- "◐ WAITING Ask to Continue"
press "80×24: Enter on Ask Parent shows the compose sheet" Enter -- "╭─ System sheet "
check "80×24: the sheet's whole message is on screen" wait_for "│ people in your contacts. "
check "80×24: Send is right under the sheet's text" screen_has_line '│ │ ▸ ✓ Send ≈ +│ │'
check "80×24: the sheet's Cancel names Esc" wait_for "│     Cancel (Esc) "
press "Esc on the compose sheet chooses its Cancel" Escape -- "▸ ✓ Ask Parent"
check "Esc: the sheet is gone" wait_gone "╭─ System sheet "
check "Esc: the app is still running" test "$(pane_format '#{pane_dead}')" = 0
check "Esc: nothing was sent to the parent" wait_for "Messages: no requests yet."
press "n after Esc rejoins the script at its next step" n -- "script 3/4"
send p
wait_for "script 2/4" >/dev/null
press "p: back to script step 1, whose narration is long" p -- "script 1/4"
resize 60 20
check "60×20: the banner shows the step's caption" wait_for " Texas shares Sofia's range, 13–15;"
press "b: the banner is off" b -- "Banner: off"
press "b: the banner shows the whole narration" b -- "Banner: full narration"
check "60×20: the cut narration names v" wait_for "… v reads it all"
check "60×20: the footer names v" wait_for "v read"
press "v opens the narration in full" v -- "Step 1/4 narration"
check "v: the whole narration is there" wait_for "a minor, so the app shows its Ask screen."
send Escape
check "Esc closes the narration" wait_gone "Step 1/4 narration"
resize 100 30
check "100×30: the footer keeps m and l" wait_for " m mode l region"
press "l opens the region picker" l -- "┏ ▶ Region "
send u t a h
check "l: typing filters the regions" wait_for "Filter: utah"
press "l: Enter moves to the region typed" Enter -- "US-UT · "
check "l: the picker is closed" wait_gone "┏ ▶ Region "
send q
check "presenter run: q exits 0" exited_with 0

# MARK: - presenter size: a device pane that cannot show everything says so and scrolls ------

start_app 80 24
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "80×24: n shows step 1's caption, one row" n -- \
  " Texas shares Sofia's range, 13–15; the update needs a parent's approval."
check "80×24 caption: the Ask screen is whole" wait_for "│ it.  "
check "80×24 caption: the new notification is a banner at the top" \
  wait_for "│ ✉ now ≈ Shared your age range with"
check "80×24 caption: nothing is cut, so no mark" wait_gone " more ━┛"
send b
press "b twice: the whole narration" b -- "Banner: full narration"
check "full narration: the Child pane says what it hides" wait_for "━ ↓ 5 more ━┛"
press "j to the last button scrolls it into view" j -- "━ ↑ 5 ━┛"
check "scrolled: the last button shows" wait_for "│ ▸   Close Landmarks"
press "Home scrolls back to the top" Home -- "━ ↓ 5 more ━┛"
send q
check "presenter scroll run: q exits 0" exited_with 0
check "presenter scroll run: terminal restored" terminal_restored

# MARK: - compare: c replays the current step once per mode, region or iOS version --------------

start_app 80 24
wait_for "▸ ✓ Open Landmarks" >/dev/null
check "80×24: the first screen says n starts the walkthrough" wait_for "• n starts the walkthrough"
check "80×24: the footer names c" wait_for " c comp"
press "n plays script step 1" n -- "script 1/4"
press "c opens the comparison by sharing mode" c -- "Compare by sharing mode · step 1/4"
check "c: a column per mode, the scenario's own first and starred" \
  screen_has_line 'Ask First ★ +Always Share +Never Share'
check "c: the footer names the overlay's keys" wait_for "c/Esc close  Tab next setting"
send NPage
check "c: in Texas no cell differs by mode" \
  wait_for "No cell differs: Texas shares the age range automatically"
E2E_SCREEN="$(capture)"
check "c: lines fit 80 columns" lines_fit 80
press "Tab compares by region" Tab -- "Compare by region · step 1/4"
check "Tab: Texas first, then the US" screen_has_line 'US-TX Texas ★ +US United States'
check "Tab: the US's different screen is marked" wait_for "≠ Landmarks"
press "→ shows the next regions, Texas kept" Right -- "columns 3–4 of 12"
press "Tab compares by iOS version" Tab -- "Compare by iOS version · step 1/4"
resize 120 40
wait_for "iOS 26.4" >/dev/null
check "120×40: five of the six iOS versions side by side" \
  screen_has_line 'iOS 26.5 ★ +iOS 26.0 +iOS 26.1 +iOS 26.2 +iOS 26.4'
E2E_SCREEN="$(capture)"
check "120×40: lines fit 120 columns" lines_fit 120
send Escape
check "Esc closes the comparison" wait_gone "Compare by"
check "Esc: the session is where it was" wait_for "script 1/4"
press "m changes the mode live" m -- "LIVE"
press "c after a live change replays the script without it" c -- "Live changes since step 1"
check "c: the columns still start from Ask First" screen_has_line 'Ask First ★ +Always Share'
send c
check "c closes the comparison again" wait_gone "Compare by"
send q
check "compare run: q exits 0" exited_with 0

COMPARE_OUT="$E2E_TMP/compare.out"
"$E2E_BIN" compare sharing-modes --by mode --at 1 >"$COMPARE_OUT" 2>&1
check "compare --by mode: Never Share declines where Always Share shares" \
  grep -q "response: sharing  *≠ no age range yet  *≠ response: declinedSharing" "$COMPARE_OUT"
"$E2E_BIN" compare texas-teen --by region --at last --format markdown >"$COMPARE_OUT" 2>&1
check "compare --format markdown: one table row per aspect" \
  grep -q '^| \*\*Flow step\*\* | running (feature off), branch minor | ≠ ' "$COMPARE_OUT"
"$E2E_BIN" compare texas-teen --by region --values US,XX >/dev/null 2>"$COMPARE_OUT"
check "compare: an unknown region exits 64" test $? = 64
check "compare: the error names the valid regions" \
  grep -q '“XX” is not a region: use one of US, US-TX, US-UT' "$COMPARE_OUT"
"$E2E_BIN" compare texas-teen --by os --at 9 >/dev/null 2>"$COMPARE_OUT"
check "compare: --at out of range exits 64" test $? = 64
check "compare: the error names the steps" grep -q 'walkthrough has steps 0–4' "$COMPARE_OUT"
"$E2E_BIN" compare sharing-modes --by mode >"$COMPARE_OUT" 2>&1
check "compare without --at: the first step where the mode matters, and why" \
  grep -q 'Compared at step 1 of 11 (launch), the first at which the sharing mode changes' "$COMPARE_OUT"

# MARK: - storyboards and frames (run --format html|svg|png, the x key) --------------------------

# Each Chromium run is bounded; a private profile keeps runs from sharing state or locks.
chromium_run() {
  timeout 60 chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --user-data-dir="$E2E_TMP/chromium" "$@" 2>>"$E2E_TMP/chromium.log"
}
# page_opens FILE: Chromium loads the page and its DOM has one section per step.
page_opens() {
  local dom="$E2E_TMP/dom.html"
  chromium_run --dump-dom "file://$1" >"$dom" || {
    E2E_DETAIL="chromium --dump-dom $1 failed: $(tail -2 "$E2E_TMP/chromium.log")"
    return 1
  }
  grep -q '<section class="step" id="step-1">' "$dom" && return 0
  E2E_DETAIL="$1: no step section in Chromium's DOM"
  return 1
}
# dom_has TEXT...: every TEXT is in the last DOM dumped.
dom_has() {
  local text
  for text in "$@"; do
    grep -qF -- "$text" "$E2E_TMP/dom.html" || {
      E2E_DETAIL="not in the DOM: $text"
      return 1
    }
  done
}
# png_shows FILE SIZE RRGGBB MIN: FILE is a SIZE PNG, not blank, with at least MIN pixels of
# the colour (the teal of the TUI's focused pane, in the pictures of the first step).
png_shows() {
  local stats
  stats="$("$(dirname "$0")/png-stats.py" "$1" "$3")" || {
    E2E_DETAIL="$1 is not a readable PNG"
    return 1
  }
  local colours="${stats#* colours=}" match="${stats##* match=}"
  colours="${colours%% *}"
  [[ "$stats" == "$2 "* ]] && [ "$colours" -gt 50 ] && [ "$match" -ge "$4" ] && return 0
  E2E_DETAIL="$1: $stats (wanted $2, more than 50 colours, at least $4 pixels of #$3)"
  return 1
}
xml_parses() {
  /usr/bin/python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$1" \
    2>"$E2E_TMP/xml.err" && return 0
  E2E_DETAIL="$1 does not parse as XML: $(tail -1 "$E2E_TMP/xml.err")"
  return 1
}

if ! command -v chromium >/dev/null 2>&1 || ! command -v rsvg-convert >/dev/null 2>&1; then
  fail "storyboards: chromium and rsvg-convert are installed" \
    "scripts/ensure-deps.sh chromium librsvg2-bin fonts-dejavu-core python3-pil"
else
  STORY="$E2E_TMP/texas-teen.html"
  "$E2E_BIN" run texas-teen --format html >"$STORY" 2>"$E2E_TMP/story.err"
  check "run --format html: exit 0" test "$?" = 0
  check "run --format html: Chromium opens the page" page_opens "$STORY"
  check "run --format html: the steps' narration and trace are in the DOM" dom_has \
    "Sofia, 14, opens Landmarks 2.0 on her iPhone." "Sofia taps Ask Parent." \
    '<section class="step" id="step-4">' "Trace · 12 entries" "What the system knows"
  SHOT="$E2E_TMP/texas-teen.png"
  chromium_run --screenshot="$SHOT" --window-size=1320,1400 "file://$STORY" >/dev/null
  check "run --format html: the screenshot shows the first step's devices" \
    png_shows "$SHOT" 1320x1400 0b7285 20000
  unopened=()
  pages_deadline=$(($(now_ms) + 300000)) # about 3 s a page; a hung browser must not stall CI
  # `agetui scenarios` lists one scenario a line, then a blank line and a count.
  for name in $("$E2E_BIN" scenarios | awk 'NF > 1 && $1 !~ /^[0-9]+$/ {print $1}'); do
    if [ "$(now_ms)" -ge "$pages_deadline" ]; then
      unopened+=("$name: not tried, the pages took over 300 s")
      continue
    fi
    "$E2E_BIN" run "$name" --format html >"$E2E_TMP/page.html" 2>/dev/null
    page_opens "$E2E_TMP/page.html" || unopened+=("$name: $E2E_DETAIL")
  done
  E2E_DETAIL="$(printf '%s\n' "${unopened[@]}")"
  check "run --format html: every built-in scenario's page opens in Chromium" \
    test "${#unopened[@]}" = 0

  "$E2E_BIN" run texas-teen --format svg --step 2 >"$E2E_TMP/frame.svg"
  check "run --format svg --step 2: exit 0, an SVG document" xml_parses "$E2E_TMP/frame.svg"
  "$E2E_BIN" run texas-teen --format png --step 2 >"$E2E_TMP/frame.png"
  check "run --format png --step 2: a 1200×800 picture of the screen" \
    png_shows "$E2E_TMP/frame.png" 1200x800 0b7285 5000
  check "docs/storyboard.png is the current picture (make storyboard-picture)" \
    cmp -s "$E2E_TMP/frame.png" "$(dirname "$0")/../docs/storyboard.png"
  "$E2E_BIN" run texas-teen --format svg --step 5 >/dev/null 2>"$E2E_TMP/step.err"
  check "run --format svg --step 5: usage error 64" test "$?" = 64
  check "run --format svg --step 5: names the valid range" \
    grep -qF -- "--step 5 is out of range: texas-teen has steps 0 (the start) to 4." \
    "$E2E_TMP/step.err"
  PATH=/nonexistent "$E2E_BIN" run texas-teen --format png >/dev/null 2>"$E2E_TMP/png.err"
  check "run --format png without rsvg-convert: exit 1" test "$?" = 1
  check "run --format png without rsvg-convert: names librsvg2-bin" \
    grep -q "apt-get install librsvg2-bin" "$E2E_TMP/png.err"
fi

start_app 120 40
wait_for "Timeline" >/dev/null
send x
check "x: the screen is saved as ./agetui-texas-teen-0.svg, announced on the notice line" \
  wait_for "✓ Saved the screen as ./agetui-texas-teen-0.svg"
check "x: the file is an SVG document" xml_parses "$E2E_TMP/agetui-texas-teen-0.svg"
send q
check "x: q still exits 0" exited_with 0
start_app 120 40 XDG_PICTURES_DIR=/proc/agetui-unwritable
wait_for "Timeline" >/dev/null
send x
check "x into an unwritable \$XDG_PICTURES_DIR: a warning on the notice line, no crash" \
  wait_for "Warning: screen not saved: cannot write /proc/agetui-unwritable/agetui-texas-teen-0.svg"
send q
check "x into an unwritable directory: q still exits 0" exited_with 0


# MARK: - the scenario format's gaps and the command line (issue 11 §4–5) ---------------------

"$E2E_BIN" help runn >"$E2E_TMP/help.out" 2>"$E2E_TMP/help.err"
check "help runn: usage error 64" test "$?" = 64
check "help runn: suggests run, prints no help" \
  grep -qF 'Error: unknown command "runn"; did you mean "run"?' "$E2E_TMP/help.err"
check "help runn: nothing on standard output" test ! -s "$E2E_TMP/help.out"

# wrapped_at_words FILE WIDTH: in the help's discussion (between the overview and USAGE) no
# line is wider than the terminal allows, and none could have taken the next line's first word.
wrapped_at_words() {
  E2E_DETAIL="$(awk -v room="$(($2 - 1))" '
    /^USAGE:/ { exit }
    NR > 1 && prev != "" && $0 != "" && length(prev) + 1 + length($1) <= room {
      print "\"" prev "\" could take \"" $1 "\""; bad = 1 }
    length($0) > room { print "too wide: " $0; bad = 1 }
    { prev = $0 }
    END { exit bad }' "$1")"
}
E2E_SAVED_ARGS=("${E2E_ARGS[@]}")
E2E_ARGS=(help run)
start_app 72 60
check "help run in a 72-column terminal: exit 0" exited_with 0
capture >"$E2E_TMP/help-run.txt"
check "help run in a 72-column terminal: the discussion wraps at word boundaries" \
  wrapped_at_words "$E2E_TMP/help-run.txt" 72
E2E_ARGS=("${E2E_SAVED_ARGS[@]}")

# completes WORDS...: the bash completions for a command line ending in WORDS' last word.
"$E2E_BIN" --generate-completion-script bash >"$E2E_TMP/agetui.bash"
completes() {
  (cd "$E2E_TMP/complete" && bash --noprofile --norc -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _agetui agetui "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}" | sort' _ "$E2E_TMP/agetui.bash" agetui "$@")
}
mkdir -p "$E2E_TMP/complete/sub"
touch "$E2E_TMP/complete/"{trip.yaml,trip.json,notes.txt}
check "completion: run te<Tab> offers texas-teen" test "$(completes run te)" = "texas-teen"
check "completion: --scenario four<Tab> offers four-gates-invalid-request" \
  test "$(completes --scenario four)" = "four-gates-invalid-request"
check "completion: run <Tab> offers every built-in" \
  test "$(completes run '' | wc -l)" = "$("$E2E_BIN" scenarios --format json |
    grep -o '"name":' | wc -l)"
check "completion: check <Tab> offers scenario files and directories, not other files" \
  test "$(completes check '' | tr '\n' ' ')" = "sub trip.json trip.yaml "

"$E2E_BIN" run four-gates-invalid-request >"$E2E_TMP/gates.out" 2>&1
check "run four-gates-invalid-request: passes (exit 0)" test "$?" = 0
check "run four-gates-invalid-request: the API throws invalidRequest for four gates" grep -qF \
  "throws invalidRequest: at most 3 age gates are allowed (making 4 ranges); got 4" \
  "$E2E_TMP/gates.out"

"$E2E_BIN" run texas-teen --format markdown >"$E2E_TMP/spec.md"
check "run --format markdown: a spec without checks" \
  bash -c '! grep -qE "^## Checks|Result: |: passed$" "$1"' _ "$E2E_TMP/spec.md"
"$E2E_BIN" run texas-teen --format markdown --with-checks >"$E2E_TMP/checked.md"
check "run --format markdown --with-checks: the spec, then the Checks section" \
  bash -c 'cmp -s "$1" <(head -c "$(wc -c <"$1")" "$2") && grep -qx "## Checks" "$2" &&
    grep -qx "\*\*Result: passed.\*\*" "$2"' _ "$E2E_TMP/spec.md" "$E2E_TMP/checked.md"
"$E2E_BIN" run texas-teen --with-checks >/dev/null 2>"$E2E_TMP/checks.err"
check "run --with-checks without markdown: usage error 64" test "$?" = 64

cat >"$E2E_TMP/lacks.yaml" <<'YAML'
name: lacks
title: Trace lacks
summary: Always Share for a child in the US, and an iPad that asks nothing.
world:
  today: 2026-09-14
  region: US
  person: {name: Emily, age: 9, sharing-mode: always-share}
  parent: Rita
  second-device: ipad
  app:
    name: Landmarks
    bundle-id: com.example.landmarks
    gates: [13, 15, 17, 19]
    feature: {name: Photo sharing, minimum-age: 16}
    version: "1.0"
script:
  - do: launch
    expect:
      learned: invalidRequest
      sheet: {child-iphone: none, second-device: none}
      feature: {child-iphone: disabled}
      trace-lacks: [Shared your age range, requestAgeRange]
YAML
"$E2E_BIN" check "$E2E_TMP/lacks.yaml" >"$E2E_TMP/lacks.check" 2>&1
check "check: four gates, per-device sheet and trace-lacks load" \
  grep -qx "$E2E_TMP/lacks.yaml: ok (1 step)" "$E2E_TMP/lacks.check"
"$E2E_BIN" run "$E2E_TMP/lacks.yaml" >/dev/null 2>"$E2E_TMP/lacks.err"
check "run: a failed trace-lacks exits 1" test "$?" = 1
check "run: a failed trace-lacks names the entry that has the text" grep -qF \
  "expect trace-lacks: expected no entry with “requestAgeRange”, actual #3 App → System: requestAgeRange(ageGates: 13, 15, 17, 19)" \
  "$E2E_TMP/lacks.err"

finish
