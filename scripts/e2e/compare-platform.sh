#!/usr/bin/env bash
# compare --by platform: Apple and Google Play side by side, moment by moment (issue 26 item 3);
# the usage errors; Apple-only scenarios' --by mode output untouched.
#
# Usage: scripts/e2e/compare-platform.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

OUT="$E2E_TMP/compare-platform.out"
ERR="$E2E_TMP/compare-platform.err"

"$E2E_BIN" compare texas-teen --by platform >"$OUT" 2>"$ERR"
check "--by platform on an Apple-only scenario exits 64" test $? = 64
check "--by platform: nothing on standard output" test ! -s "$OUT"
check "--by platform: the error says the scenario runs on Apple only and needs two or more stores" \
  grep -q '^Error: --by platform: texas-teen runs on Apple only; it needs two or more stores (platforms: \[apple, google-play, amazon-appstore\])\. Scenarios with two or more: ' "$ERR"
"$E2E_BIN" compare texas-teen --by platform --at 1 >"$OUT" 2>"$ERR"
check "--by platform with --at exits 64" test $? = 64
check "--by platform with --at: the error says why" \
  grep -q -- '--values and --at do not apply' "$ERR"
"$E2E_BIN" compare texas-teen --by mode --at last >"$OUT" 2>&1
check "--by mode still works beside --by platform" grep -q '^Compare texas-teen by sharing mode\|by sharing mode' "$OUT"
"$E2E_BIN" compare --help >"$OUT" 2>&1
check "compare --help names platform among --by's values" grep -q 'mode|region|os|sdk|consent|platform' "$OUT"

# The Texas teen on both stores, once the built-in exists (the scenarios helper adds it).
if "$E2E_BIN" scenarios 2>/dev/null | grep -q '^ *texas-teen-both-stores\b'; then
  "$E2E_BIN" compare texas-teen-both-stores --by platform >"$OUT" 2>&1
  check "both stores: exit 0" test $? = 0
  check "both stores: the header names the two stores" \
    grep -q '^moment  *Apple  *Google Play$' "$OUT"
  check "both stores: Texas shares automatically on Apple, SHARED on Play" \
    grep -q '^age  *shared automatically in Texas; 13–15,  *requestAgeSignalsAccess → SHARED;' "$OUT"
  check "both stores: RESCIND_CONSENT beside Play Console's CSV" \
    grep -q "^revocation  *RESCIND_CONSENT to the developer's" "$OUT"
  "$E2E_BIN" compare texas-teen-both-stores --by platform --format json >"$OUT" 2>&1
  check "both stores, json: the format" grep -q '"format": "agetui-compare-platforms"' "$OUT"
  "$E2E_BIN" compare texas-teen-both-stores --by platform --format markdown >"$OUT" 2>&1
  check "both stores, markdown: one row per moment" grep -q '^| age | shared automatically in Texas; 13–15, guardianDeclared | requestAgeSignalsAccess → SHARED; 13–15, TIER_B |$' "$OUT"
fi

finish
