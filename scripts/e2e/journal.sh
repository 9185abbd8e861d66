#!/usr/bin/env bash
# The session journal: --resume, one journal per running session, and resumes that cannot
# lock the user out.
#
# Usage: scripts/e2e/journal.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - session -----------------------------------------------------------------------------

# A few actions, then quit; --resume must bring back the same screen (only the notice line
# differs: it says the session was resumed).
rm -rf "$XDG_STATE_HOME/agetui"
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
wait_for "▸ ✓ Ask Parent" >/dev/null
send Enter
wait_for "▸ ✓ ≈ Send" >/dev/null
send 4 k k
wait_for "▸ 2026-09-14 #13 Person → App tap “Ask Parent”" >/dev/null
BEFORE_QUIT="$(screen_without_line $NOTICE_LINE)"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "--resume: says what it restored" wait_for "✓ Resumed texas-teen after "
# resumed_as SCREEN: the screen, but for its notice line, is SCREEN.
resumed_as() {
  local now
  now="$(screen_without_line $NOTICE_LINE)"
  [ "$now" = "$1" ] && return 0
  E2E_DETAIL="resumed screen differs:"$'\n'"$(diff <(echo "$1") <(echo "$now") | head -20)"
  return 1
}
check "--resume: the same screen as before quitting (sheet, focus, selection)" \
  resumed_as "$BEFORE_QUIT"
press "--resume: the restored session keeps working (Enter on Send)" 1 Enter -- "┏ ▶ Parent device · 1 pending"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}")
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
check "unwritable state directory: stderr says what was not saved and why" \
  stderr_matches "^agetui: quit with [0-9]* changes\? since [0-9:]* not saved (cannot create /proc/agetui-unwritable/agetui: "

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
# Open, Ask Parent, Send: wait for where the third Enter leads, not for the sheet the second
# opens (a capture in between would not be the screen the journal ends on).
send Enter Enter Enter
check "second session: three Enters send the question" wait_for "┏ ▶ Parent device · 1 pending"
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
press "first session: still saving to its own journal (Enter on Ask Parent)" Enter -- "▸ ✓ ≈ Send"
send Enter
wait_for "┏ ▶ Parent device · 1 pending" >/dev/null
FIRST_SCREEN="$(screen_without_line $NOTICE_LINE)"
send q
exited_with 0 >/dev/null
start_app 160 40
check "first session: --resume restores its own work" wait_for "✓ Resumed texas-teen after "
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
check "bad value in the journal: stderr says what was kept and where the rest went" \
  stderr_matches "^agetui: resumed 7 of 8 records; the journal as it was is kept in session.jsonl.set-aside-1: record 8 of 8 (line 9) puts the Child device list's offset at -9223372036854775808 (0 to 16777216), so the replay stopped before it$"
start_app 160 40
check "bad value in the journal: the next --resume restores what was kept, without a warning" \
  wait_for "✓ Resumed texas-teen after "
send q
exited_with 0 >/dev/null
# A --resume that crashed while replaying leaves its marker, which the crash hook marked
# "crashed": the next start sets the journal aside. (A marker without that line, from a replay
# killed outright, is replayed again: scripts/e2e/bounded-replay.sh.)
printf '4242\ncrashed\n' >"$journal.resuming"
start_app 160 40
check "crashed --resume: the journal is set aside first and the user told" \
  wait_for "ended in a crash while replaying it; moved it to session.jsonl.crashed-1 and started fresh"
check "crashed --resume: the default scenario opens fresh" wait_for "○ CLOSED Home Screen"
send q
exited_with 0 >/dev/null
E2E_ARGS=("${BASE_ARGS[@]}")

finish
