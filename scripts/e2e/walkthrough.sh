#!/usr/bin/env bash
# The default scenario walked by hand, a live branch that no key loses, the same walk as a
# walkthrough (n, p, m, w), and the scenario picker.
#
# Usage: scripts/e2e/walkthrough.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - the default scenario, walked by hand ------------------------------------------------

# What a presenter does: open the app, ask, send, switch to the parent, approve. Every key must
# visibly change the screen (press refuses text that was already there).
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "walk: Enter opens Landmarks, which asks for approval" Enter -- "◐ WAITING Ask to Continue"
check "walk: Texas shared the range (notice)" wait_for "System → App: .sharing(13–15, guardianDeclared)"
check "walk: the child's choice is Ask Parent" wait_for "▸ ✓ Ask Parent"
press "walk: Enter on Ask Parent opens the Messages compose sheet" Enter -- "│ ≈ New Message "
check "walk: the sheet is a card" wait_for "╭─ System sheet "
check "walk: the sheet is addressed to Carlos" wait_for "│ To: Carlos "
check "walk: the sheet's button is Send" wait_for "▸ ✓ ≈ Send"
press "walk: Enter on Send moves focus to the Parent device" Enter -- "┏ ▶ Parent device · 1 pending"
check "walk: the parent sees the pending question" wait_for "Messages #1 · ⏳ Waiting for your"
check "walk: the parent's first button is #1 Approve" wait_for "▸ ✓ #1 ≈ Approve"
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
wait_for "▸ ✓ #1 ≈ Approve" >/dev/null
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
check "n: the compose sheet is up" wait_for "│ ≈ New Message "
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

finish
