#!/usr/bin/env bash
# Google Play scenarios through the binary: `run` and `check` of Google built-ins and files,
# a failing expect's exit status, and the formats that show Apple scenarios only refusing a
# Google scenario with exit 64.
#
# Usage: scripts/e2e/google-run.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - run -------------------------------------------------------------------------------

"$E2E_BIN" run play-change-approved >"$E2E_TMP/approved.out" 2>"$E2E_TMP/approved.err"
check "run play-change-approved: passes (exit 0)" test "$?" = 0
check "run play-change-approved: Play's heading" \
  grep -qx "play-change-approved on Google Play: .*" "$E2E_TMP/approved.out"
check "run play-change-approved: the app reads PENDING, then APPROVED" grep -qF \
  "significantChangeStatus = APPROVED, significantChangeApprovalDate = 2026-09-08" \
  "$E2E_TMP/approved.out"
check "run play-change-approved: Family Link asks the parent" \
  grep -qF "Google Play → Parent (Family Link)" "$E2E_TMP/approved.out"
check "run play-change-approved: the result line" grep -qx \
  "Result: passed · 7 script steps, 16 expectations, invariants checked after 7 actions" \
  "$E2E_TMP/approved.out"
check "run play-change-approved: nothing on stderr" test ! -s "$E2E_TMP/approved.err"

"$E2E_BIN" run texas-teen-both-stores >"$E2E_TMP/both.out" 2>&1
check "run texas-teen-both-stores: passes (exit 0)" test "$?" = 0
check "run texas-teen-both-stores: the Apple run, then the Google Play run" bash -c \
  'a=$(grep -n "^texas-teen-both-stores: " "$1" | cut -d: -f1);
   p=$(grep -n "^texas-teen-both-stores on Google Play: " "$1" | cut -d: -f1);
   [ -n "$a" ] && [ -n "$p" ] && [ "$a" -lt "$p" ]' _ "$E2E_TMP/both.out"

"$E2E_BIN" run texas-teen-both-stores --format json >"$E2E_TMP/both.json"
check "run --format json: one valid document, Play's under googlePlay" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["format"] == "agetui-run" and d["googlePlay"]["format"] == "agetui-play-run"
assert d["googlePlay"]["summary"]["passed"] is True' "$E2E_TMP/both.json"

"$E2E_BIN" run play-sdk-003 --format markdown >"$E2E_TMP/sdk.md"
check "run --format markdown: a Play spec in Google's field names" \
  grep -qF "userStatus = SUPERVISED_APPROVAL_PENDING" "$E2E_TMP/sdk.md"

# MARK: - check and a failing file -------------------------------------------------------------

"$E2E_BIN" scenarios | grep -q "^play-brazil  *\[Google Play\] "
check "scenarios: lists play-brazil with its store" test "$?" = 0

cat >"$E2E_TMP/play.yaml" <<'YAML'
name: play-file
title: A Google Play file
summary: Sofia in Texas on Play, with one expect that fails.
platforms: [google-play]
world:
  today: 2026-09-14
  region: US-TX
  person: {name: Sofia, birthdate: 2012-03-02}
  parent: Carlos
google-play:
  script:
    - do: launch
      expect: {status: NOT_SHARED}
YAML
"$E2E_BIN" check "$E2E_TMP/play.yaml" >"$E2E_TMP/check.out" 2>&1
check "check FILE: a Google file is valid (exit 0)" test "$?" = 0
check "check FILE: counts its Play steps" \
  grep -qx ".*play.yaml: ok (1 step on Google Play)" "$E2E_TMP/check.out"
"$E2E_BIN" run "$E2E_TMP/play.yaml" >/dev/null 2>"$E2E_TMP/fail.err"
check "run FILE: a failing Play expect exits 1" test "$?" = 1
check "run FILE: the failure names the step, line and values" grep -qF \
  "step 1 (launch, line 12): expect status: expected NOT_SHARED, actual SHARED" \
  "$E2E_TMP/fail.err"
sed 's/platforms: \[google-play\]/platforms: [google]/' "$E2E_TMP/play.yaml" >"$E2E_TMP/bad.yaml"
"$E2E_BIN" check "$E2E_TMP/bad.yaml" 2>"$E2E_TMP/bad.err"
check "check FILE: an unknown platform exits 1" test "$?" = 1
check "check FILE: the error has file, line and column" \
  grep -qF "bad.yaml:4:13: error: platforms[1]: expected a platform: apple or google-play" \
  "$E2E_TMP/bad.err"

# MARK: - refused where only Apple shows -------------------------------------------------------

for format in cast html svg png; do
  "$E2E_BIN" run play-brazil --format "$format" >"$E2E_TMP/$format.out" 2>"$E2E_TMP/$format.err"
  check "run --format $format: a Google scenario is refused (exit 64)" test "$?" = 64
  check "run --format $format: says why, writes nothing" bash -c \
    'grep -qF "play-brazil runs on Google Play; --format '"$format"' shows Apple scenarios only" "$1" &&
     test ! -s "$2"' _ "$E2E_TMP/$format.err" "$E2E_TMP/$format.out"
done

# The TUI opens Google scenarios (scripts/e2e/google-tui.sh).

finish
