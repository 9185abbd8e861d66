#!/usr/bin/env bash
# The developer's backend receives what the stores send (issue 45, docs/delivery.md):
# agetui-deliver posts the simulated App Store's RESCIND_CONSENT to a real HTTP server on
# loopback (scripts/e2e/delivery-server.py), from a TUI session it follows and from a headless
# run's report, and Apple's own app-store-server-library (SignedDataVerifier, from PyPI, in a
# virtual environment under .build/venv-delivery) verifies every notification received, for
# Sandbox and Production. Then the faults: the server down (retried, nothing lost), a 500, a
# server that never answers (timeout), a bad URL (exit 64), a tampered key file (clear error,
# a new root only with --new-root), two followers at once; and Google Play's revocation CSV.
#
# Usage: scripts/e2e/delivery.sh BINARY [ARGS...]. agetui-deliver is taken from beside BINARY,
# or built there with scripts/build-test.sh --product agetui-deliver.
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

DELIVER="$(dirname "$E2E_BIN")/agetui-deliver"
if [ ! -x "$DELIVER" ]; then
  echo "# building agetui-deliver (scripts/build-test.sh --product agetui-deliver)"
  (cd "$E2E_ROOT" && scripts/build-test.sh --product agetui-deliver) >"$E2E_TMP/build.log" 2>&1 || {
    fail "agetui-deliver builds" "$(tail -20 "$E2E_TMP/build.log")"
    finish
    exit 1
  }
fi

# Apple's verifier, pinned to the version the reference checked (§9.3).
VENV="$E2E_ROOT/.build/venv-delivery"
if ! "$VENV/bin/python" -c 'import appstoreserverlibrary' 2>/dev/null; then
  echo "# installing app-store-server-library into $VENV"
  { python3 -m venv "$VENV" && "$VENV/bin/pip" install --quiet 'app-store-server-library==3.1.2'; } \
    >"$E2E_TMP/pip.log" 2>&1 || {
    fail "Apple's app-store-server-library installs" "$(tail -20 "$E2E_TMP/pip.log")"
    finish
    exit 1
  }
fi
PYTHON="$VENV/bin/python"
SERVER_SCRIPT="$E2E_ROOT/scripts/e2e/delivery-server.py"
VERIFY_SCRIPT="$E2E_ROOT/scripts/e2e/delivery-verify.py"
BUNDLE=com.example.landmarks
APP_APPLE_ID=1234567890

# Every process this file starts in the background, stopped at exit (each by its own PID).
STARTED=()
stop_started() {
  local pid
  for pid in "${STARTED[@]}"; do kill "$pid" 2>/dev/null; done
  e2e_cleanup
}
trap stop_started EXIT

# start_server NAME [PORT]: starts delivery-server.py recording into $E2E_TMP/NAME.records,
# answering as $E2E_TMP/NAME.mode says; sets SERVER_PID and PORT.
start_server() {
  local name="$1" port="${2:-0}"
  rm -f "$E2E_TMP/$name.port"
  "$PYTHON" "$SERVER_SCRIPT" --records "$E2E_TMP/$name.records" --port "$port" \
    --port-file "$E2E_TMP/$name.port" --mode-file "$E2E_TMP/$name.mode" \
    2>>"$E2E_TMP/$name.server.log" &
  SERVER_PID=$!
  STARTED+=("$SERVER_PID")
  wait_file "$E2E_TMP/$name.port" || return 1
  PORT="$(cat "$E2E_TMP/$name.port")"
}

# wait_file FILE [SECONDS]: waits until FILE exists.
wait_file() {
  local deadline=$(($(now_ms) + ${2:-10} * 1000))
  while [ ! -s "$1" ]; do
    [ "$(now_ms)" -lt "$deadline" ] || return 1
    sleep 0.02
  done
}

# wait_lines FILE COUNT [SECONDS]: waits until FILE has at least COUNT lines.
wait_lines() {
  local deadline=$(($(now_ms) + ${3:-10} * 1000))
  while [ "$(cat "$1" 2>/dev/null | wc -l)" -lt "$2" ]; do
    [ "$(now_ms)" -lt "$deadline" ] || return 1
    sleep 0.02
  done
}

# wait_grep PATTERN FILE [SECONDS]: waits until FILE has a line matching PATTERN (fixed).
wait_grep() {
  local deadline=$(($(now_ms) + ${3:-10} * 1000))
  until grep -qF -- "$1" "$2" 2>/dev/null; do
    [ "$(now_ms)" -lt "$deadline" ] || return 1
    sleep 0.02
  done
}

# verify NAME ENVIRONMENT: Apple's verifier accepts every notification NAME's server received.
verify() {
  local id=""
  [ "$2" = Production ] && id="$APP_APPLE_ID"
  E2E_DETAIL="$("$PYTHON" "$VERIFY_SCRIPT" "$E2E_TMP/$1.records" "$E2E_TMP/$1.root.der" "$2" \
    "$BUNDLE" $id 2>&1)"
  local status=$?
  echo "$E2E_DETAIL" >"$E2E_TMP/$1.verified"
  return $status
}

# deliver STATE ARGS...: runs agetui-deliver with XDG_STATE_HOME=$E2E_TMP/STATE.
deliver() {
  local state="$1"
  shift
  XDG_STATE_HOME="$E2E_TMP/$state" "$DELIVER" "$@"
}

# export_root STATE NAME: exports STATE's root as NAME.root.der for the verifier.
export_root() {
  deliver "$1" export-root --der "$E2E_TMP/$2.root.der" --pem "$E2E_TMP/$2.root.pem" 2>/dev/null
}

"$E2E_BIN" run revoked-consent --format json >"$E2E_TMP/revoked.json"
"$E2E_BIN" run texas-teen-both-stores --format json >"$E2E_TMP/both.json"
"$E2E_BIN" run amazon-revocation-report --format json >"$E2E_TMP/amazon.json"

# MARK: - headless run, Sandbox -------------------------------------------------------------

start_server sandbox
deliver s1 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" \
  >"$E2E_TMP/s1.out" 2>"$E2E_TMP/s1.err"
check "report: exits 0 once delivered" test $? = 0
check "report: one line per delivery, time, URL, status" grep -qE \
  "^20[0-9-]+T[0-9:]+Z  POST http://127.0.0.1:$PORT/apple  RESCIND_CONSENT 191ebc7b-6713-5f5d-846c-dad53637edc3 \(Sandbox\)  attempt 1: HTTP 200, delivered$" \
  "$E2E_TMP/s1.out"
check "report: the server received one POST" wait_lines "$E2E_TMP/sandbox.records" 1
check "first use: a test root was created and named" grep -q "created a test root in $E2E_TMP/s1/agetui/delivery" "$E2E_TMP/s1.err"
check "the root's private keys are the user's only" test "$(stat -c %a "$E2E_TMP/s1/agetui/delivery/root.key" "$E2E_TMP/s1/agetui/delivery/leaf.key" | sort -u)" = 600
check "no key is printed" bash -c "! grep -q 'PRIVATE KEY' '$E2E_TMP/s1.out' '$E2E_TMP/s1.err'"
export_root s1 sandbox
check "export-root writes PEM and DER" test -s "$E2E_TMP/sandbox.root.der" -a -s "$E2E_TMP/sandbox.root.pem"
check "Apple's SignedDataVerifier accepts it (Sandbox)" verify sandbox Sandbox
check "verified: RESCIND_CONSENT, its UUID" grep -qx \
  "verified 191ebc7b-6713-5f5d-846c-dad53637edc3 Sandbox RESCIND_CONSENT" "$E2E_TMP/sandbox.verified"
check "the delivery is in the report file" grep -q '"outcome":"delivered"' "$E2E_TMP/s1/agetui/delivery/report.jsonl"
deliver s1 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" \
  >"$E2E_TMP/s1b.out" 2>"$E2E_TMP/s1b.err"
check "the ledger: a delivered notification is not posted again" grep -q "was handled before (delivery/ledger.jsonl), so it is not posted again; --resend posts it" "$E2E_TMP/s1b.err"
check "the ledger: still one POST" test "$(wc -l <"$E2E_TMP/sandbox.records")" = 1
deliver s1 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" --resend \
  >"$E2E_TMP/s1c.out" 2>"$E2E_TMP/s1c.err"
check "--resend: posted again" test "$(wc -l <"$E2E_TMP/sandbox.records")" = 2

# MARK: - headless run, Production, from standard input ---------------------------------------

start_server production
deliver s2 report - --url "http://127.0.0.1:$PORT/apple" --environment Production \
  <"$E2E_TMP/revoked.json" >"$E2E_TMP/s2.out" 2>"$E2E_TMP/s2.err"
check "Production: delivered" grep -q "(Production)  attempt 1: HTTP 200, delivered" "$E2E_TMP/s2.out"
export_root s2 production
check "Apple's SignedDataVerifier accepts it (Production, appAppleId)" verify production Production
cp "$E2E_TMP/sandbox.root.der" "$E2E_TMP/foreign.root.der"
cp "$E2E_TMP/production.records" "$E2E_TMP/foreign.records"
check "a server trusting another root refuses it" bash -c "! '$PYTHON' '$VERIFY_SCRIPT' '$E2E_TMP/foreign.records' '$E2E_TMP/foreign.root.der' Production $BUNDLE $APP_APPLE_ID >/dev/null"
check "a server for another bundle ID refuses it" bash -c "! '$PYTHON' '$VERIFY_SCRIPT' '$E2E_TMP/production.records' '$E2E_TMP/production.root.der' Production com.example.other $APP_APPLE_ID >/dev/null"

# MARK: - the stores' revocation reports -----------------------------------------------------

deliver s3 report "$E2E_TMP/both.json" --url "http://127.0.0.1:$PORT/apple" \
  --reports-folder "$E2E_TMP/reports" >"$E2E_TMP/s3.out" 2>"$E2E_TMP/s3.err"
check "Play's CSV: header and the revoked install, UTF-8, one line each" test \
  "$(cat "$E2E_TMP/reports/google-play-revocations.csv")" = \
  "$(printf 'installId,revocationDate\n7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47,2026-09-14')"
check "report: it names the file it wrote, its rows and its day" grep -q \
  "wrote $E2E_TMP/reports/google-play-revocations.csv (1 row(s), as downloaded on 2026-09-14)" \
  "$E2E_TMP/s3.err"
# Amazon's run ends the day after the revocation, so that day's download lists it. Its files
# need no App Store server: without --url nothing is posted, and no test root is made.
deliver s3a report "$E2E_TMP/amazon.json" \
  --reports-folder "$E2E_TMP/reports" >"$E2E_TMP/s3a.out" 2>"$E2E_TMP/s3a.err"
check "Amazon's report, no --url: exit 0" test $? = 0
check "Amazon's report: its four columns, the revoked userId, REVOKED, no date" test \
  "$(cat "$E2E_TMP/reports/amazon-appstore-revocations.csv")" = \
  "$(printf 'user_id,app_asin,app_name,action\nhQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=,C00006M4PF,Landmarks,REVOKED')"
check "report: Amazon's run has no App Store notification, and says so" grep -q \
  "the run sent no App Store notification" "$E2E_TMP/s3a.err"
check "no --url: no test root is made" test ! -e "$E2E_TMP/s3a/agetui/delivery"
deliver s3a report "$E2E_TMP/revoked.json" \
  --reports-folder "$E2E_TMP/reports" >"$E2E_TMP/s3b.out" 2>"$E2E_TMP/s3b.err"
check "no --url: Apple's notification is named, not posted, exit 0" test $? = 0
check "no --url: it says the notification was not posted" grep -q \
  "the run sent 1 App Store notification(s); not posted (no --url)" "$E2E_TMP/s3b.err"
deliver s3a report "$E2E_TMP/revoked.json" >/dev/null 2>"$E2E_TMP/s3c.err"
check "neither --url nor --reports-folder: exit 64" test $? = 64
check "neither: it names both" grep -q \
  "give --url (where to POST the App Store's notifications), --reports-folder" "$E2E_TMP/s3c.err"

# MARK: - the TUI: a revocation reaches the server within a second ---------------------------

start_server tui
"$DELIVER" follow --url "http://127.0.0.1:$PORT/tui" >"$E2E_TMP/follow.out" 2>"$E2E_TMP/follow.err" &
FOLLOWER=$!
STARTED+=("$FOLLOWER")
check "follow: with no session it waits, saying so" wait_grep \
  "no AgeTUI session is running in $XDG_STATE_HOME/agetui; waiting for one" "$E2E_TMP/follow.err"
"$DELIVER" follow --url "http://127.0.0.1:$PORT/tui" --seconds 5 >"$E2E_TMP/second.out" 2>"$E2E_TMP/second.err"
check "two followers: the second refuses, exit 1" test $? = 1
check "two followers: it names the first" grep -q "another agetui-deliver (PID $FOLLOWER) is already delivering" "$E2E_TMP/second.err"
E2E_ARGS=(--scenario revoked-consent)
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
check "follow: it follows the session" wait_grep "following the session" "$E2E_TMP/follow.err"
# revoked-consent's fifth step is the revocation: launch, ask, send, approve, revoke.
for step in 1 2 3 4; do
  send n
  wait_for "script $step/10" >/dev/null
done
sleep 0.5
check "follow: nothing is sent before the revocation" test ! -s "$E2E_TMP/tui.records"
pressed="$(now_ms)"
send n
check "follow: the revocation reaches the server" wait_lines "$E2E_TMP/tui.records" 1 5
# The server's clock and this shell's are the same clock; no record counts as never.
received="$(python3 -c 'import json,sys; print(int(json.loads(open(sys.argv[1]).readline())["time"]*1000))' \
  "$E2E_TMP/tui.records" 2>/dev/null || echo $((pressed + 999999)))"
check "follow: within a second of the key ($((received - pressed)) ms)" test $((received - pressed)) -lt 1000
export_root state tui
check "Apple's SignedDataVerifier accepts the TUI's notification" verify tui Sandbox
check "the screen line names the delivery" wait_grep "/tui  RESCIND_CONSENT" "$E2E_TMP/follow.out"
send q
kill "$FOLLOWER" 2>/dev/null
wait "$FOLLOWER" 2>/dev/null

# Google Play's side of a session: the CSV is rewritten as its revocation appears. The
# stores' console files alone need no --url.
"$DELIVER" follow --reports-folder "$E2E_TMP/tui-reports" \
  >"$E2E_TMP/follow2.out" 2>"$E2E_TMP/follow2.err" &
STARTED+=("$!")
check "follow, no --url: it says nothing is posted" wait_grep \
  "(no --url: App Store notifications are not posted)" "$E2E_TMP/follow2.err"
E2E_ARGS=(--scenario texas-teen-both-stores)
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "both stores: o shows Google Play's side" o -- "┏ ▶ Android · Landmarks"
check "follow: Play's CSV is written with its header" wait_grep "installId,revocationDate" \
  "$E2E_TMP/tui-reports/google-play-revocations.csv"
for step in 1 2 3 4 5; do
  send n
  wait_for "script $step/5" >/dev/null
done
check "follow: Play's revocation appears in the CSV" wait_grep \
  "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47,2026-09-14" "$E2E_TMP/tui-reports/google-play-revocations.csv"
send q

# Amazon Appstore's side: its report is written with its header, and lists the revocation the
# day after it, as the Developer Console's daily refresh does.
E2E_ARGS=(--scenario amazon-revocation-report)
start_app 120 40
wait_for "script 0/6" >/dev/null
check "follow: Amazon's report is written with its header" wait_grep \
  "user_id,app_asin,app_name,action" "$E2E_TMP/tui-reports/amazon-appstore-revocations.csv"
press "amazon: n launches" n -- "script 1/6"
press "amazon: n: the parent revokes consent" n -- "consent revoked · script 2/6"
press "amazon: n: she tries again" n -- "script 3/6"
sleep 0.5
check "follow: the day of the revocation, the report lists nothing yet" test \
  "$(cat "$E2E_TMP/tui-reports/amazon-appstore-revocations.csv")" = "user_id,app_asin,app_name,action"
press "amazon: n: a day passes" n -- "2026-09-15 · US-TX"
check "follow: the next day's report lists the revocation" wait_grep \
  "hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=,C00006M4PF,Landmarks,REVOKED" \
  "$E2E_TMP/tui-reports/amazon-appstore-revocations.csv"
check "follow: it says which file it wrote, and as of which day" wait_grep \
  "amazon-appstore-revocations.csv (1 row(s), as downloaded on 2026-09-15)" "$E2E_TMP/follow2.err"
send q

# MARK: - faults ------------------------------------------------------------------------------

# The server down: the first attempt is refused, the retry (2 s later at --retry-scale 2)
# reaches the server started in between; nothing is lost.
start_server down
down_port="$PORT"
kill "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null
deliver s4 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$down_port/apple" \
  --environment Production --retry-scale 2 >"$E2E_TMP/s4.out" 2>"$E2E_TMP/s4.err" &
down_deliver=$!
STARTED+=("$down_deliver")
check "server down: the attempt fails, a retry is scheduled" wait_grep \
  "attempt 1: connection refused, not delivered; attempt 2 at" "$E2E_TMP/s4.out"
start_server down "$down_port"
wait "$down_deliver"
check "server down: the retry delivers, exit 0" test $? = 0
check "server down: attempt 2 delivered" grep -q "attempt 2: HTTP 200, delivered" "$E2E_TMP/s4.out"
export_root s4 down
check "server down: nothing lost, verified" verify down Production

# A 500, then the server mends: the retry delivers.
echo 500 >"$E2E_TMP/error.mode"
start_server error
deliver s5 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" \
  --environment Production --retry-scale 1 >"$E2E_TMP/s5.out" 2>"$E2E_TMP/s5.err" &
error_deliver=$!
STARTED+=("$error_deliver")
check "500: not delivered, retried" wait_grep "attempt 1: HTTP 500, not delivered; attempt 2 at" "$E2E_TMP/s5.out"
echo ok >"$E2E_TMP/error.mode"
wait "$error_deliver"
check "500: the retry delivers" grep -q "attempt 2: HTTP 200, delivered" "$E2E_TMP/s5.out"
check "500: the server saw the notification twice" test "$(wc -l <"$E2E_TMP/error.records")" = 2
check "500: both posts carry the same signed payload" test \
  "$(python3 -c 'import json,sys; print(len({json.loads(l)["body"] for l in open(sys.argv[1])}))' "$E2E_TMP/error.records")" = 1

# Sandbox sends once: a 500 loses the notification, as the App Store's sandbox does.
echo 500 >"$E2E_TMP/lost.mode"
start_server lost
deliver s6 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" \
  >"$E2E_TMP/s6.out" 2>"$E2E_TMP/s6.err"
check "Sandbox 500: exit 1" test $? = 1
check "Sandbox 500: no attempt left" grep -q "attempt 1: HTTP 500, not delivered; no attempt left, the notification is lost" "$E2E_TMP/s6.out"

# A server that never answers: the timeout ends the attempt.
echo hang >"$E2E_TMP/hang.mode"
start_server hang
started_at="$(now_ms)"
deliver s7 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" --timeout 1 \
  >"$E2E_TMP/s7.out" 2>"$E2E_TMP/s7.err"
took=$(($(now_ms) - started_at))
check "hang: the attempt times out" grep -q "attempt 1: no answer (timed out), not delivered" "$E2E_TMP/s7.out"
check "hang: within the timeout and a little ($took ms)" test "$took" -lt 5000

# HTTPS: the server's certificate is checked against the system's trust store, as the App
# Store requires a trusted certificate; a self-signed one is refused, naming the problem.
if command -v openssl >/dev/null 2>&1; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 \
    -keyout "$E2E_TMP/tls.key" -out "$E2E_TMP/tls.pem" -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1" >/dev/null 2>&1
  "$PYTHON" "$SERVER_SCRIPT" --records "$E2E_TMP/tls.records" --port-file "$E2E_TMP/tls.port" \
    --tls-cert "$E2E_TMP/tls.pem" --tls-key "$E2E_TMP/tls.key" 2>>"$E2E_TMP/tls.server.log" &
  STARTED+=("$!")
  wait_file "$E2E_TMP/tls.port"
  deliver s10 report "$E2E_TMP/revoked.json" --url "https://127.0.0.1:$(cat "$E2E_TMP/tls.port")/apple" \
    >"$E2E_TMP/s10.out" 2>"$E2E_TMP/s10.err"
  check "https: an untrusted certificate is refused, exit 1" test $? = 1
  check "https: the line names the TLS problem" grep -q \
    "attempt 1: SSL certificate problem: self-signed certificate, not delivered" "$E2E_TMP/s10.out"
  check "https: nothing reached the handler" test ! -s "$E2E_TMP/tls.records"
fi

# Bad URLs: usage errors, exit 64, naming what is wrong.
deliver s8 report "$E2E_TMP/revoked.json" --url "ftp://127.0.0.1/apple" >/dev/null 2>"$E2E_TMP/s8.err"
check "ftp URL: exit 64" test $? = 64
check "ftp URL: names the scheme" grep -q "uses the scheme 'ftp'; the App Store posts over http or https only" "$E2E_TMP/s8.err"
deliver s8 follow --url "not a url" >/dev/null 2>"$E2E_TMP/s8b.err"
check "not a URL: exit 64" test $? = 64
check "not a URL: says so" grep -q "is not a URL" "$E2E_TMP/s8b.err"

# A tampered key file: a clear error, the root left alone; a new one only with --new-root.
before="$(sha256sum <"$E2E_TMP/s1/agetui/delivery/root.pem")"
echo "tampered" >"$E2E_TMP/s1/agetui/delivery/leaf.key"
deliver s1 report "$E2E_TMP/revoked.json" --url "http://127.0.0.1:$PORT/apple" >/dev/null 2>"$E2E_TMP/s9.err"
check "tampered key: exit 1" test $? = 1
check "tampered key: names the file and the way out" grep -q \
  "$E2E_TMP/s1/agetui/delivery/leaf.key is not a P-256 private key in PEM (damaged or edited?); to start over with a new test root run agetui-deliver with --new-root" \
  "$E2E_TMP/s9.err"
check "tampered key: the root is not replaced" test "$(sha256sum <"$E2E_TMP/s1/agetui/delivery/root.pem")" = "$before"
deliver s1 export-root --new-root --pem "$E2E_TMP/new.pem" 2>/dev/null
check "--new-root: a new root" test "$(sha256sum <"$E2E_TMP/s1/agetui/delivery/root.pem")" != "$before"

finish
