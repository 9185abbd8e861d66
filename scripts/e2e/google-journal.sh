#!/usr/bin/env bash
# Google Play's side in the session journal: a Google built-in and a scenario on both stores
# walked, approved in Family Link, switched with o and quit; --resume brings each back where it
# was, on the side it was on; `agetui notes` follows Play's steps and live changes.
#
# Usage: scripts/e2e/google-journal.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?
STATE="$XDG_STATE_HOME/agetui"

if ! "$E2E_BIN" scenarios 2>/dev/null | grep -q '^play-change-approved '; then
  pass "google journal: # SKIP this build has no Google built-ins (play-change-approved)"
  finish
  exit 0
fi

# resumed_as SCREEN: the screen, but for its notice line (which says it resumed), is SCREEN.
resumed_as() {
  E2E_DETAIL="$(diff <(echo "$1") <(screen_without_line $NOTICE_LINE) | head -20)" && return 0
  E2E_DETAIL="the resumed screen differs:"$'\n'"$E2E_DETAIL"
  return 1
}

# journal_has LINE: the journal holds LINE whole.
journal_has() {
  grep -qxF "$1" "$STATE/session.jsonl" && return 0
  E2E_DETAIL="not in the journal: $1"$'\n'"$(cut -c1-160 "$STATE/session.jsonl")"
  return 1
}

# MARK: - a Google built-in -------------------------------------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}" --scenario play-change-approved)
start_app 120 40
wait_for "┏ ▶ Android · Landmarks 2.0 · CLOSED" >/dev/null
for step in 1 2 3 4 5; do
  send n
  wait_for "script $step/7" >/dev/null
done
press "google journal: Enter in Family Link approves" 2 Enter -- "script 6/7"
press "google journal: a live change in Settings" 3 j j Enter -- "LIVE · left script 6/7"
press "google journal: t shows Play's Timeline" t -- "Timeline · "
BEFORE_QUIT="$(screen_without_line $NOTICE_LINE)"
send q
check "google journal: q quits with status 0" exited_with 0
check "google journal: the terminal is restored" terminal_restored
check "google journal: Play's approval is a journal record" journal_has \
  '{"play":{"_0":{"perform":{"_0":{"parentAnswers":{"approve":true,"from":"parent-iphone"}}}}}}'
check "google journal: so is the live change" journal_has \
  '{"play":{"_0":{"perform":{"_0":{"set":{"_0":{"region":{"_0":"US-UT"}}}}}}}}'

E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "google journal: --resume says what it restored on Play's side" \
  wait_for "✓ Resumed play-change-approved after 2 actions (LIVE · left script 6/7)."
check "google journal: --resume: the same screen as before quitting" resumed_as "$BEFORE_QUIT"
press "google journal: u undoes the live change after the resume" u -- "· script 6/7"
press "google journal: u again undoes the approval" u -- "script 5/7"
send q
check "google journal: q quits the resumed session" exited_with 0
check "google journal: the terminal is restored after the resume" terminal_restored

# MARK: - both stores ---------------------------------------------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}" --scenario texas-teen-both-stores)
start_app 120 40
wait_for "┏ ▶ Child device · CLOSED" >/dev/null
press "both journal: n on Apple's side" n -- "script 1/5"
press "both journal: o shows Google Play's side" o -- "┏ ▶ Android · Landmarks"
send n
wait_for "script 1/5" >/dev/null
press "both journal: n n on Play's side" n -- "script 2/5"
press "both journal: Enter in Family Link approves" 2 Enter -- "script 3/5"
press "both journal: o back to Apple's side" o -- "┏ ▶ Child device"
APPLE_BEFORE="$(screen_without_line $NOTICE_LINE)"
press "both journal: o to Play's side again" o -- "┏ ▶ Family Link"
PLAY_BEFORE="$(screen_without_line $NOTICE_LINE)"
send q
check "both journal: q quits with status 0" exited_with 0
check "both journal: the switch is a journal record" journal_has '{"play":{"_0":{"shown":{"_0":true}}}}'

E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "both journal: --resume reopens on Play's side, where it was" \
  wait_for "✓ Resumed texas-teen-both-stores after 1 action (script 3/5)."
check "both journal: --resume: Play's screen as before quitting" resumed_as "$PLAY_BEFORE"
press "both journal: o shows Apple's side" o -- "┏ ▶ Child device"
check "both journal: Apple's side as it was left" resumed_as "$APPLE_BEFORE"
send q
check "both journal: q quits on Apple's side" exited_with 0
start_app 120 40
check "both journal: --resume again reopens on Apple's side, the one left" \
  wait_for "✓ Resumed texas-teen-both-stores after 0 actions (script 1/5)."
check "both journal: Apple's screen" resumed_as "$APPLE_BEFORE"
send q
check "both journal: q quits" exited_with 0
check "both journal: the terminal is restored" terminal_restored

# MARK: - agetui notes follows Play's side --------------------------------------------------------

rm -rf "$STATE"
use_app() { E2E_SESSION="$APP_SESSION"; E2E_DIR="$APP_DIR"; }
use_notes() { E2E_SESSION="$NOTES_SESSION"; E2E_DIR="$NOTES_DIR"; }
E2E_ARGS=("${BASE_ARGS[@]}" --scenario texas-teen-both-stores)
start_app 120 40
APP_SESSION="$E2E_SESSION"
APP_DIR="$E2E_DIR"
wait_for "┏ ▶ Child device · CLOSED" >/dev/null
E2E_SESSION=""
E2E_ARGS=(notes)
start_app 100 30
NOTES_SESSION="$E2E_SESSION"
NOTES_DIR="$E2E_DIR"
check "notes: Apple's side first, no store named" wait_for "Step 0/5 · the start  texas-teen-both-stores"
use_app
send o
wait_for "┏ ▶ Android · Landmarks" >/dev/null
send n
wait_for "script 1/5" >/dev/null
use_notes
check "notes: o then n: Play's step 1, named as Google Play's" \
  wait_for "Step 1/5  texas-teen-both-stores · Google Play"
check "notes: Play's next caption" wait_for "Next, step 2: "
use_app
send 3 Enter
wait_for "LIVE · left script 1/5" >/dev/null
use_notes
check "notes: a live change on Play's side" wait_for "Step 1/5 · LIVE  texas-teen-both-stores · Google Play"
check "notes: counted as Play's" wait_for "LIVE: 1 live change since step 1 is on screen"
use_app
send o
wait_for "┏ ▶ Child device" >/dev/null
use_notes
check "notes: o back: Apple's step again, in the order it happened" \
  wait_for "Step 0/5 · the start  texas-teen-both-stores"
check "notes: Apple's side names no store" wait_gone "· Google Play"
send q
check "notes: q quits the notes" exited_with 0
use_app
send q
check "notes: the app quits" exited_with 0
check "notes: the app's terminal is restored" terminal_restored

finish
