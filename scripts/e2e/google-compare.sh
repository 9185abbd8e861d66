#!/usr/bin/env bash
# compare on Google Play's side (issue 26): the CLI (a Google-only scenario compares its Play
# script by sharing setting, region or SDK version; --store google-play for one on both stores;
# --by os on Play's side and --by sdk on Apple's exit 64 saying why) and `c` on the TUI's Play
# side (Tab through Play's settings, Esc, q, the terminal restored).
#
# Usage: scripts/e2e/google-compare.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

if ! "$E2E_BIN" scenarios 2>/dev/null | grep -q '^play-brazil '; then
  pass "google-compare: # SKIP this build has no Google built-ins (play-brazil)"
  finish
  exit 0
fi

OUT="$E2E_TMP/google-compare.out"
ERR="$E2E_TMP/google-compare.err"

# MARK: - the command line ----------------------------------------------------------------------

"$E2E_BIN" compare play-brazil --by sdk --at 1 >"$OUT" 2>"$ERR"
check "cli: --by sdk on a Google-only scenario exits 0" test $? = 0
check "cli: the title says Google Play" \
  grep -q '^play-brazil compared by SDK version on Google Play, after walkthrough step 1 of 1' "$OUT"
check "cli: one column per library version, the scenario's own starred" \
  grep -q '^SDK 0.0.4 ★  *SDK 0.0.3$' "$OUT"
check "cli: 0.0.4's fields beside 0.0.3's userStatus, marked ≠" \
  grep -q '^ageSignalsStatus = SHARED  *≠ userStatus = DECLARED$' "$OUT"
check "cli: the summary names the cell that differs" \
  grep -q '^1 cell differs from SDK 0.0.4, in: The app received\.$' "$OUT"
check "cli: lines fit 100 columns" test "$(wc -L <"$OUT")" -le 100

"$E2E_BIN" compare play-brazil --by mode --at 1 >"$OUT" 2>&1
check "cli: --by mode: Play's sharing settings" \
  grep -q '^Always share ★  *Ask before sharing  *Never share$' "$OUT"
check "cli: Ask before sharing shows Play's prompt" \
  grep -q 'sheet: Share your age range with' "$OUT"

"$E2E_BIN" compare play-verification-required --by region --values US-TX,US >"$OUT" 2>&1
check "cli: --by region: VERIFICATION_REQUIRED in Texas, a prompt elsewhere" \
  grep -q '^ageSignalsStatus = VERIFICATION_REQUIRED  *≠ no answer yet$' "$OUT"
check "cli: --by region names Play's dates" grep -q "Play's dates: Texas binds accounts" "$OUT"

"$E2E_BIN" compare play-brazil --by mode --format json >"$OUT" 2>&1
check "cli: json is Play's documented kind" \
  grep -q '"format": "agetui-compare-google-play"' "$OUT"
"$E2E_BIN" compare play-brazil --by mode --format markdown >"$OUT" 2>&1
check "cli: markdown's heading says Google Play" \
  grep -q '^# play-brazil compared by sharing mode on Google Play$' "$OUT"

"$E2E_BIN" compare texas-teen-both-stores --by mode --at 1 >"$OUT" 2>&1
check "cli: a scenario on both stores compares Apple's side by default" \
  grep -q '^Ask First ★  *Always Share  *Never Share$' "$OUT"
"$E2E_BIN" compare texas-teen-both-stores --by mode --at 1 --store google-play >"$OUT" 2>&1
check "cli: --store google-play compares its Play side" \
  grep -q '^texas-teen-both-stores compared by sharing mode on Google Play' "$OUT"

"$E2E_BIN" compare play-brazil --by os >"$OUT" 2>"$ERR"
check "cli: --by os on Play's side exits 64" test $? = 64
check "cli: --by os: nothing on standard output" test ! -s "$OUT"
check "cli: --by os: the error says why and what works" \
  grep -q "^Error: --by os: the iOS version is Apple's, and play-brazil is compared on Google Play, the only store it runs on: use --by mode, region or sdk$" "$ERR"
"$E2E_BIN" compare texas-teen --by sdk >"$OUT" 2>"$ERR"
check "cli: --by sdk on Apple's side exits 64" test $? = 64
check "cli: --by sdk: the error says why and what works" \
  grep -q "^Error: --by sdk: the SDK version is Google Play's, and texas-teen is compared on Apple, the only store it runs on: use --by mode, region or os$" "$ERR"
"$E2E_BIN" compare texas-teen --by mode --store google-play >"$OUT" 2>"$ERR"
check "cli: --store naming a store the scenario lacks exits 64" test $? = 64
check "cli: --store: the error names the store it runs on" \
  grep -q '^Error: --store google-play: texas-teen runs on Apple only\.$' "$ERR"

# MARK: - c on the TUI's Play side --------------------------------------------------------------

E2E_ARGS=("${BASE_ARGS[@]}" --scenario play-brazil)
start_app 80 24
check "tui: play-brazil opens on Google Play's side" wait_for "┏ ▶ Android · Landmarks"
press "tui: c opens the comparison by sharing mode" c -- "Compare by sharing mode · step 0/1"
check "tui: one column per sharing setting" \
  wait_for "Always share ★            Ask before sharing        Never share"
check "tui: the footer names the overlay's keys" wait_for "c/Esc close  Tab next setting"
press "tui: Tab compares by region" Tab -- "Compare by region · step 0/1"
press "tui: Tab compares by SDK version" Tab -- "Compare by SDK version · step 0/1"
check "tui: the SDK columns" wait_for "SDK 0.0.4 ★"
press "tui: Tab returns to sharing mode (no platform: Google Play only)" Tab -- \
  "Compare by sharing mode · step 0/1"
check "tui: lines fit 80 columns" lines_fit 80
send Escape
check "tui: Esc closes the overlay" wait_gone "Compare by sharing mode"
check "tui: the Play panes are back" wait_for "Android · Landmarks"
send q
check "tui: q quits with status 0" exited_with 0
check "tui: the terminal is restored" terminal_restored

finish
