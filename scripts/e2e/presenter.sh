#!/usr/bin/env bash
# The presenter's sizes: whole sheets, Esc, narration in full, pickers that filter, a device
# pane that scrolls.
#
# Usage: scripts/e2e/presenter.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - presenter layout: whole sheets, Esc, narration in full, pickers that filter ---------

# At a presenter's 80×24 the compose sheet is a card, whole, with its buttons under its text;
# Esc chooses its Cancel.
start_app 80 24
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "80×24: Enter opens Landmarks" Enter -- "◐ WAITING Ask to Continue"
press "80×24: Enter on Ask Parent shows the compose sheet" Enter -- "╭─ System sheet "
check "80×24: the sheet's whole message is on screen" wait_for "│ people in your contacts. "
check "80×24: Send is right under the sheet's text" screen_has_line '│ │ ▸ ✓ ≈ Send +│ │'
check "80×24: the sheet's Cancel names Esc" wait_for "│     ≈ Cancel (Esc) "
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
press "l opens the region picker" l -- "┏ ▶ Region on Apple "
send u t a h
check "l: typing filters the regions" wait_for "Filter: utah"
press "l: Enter moves to the region typed" Enter -- "US-UT · "
check "l: the picker is closed" wait_gone "┏ ▶ Region on Apple "
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

finish
