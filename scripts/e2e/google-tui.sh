#!/usr/bin/env bash
# Google Play's side of the TUI: a Google built-in opened, walked step by step through its
# PlayScript, approved by hand in Family Link, Play's Timeline, the switch between the stores of
# a scenario on both, the small screen, and the terminal restored after q.
#
# Usage: scripts/e2e/google-tui.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# The Google built-ins come with the scenario format's Play part; a build without them has no
# Google side to open (said, not failed).
if ! "$E2E_BIN" scenarios 2>/dev/null | grep -q '^play-change-approved '; then
  pass "google: # SKIP this build has no Google built-ins (play-change-approved)"
  finish
  exit 0
fi

# MARK: - a Google built-in, walked ------------------------------------------------------------

E2E_ARGS=("${BASE_ARGS[@]}" --scenario play-change-approved)
start_app 120 40
check "google: the Play shell opens on the Android phone" wait_for "┏ ▶ Android · Landmarks 2.0 · CLOSED"
check "google: Family Link, Settings and Play Console fill the other panes" \
  wait_for "Play Console · t timeline"
assert_screen_contains "┌ Family Link" && assert_screen_contains "┌ Settings · Play" &&
  pass "google: the four panes are Play's" || fail "google: the four panes are Play's" "$E2E_DETAIL"
check "google: the header names Play and its SDK" wait_for "Google Play · SDK 0.0.4"
press "google: n launches; the app received SHARED in Google's names" n -- \
  "ageSignalsStatus = SHARED"
check "google: 13–15 from TIER_B" wait_for "ageRangeSource = TIER_B"
check "google: the step's narration is in the banner" wait_for "Step 1/7: Sofia, 14, opens Landmarks"
press "google: n declares the change in Play Console" n -- \
  "video-calling · effective 2026-09-08 · scheduled"
press "google: n waits a week; Play asks the parent in Family Link" n -- "Family Link · REQUEST"
check "google: the request lists the change" wait_for "• video-calling (effective 2026-09-08)"
press "google: n closes the app" n -- "○ CLOSED Home screen"
press "google: n launches again; the app reads PENDING" n -- "significantChangeStatus = PENDING"
check "google: the app waits for the parent" wait_for "◐ WAITING Waiting for your parent"
press "google: 2 focuses Family Link" 2 -- "┏ ▶ Family Link · REQUEST"
press "google: Enter on Approve answers the request" Enter -- "approved — video-calling"
check "google: approving by hand is the script's next step" wait_for "script 6/7"
press "google: n: the app checks again and reads APPROVED" n -- "significantChangeStatus = APPROVED"
check "google: the app runs" wait_for "● RUNNING Landmarks"
check "google: lines fit 120 columns" lines_fit 120
press "google: t shows Play's Timeline in pane 4" t -- "Timeline · "
press "google: u undoes the last step" u -- "script 6/7"
press "google: ? opens help with Play's keys" "?" -- "Show Play's Timeline in pane 4"
press "google: ? closes help" "?" -- "Step 6/7: Carlos taps Approve"
send q
check "google: q quits with status 0" exited_with 0
check "google: the terminal is restored" terminal_restored

# MARK: - the small screen ------------------------------------------------------------------

start_app 80 24
check "google 80x24: the phone and Family Link side by side" wait_for "┌ Family Link"
press "google 80x24: the caption, not the narration" n -- \
  "Play answers SHARED: 13–15, TIER_B; no change declared yet."
check "google 80x24: a pane that does not fit says how much more" wait_for " more ─┘"
check "google 80x24: lines fit 80 columns" lines_fit 80
press "google: s opens the scenario picker from Play's side" s -- "Scenarios (★ default)"
# The picker lives on Apple's side, but opens over the side it was asked on (issue 42, item 9).
# screen_lacks TEXT: the last captured screen does not show TEXT.
screen_lacks() {
  [[ "$E2E_SCREEN" != *"$1"* ]] && return 0
  E2E_DETAIL="\"$1\" on screen:"$'\n'"$E2E_SCREEN"
  return 1
}
check "google: the picker keeps Play's header" assert_screen_contains "US-TX · Ask before sharing"
check "google: no Apple header behind the picker" screen_lacks "iOS 26"
check "google: no Apple device behind the picker" screen_lacks "Sofia's iPhone"
press "google: Esc closes it, back on Play's side" Escape -- "┏ ▶ Android · Landmarks 2.0"
resize 50 16
check "google 50x16: one pane under Play's tab bar" wait_for "▶1 Phone │"
resize 30 10
check "google 30x10: too small" wait_for "terminal too small"
send q
check "google: q quits the small screen" exited_with 0
check "google: the terminal is restored after a resize" terminal_restored

# MARK: - both stores ---------------------------------------------------------------------------

E2E_ARGS=("${BASE_ARGS[@]}" --scenario texas-teen-both-stores)
start_app 120 40
check "both stores: opens on Apple's side" wait_for "┏ ▶ Child device · CLOSED"
check "both stores: the footer names o" wait_for " o Play "
press "both stores: o shows Google Play's side" o -- "┏ ▶ Android · Landmarks"
check "both stores: Play's footer names o back" wait_for "o Apple"
press "both stores: n on Play's side plays Play's script" n -- "script 1/"
press "both stores: o returns to Apple's side where it was" o -- "┏ ▶ Child device · CLOSED"
send q
check "both stores: q quits with status 0" exited_with 0
check "both stores: the terminal is restored" terminal_restored

finish
