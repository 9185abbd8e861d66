#!/usr/bin/env bash
# End-to-end tests of `agetui notes`, the speaker notes: two tmux sessions on one private
# server and one XDG_STATE_HOME, the app in one and the notes in the other, driven as a
# presenter would. Keys go to the app; the checks read the notes' screen. Waits poll the
# screen (scripts/e2e-lib.sh); nothing sleeps for a fixed time.
#
# Usage: scripts/e2e-notes.sh BINARY
#   Prints "ok - …" / "not ok - …" per check and "N passed, M failed" last; exits non-zero on
#   any failure. Works without a TTY: tmux provides the terminals.
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
e2e_setup "$@" || exit $?
STATE="$XDG_STATE_HOME/agetui"

# A scenario of the test's own, so a reworded built-in never breaks it; each narration and
# caption fits one line at 80 columns, so a wait can look for it whole.
SCENARIO="$E2E_TMP/notes-e2e.yaml"
cat >"$SCENARIO" <<'YAML'
name: notes-e2e
title: Sofia asks her father to approve an update
summary: The notes follow this session from another terminal.
world:
  today: 2026-09-14
  os: "26.5"
  region: US-TX
  person: {name: Sofia, birthdate: 2012-03-02, sharing-mode: ask-first}
  parent: Carlos
script:
  - do: launch
    caption: Sofia opens Landmarks.
    narration: Narration one. Sofia opens Landmarks 2.0 and Texas shares her range.
  - do: ask-parent
    caption: Sofia asks Carlos.
    narration: Narration two. Sofia taps Ask Parent and Messages opens.
  - do: send
    caption: The request reaches Carlos.
    narration: Narration three. She sends it; Carlos's iPhone shows it.
  - do: {parent: approve}
    caption: Carlos approves; Landmarks runs.
    narration: Narration four. Carlos taps Approve.
YAML

# Each session keeps its own wrapper directory (exit status, stty before and after); these
# point the e2e-lib helpers at one or the other.
use_app() { E2E_SESSION="$APP_SESSION"; E2E_DIR="$APP_DIR"; }
use_notes() { E2E_SESSION="$NOTES_SESSION"; E2E_DIR="$NOTES_DIR"; }

# start_notes: `agetui notes` in a new 80×24 session, leaving the app's session alone.
start_notes() {
  E2E_SESSION=""
  E2E_ARGS=(notes)
  start_app 80 24
  NOTES_SESSION="$E2E_SESSION"
  NOTES_DIR="$E2E_DIR"
}

# start_presenter: the app on the test's scenario in a new 120×40 session (the previous app
# session, whose app has exited, is closed).
start_presenter() {
  E2E_SESSION="${APP_SESSION:-}"
  E2E_ARGS=(--scenario "$SCENARIO")
  start_app 120 40
  APP_SESSION="$E2E_SESSION"
  APP_DIR="$E2E_DIR"
}

# app_key KEY WAIT_TEXT: a key in the app, and the app's screen showing it took effect.
app_key() {
  use_app
  send "$1"
  wait_for "$2"
}

WAITING="No AgeTUI session is running in $STATE."

start_notes
check "before any session: the notes say they wait, and where" wait_for "No AgeTUI session is"
check "the waiting message names the state directory" \
  test "$(capture | tr -s ' \n' ' ' | grep -c "$WAITING Start \`agetui\` in another terminal; these notes follow it.")" = 1
check "the notes announce themselves in notes.pid" test -s "$STATE/notes.pid"

start_presenter
check "app: opens the test's scenario" wait_for "script 0/4"
use_notes
check "a session starts: the notes show step 0 without a key pressed" wait_for "Step 0/4 · the start"
check "step 0: the scenario's summary" wait_for "The notes follow this session from another terminal."
check "step 0: step 1's caption is next" wait_for "Next, step 1: Sofia opens Landmarks."
check "step 0: what to press" wait_for "n next step"
check "80×24: the notes fit 80 columns" lines_fit 80

app_key n "script 1/4" >/dev/null
use_notes
check "n in the app: the notes show step 1" wait_for "Step 1/4"
check "n: step 1's full narration" \
  wait_for "Narration one. Sofia opens Landmarks 2.0 and Texas shares her range."
check "n: step 2's caption is next" wait_for "Next, step 2: Sofia asks Carlos."
check "n: n and p" wait_for "n next step · p previous"
check "n: the clock runs" wait_for "elapsed 0:0"

app_key n "script 2/4" >/dev/null
use_notes
check "n again: step 2's narration" wait_for "Narration two. Sofia taps Ask Parent and Messages opens."
check "n again: step 3's caption" wait_for "Next, step 3: The request reaches Carlos."
app_key p "script 1/4" >/dev/null
use_notes
check "p in the app: back at step 1" wait_for "Narration one."
check "p: step 2's caption again" wait_for "Next, step 2: Sofia asks Carlos."

app_key m "LIVE · left script 1/4" >/dev/null
use_notes
check "a live change (m): the notes say LIVE" wait_for "Step 1/4 · LIVE"
check "LIVE: how to rejoin the script" wait_for "LIVE — w rejoins the script at step 1"
app_key w "Back on the script at step 1/4" >/dev/null
use_notes
check "w: back on the script" wait_gone "LIVE"
app_key u "Now at LIVE · left script 1/4" >/dev/null
use_notes
check "u undoes w: LIVE again" wait_for "Step 1/4 · LIVE"
app_key r "Reset notes-e2e" >/dev/null
use_notes
check "r: the start again" wait_for "Step 0/4 · the start"

use_app
send s
wait_for "Filter: type a name" >/dev/null
send texas-teen
wait_for "★ texas-teen" >/dev/null
send Enter
wait_for "Opened texas-teen" >/dev/null
use_notes
check "another scenario opened in the app: the notes follow it" \
  wait_for "A 14-year-old in Texas asks her father to approve an update"
check "the other scenario's steps" wait_for "Step 0/4 · the start  texas-teen"
app_key u "back where you were" >/dev/null
use_notes
check "u: back to the first scenario" wait_for "Step 0/4 · the start  notes-e2e"

resize 60 20
check "the notes follow a resize (60×20)" wait_for "Next, step 1: Sofia opens"
check "60×20: the notes fit 60 columns" lines_fit 60
resize 80 24

app_key q "" >/dev/null
check "the app quits" exited_with 0
use_notes
check "the presenter quits: the notes wait again" wait_for "No AgeTUI session is"
check "no session.pid is left behind" test ! -e "$STATE/session.pid"

start_presenter
wait_for "script 0/4" >/dev/null
use_notes
check "the presenter starts again: the notes pick the session up" wait_for "Step 0/4 · the start"
app_key n "script 1/4" >/dev/null
use_notes
check "and follow it: n shows step 1" wait_for "Narration one."
use_app
check "app: while the notes follow, its banner is step 1's caption" wait_for "Sofia opens Landmarks."
check "app: and the full narration is left to the notes" wait_gone "Narration one."

use_notes
send q
check "q quits the notes with status 0" exited_with 0
check "q: the notes' terminal is restored" terminal_restored
check "q: nothing on stderr" test ! -s "$E2E_DIR/stderr"
check "q: notes.pid is removed" test ! -e "$STATE/notes.pid"
use_app
check "app: without the notes, the banner shows the full narration again (120×40)" \
  wait_for "Narration one. Sofia opens Landmarks 2.0 and Texas shares her range."

start_notes
check "notes started mid-walkthrough pick the step up" wait_for "Narration one."
check "notes started mid-walkthrough show a clock" wait_for "elapsed "
send C-c
check "Ctrl-C ends the notes (SIGINT, status 130)" exited_with 130
check "Ctrl-C: the notes' terminal is restored" terminal_restored
check "Ctrl-C: notes.pid is removed" test ! -e "$STATE/notes.pid"
use_app
send q
check "the app still quits with status 0" exited_with 0

# A crash in the notes restores the terminal, as the crash hook does for the TUI.
E2E_SESSION=""
E2E_ARGS=(notes)
start_app 80 24 AGETUI_CRASH_DRILL=segv
wait_for "speaker notes" >/dev/null
send x
check "a crash in the notes ends them at once (SIGSEGV, status 139)" exited_with 139 15000
check "a crash in the notes: the terminal is restored" terminal_restored
check "a crash in the notes: stderr names the crash report" \
  grep -q "crash report" "$E2E_DIR/stderr"

finish
