#!/usr/bin/env bash
# Google Play scenarios through the binary: `run` and `check` of Google built-ins and files,
# a failing expect's exit status, and the screen formats (cast, html, svg) drawing Google Play's
# side, with --store for a scenario on both stores.
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
  grep -qF "bad.yaml:4:13: error: platforms[1]: expected a platform: apple, google-play or amazon-appstore" \
  "$E2E_TMP/bad.err"

# MARK: - the screen formats draw Google Play's side ------------------------------------------

"$E2E_BIN" run play-brazil --format html >"$E2E_TMP/brazil.html" 2>"$E2E_TMP/html.err"
check "run --format html: a Google scenario's storyboard page (exit 0)" test "$?" = 0
steps=$("$E2E_BIN" run play-brazil | grep -c "^Step ")
check "run --format html: the start and one section per script step ($steps), each with two phones" \
  bash -c 'test "$(grep -o "<section class=\"step\"" "$1" | wc -l)" = "$(($2 + 1))" &&
    test "$(grep -o "<svg " "$1" | wc -l)" = "$((2 * ($2 + 1)))"' _ "$E2E_TMP/brazil.html" "$steps"
"$E2E_BIN" run texas-teen-both-stores --format html >"$E2E_TMP/both.html"
check "run texas-teen-both-stores --format html: both stores' steps on one page" \
  bash -c 'grep -qF "<h2 class=\"store\">Apple&#39;s steps</h2>" "$1" &&
    grep -qF "<h2 class=\"store\">Google Play&#39;s steps</h2>" "$1"' _ "$E2E_TMP/both.html"
"$E2E_BIN" run play-change-approved --format svg --step 5 --size 80x24 >"$E2E_TMP/step5.svg"
check "run --format svg --step 5: the Play shell's screen after step 5" \
  grep -qF "play-change-approved on Google Play after step 5" "$E2E_TMP/step5.svg"
check "run --format svg --step 5: shows what Play console and Family Link show" \
  bash -c 'grep -qF "Family Link" "$1" && grep -qF "PENDING" "$1"' _ "$E2E_TMP/step5.svg"
"$E2E_BIN" run play-change-approved --format cast --size 80x24 >"$E2E_TMP/play.cast"
check "run --format cast: a marker per Play script step" \
  test "$(grep -c '"m", "step ' "$E2E_TMP/play.cast")" = 7
"$E2E_BIN" run texas-teen-both-stores --format svg --store google-play >"$E2E_TMP/both.svg"
check "run --store google-play: a two-store scenario's Play side" \
  grep -qF "texas-teen-both-stores on Google Play" "$E2E_TMP/both.svg"
"$E2E_BIN" run texas-teen-both-stores --format svg >"$E2E_TMP/both-apple.svg"
check "run texas-teen-both-stores --format svg: Apple's side by default" \
  bash -c '! grep -qF "on Google Play" "$1" && test -s "$1"' _ "$E2E_TMP/both-apple.svg"
for args in "play-brazil --format svg --devices" "play-brazil --format svg --step 99" \
  "play-brazil --format html --step 1" "texas-teen --format svg --store google-play" \
  "play-brazil --store apple --format html" "play-brazil --store google-play"; do
  # shellcheck disable=SC2086
  "$E2E_BIN" run $args >"$E2E_TMP/usage.out" 2>"$E2E_TMP/usage.err"
  status=$?
  check "run $args: a usage error (64) that says why, nothing on stdout" \
    bash -c 'test "$1" = 64 && grep -q "^Error: " "$2" && test ! -s "$3"' _ "$status" \
    "$E2E_TMP/usage.err" "$E2E_TMP/usage.out"
done

# The TUI opens Google scenarios (scripts/e2e/google-tui.sh).

finish
