#!/usr/bin/env bash
# Amazon Appstore's side of the TUI: an Amazon built-in walked step by step on the Fire tablet
# (a revocation, then the next day's Parental Consent Revocation Report in the Developer
# Console), the session journal and --resume, the three stores of texas-teen-three-stores
# switched with o, c on Amazon's side (by its own first setting, then Tab to the platform
# comparison of all three), the small screen, and the terminal restored after q.
#
# Usage: scripts/e2e/amazon-tui.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?
STATE="$XDG_STATE_HOME/agetui"

# resumed_as SCREEN: the screen, but for its notice line (which says it resumed), is SCREEN.
resumed_as() {
  E2E_DETAIL="$(diff <(echo "$1") <(screen_without_line $NOTICE_LINE) | head -20)" && return 0
  E2E_DETAIL="the resumed screen differs:"$'\n'"$E2E_DETAIL"
  return 1
}

# MARK: - an Amazon built-in, walked ------------------------------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}" --scenario amazon-revocation-report)
start_app 120 40
check "amazon: the Fire tablet opens, closed" wait_for "┏ ▶ Fire · Landmarks 2.0 · CLOSED"
check "amazon: the parent's pane, invented wording marked" \
  wait_for "≈ Parent's device · Amazon consent"
check "amazon: the header names Amazon Appstore and the consent" \
  wait_for "US-TX · Amazon Appstore · consent given · script 0/6"
press "amazon: n launches; the app reads SUPERVISED" n -- 'userStatus = "SUPERVISED"'
check "amazon: Amazon's six keys, as the app received them" wait_for 'ageLower = 13'
check "amazon: the step's narration is in the banner" \
  wait_for "Step 1/6: Sofia opens Landmarks; Amazon answers SUPERVISED, 13–15."
press "amazon: n: the parent revokes consent" n -- "consent revoked · script 2/6"
check "amazon: Sofia can no longer use the app" wait_for "■ BLOCKED ≈ Access revoked"
press "amazon: n: she tries to open it again" n -- "script 3/6"
check "amazon: still blocked" wait_for "■ BLOCKED ≈ Access revoked"
press "amazon: n: a day passes; the report lists the revocation" n -- "2026-09-15 · US-TX"
check "amazon: the Developer Console's report row, Amazon's four columns" \
  wait_for "user_id,app_asin,app_name,action"
check "amazon: the row says REVOKED" wait_for "Landmarks,REVOKED"
check "amazon: lines fit 120 columns" lines_fit 120
press "amazon: t shows the timeline in the console's pane" t -- "Timeline · "
press "amazon: ? opens help" "?" -- "Help: keys"
press "amazon: ? closes help" "?" -- "Step 4/6:"
BEFORE_QUIT="$(screen_without_line $NOTICE_LINE)"
send q
check "amazon: q quits with status 0" exited_with 0
check "amazon: the terminal is restored" terminal_restored
check "amazon: the journal holds Amazon's records under its key" \
  grep -q '"amazon-appstore"' "$STATE/session.jsonl"

E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "amazon: --resume says what it restored" wait_for "Resumed amazon-revocation-report"
check "amazon: --resume: the same screen as before quitting" resumed_as "$BEFORE_QUIT"
press "amazon: u undoes the last step after the resume" u -- "script 3/6"
send q
check "amazon: q quits the resumed session" exited_with 0
check "amazon: the terminal is restored after the resume" terminal_restored

# MARK: - three stores ------------------------------------------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}" --scenario texas-teen-three-stores)
start_app 80 24
check "three stores 80x24: Apple's side first" wait_for "┏ ▶ Child device"
press "three stores: o shows Google Play's side" o -- "┏ ▶ Android · Landmarks"
press "three stores: o shows Amazon's side" o -- "┏ ▶ Fire · Landmarks 2.0"
press "three stores: n on Amazon's side" n -- "script 1/8"
press "three stores: c on Amazon's side compares by region" c -- \
  "Compare by region · step 1/8"
press "three stores: Tab compares by the starting consent" Tab -- "Compare by starting consent"
press "three stores: Tab: the three stores side by side" Tab -- \
  "Compare by platform · Apple, Google Play and Amazon Appstore"
check "three stores: Amazon's column" wait_for "Amazon Appstore"
check "three stores: lines fit 80 columns" lines_fit 80
press "three stores: Esc closes the comparison" Escape -- "┏ ▶ Fire · Landmarks 2.0"
press "three stores: o goes back to Apple's side" o -- "┏ ▶ Child device"
resize 30 10
check "three stores 30x10: too small" wait_for "terminal too small"
send q
check "three stores: q quits with status 0" exited_with 0
check "three stores: the terminal is restored" terminal_restored

finish
