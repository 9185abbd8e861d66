#!/usr/bin/env bash
# Compare: c replays the current step once per mode, region or iOS version; agetui compare.
#
# Usage: scripts/e2e/compare.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

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
press "→ shows the next regions, Texas kept" Right -- "columns 3–4 of 13"
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

finish
