#!/usr/bin/env bash
# Replay is bounded (issue 42, rule 3): a journal record beyond what a scenario file allows
# (a Google Play change's description of a million characters) is set aside with a message and
# the first frame still comes at once; a hang-up or Ctrl-C stops a long --resume, leaving the
# journal as it was; a replay killed outright is replayed again rather than set aside; and
# `agetui notes` obeys q at once while the journal it follows grows by a burst of records.
#
# Usage: scripts/e2e/bounded-replay.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?
STATE="$XDG_STATE_HOME/agetui"
JOURNAL="$STATE/session.jsonl"

# journal_as_left: the journal is byte for byte the copy in $E2E_TMP/journal.copy, no marker of
# a replay is left, and nothing was set aside.
journal_as_left() {
  if ! cmp -s "$JOURNAL" "$E2E_TMP/journal.copy"; then
    E2E_DETAIL="the journal changed"
    return 1
  fi
  local left
  left="$(cd "$STATE" && ls session.jsonl.* 2>/dev/null | grep -v '^session.jsonl.lock$')"
  [ -z "$left" ] && return 0
  E2E_DETAIL="files left beside the journal: $left"
  return 1
}

# wait_file PATH [TIMEOUT_MS]: waits until PATH exists.
wait_file() {
  local deadline=$(($(now_ms) + ${2:-3000}))
  while [ ! -e "$1" ]; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="no $1; $(app_state)"
      return 1
    fi
    sleep 0.02
  done
}

# eventually COMMAND... : waits up to 30 s until COMMAND succeeds.
eventually() {
  local deadline=$(($(now_ms) + 30000))
  until "$@"; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="\`$*\` never succeeded; $(app_state)"
      return 1
    fi
    sleep 0.02
  done
}

# MARK: - a description of a million characters -------------------------------------------------

if "$E2E_BIN" scenarios 2>/dev/null | grep -q '^play-change-approved '; then
  rm -rf "$STATE"
  E2E_ARGS=("${BASE_ARGS[@]}" --scenario play-change-approved)
  start_app 120 40
  wait_for "┏ ▶ Android · Landmarks 2.0 · CLOSED" >/dev/null
  send q
  # A scenario on Google Play only: the journal is its header and Play's lines.
  check "huge record: a fresh session quits" exited_with 0
  printf '%s\n' '{"play":{"_0":{"jump":{"_0":1}}}}' >>"$JOURNAL"
  {
    printf '%s' '{"play":{"_0":{"perform":{"_0":{"declareChange":{"description":"'
    head -c 1000000 /dev/zero | tr '\0' x
    printf '%s\n' '","effective":"2026-09-08","id":"video-calling"}}}}}}'
  } >>"$JOURNAL"
  E2E_ARGS=("${BASE_ARGS[@]}" --resume)
  start_app 120 40
  check "huge record: --resume's first frame comes within 2 s" wait_for "script 1/7" 2000
  # The notice line shows the start of the message; standard error has it whole (below).
  check "huge record: it is set aside with the message" \
    wait_for "Warning: resumed 2 of 3 records; the journal as it was is kept in session.jsonl.set-aside-1: record 3 of 3 (line 4)"
  send q
  check "huge record: q quits" exited_with 0
  check "huge record: stderr says what was kept and why" stderr_matches \
    "^agetui: resumed 2 of 3 records; the journal as it was is kept in session.jsonl.set-aside-1: record 3 of 3 (line 4) declares change video-calling with a description that is 1000000 characters long (at most 200), so the replay stopped before it$"
  check "huge record: the journal as it was is kept" test -s "$STATE/session.jsonl.set-aside-1"
else
  pass "huge record: # SKIP this build has no Google built-ins (play-change-approved)"
fi

# MARK: - a long replay stops on a hang-up and on Ctrl-C -----------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}")
start_app 120 40
wait_for "q quit" 5000 >/dev/null
send q
exited_with 0 >/dev/null
# A hundred thousand launches and closes: far more than a replay finishes in a moment (about 2 s
# in a release build, 20 s in the test build), and read in about 2 s before the replay starts
# (400,000 took 9 s to read each of the three times below).
awk 'BEGIN { for (i = 0; i < 100000; i++) print (i % 2 == 0 \
  ? "{\"perform\":{\"_0\":{\"launchApp\":{\"_0\":\"child-iphone\"}}}}" \
  : "{\"perform\":{\"_0\":{\"closeApp\":{\"_0\":\"child-iphone\"}}}}") }' >>"$JOURNAL"
cp "$JOURNAL" "$E2E_TMP/journal.copy"

E2E_ARGS=("${BASE_ARGS[@]}" --resume)
start_app 120 40
check "long replay: --resume marks its replay" wait_file "$JOURNAL.resuming" 30000
pid="$(app_pid)"
[ -n "$pid" ] && kill -HUP "$pid"
check "long replay: a hang-up stops it at once (status 129)" exited_with 129 3000
check "long replay: after the hang-up the journal is as it was, no marker left" journal_as_left
check "long replay: stderr says the journal is unchanged" stderr_matches \
  "^agetui: the --resume of session.jsonl was interrupted after [0-9]* of [0-9]* records; session.jsonl is unchanged, and agetui --resume replays it again$"

start_app 120 40
check "long replay: --resume marks its replay again" wait_file "$JOURNAL.resuming" 30000
send C-c
check "long replay: Ctrl-C stops it at once (status 130)" exited_with 130 3000
check "long replay: after Ctrl-C the journal is as it was, no marker left" journal_as_left
check "long replay: the terminal is restored after Ctrl-C" terminal_restored

# Killed outright, the replay leaves its marker; the next --resume replays the journal again
# (its marker then says so) instead of setting it aside as a crash.
start_app 120 40
check "killed replay: --resume marks its replay" wait_file "$JOURNAL.resuming" 30000
pid="$(app_pid)"
[ -n "$pid" ] && kill -KILL "$pid"
wait_exit 3000 >/dev/null
start_app 120 40
again() { grep -qx again "$JOURNAL.resuming" 2>/dev/null; }
check "killed replay: the next --resume replays it again, marked as the second try" \
  eventually again
pid="$(app_pid)"
[ -n "$pid" ] && kill -HUP "$pid"
check "killed replay: the second try stops on a hang-up too" exited_with 129 3000
check "killed replay: nothing was set aside as a crash" journal_as_left

# MARK: - notes obey q during a burst -------------------------------------------------------------

rm -rf "$STATE"
E2E_ARGS=("${BASE_ARGS[@]}")
start_app 120 40
APP_SESSION="$E2E_SESSION"
APP_DIR="$E2E_DIR"
wait_for "q quit" 5000 >/dev/null
E2E_SESSION=""
E2E_ARGS=(notes)
start_app 100 30
check "notes burst: the notes follow the session" wait_for "Step 0/"
# About 20,000 records a second for ten seconds, as a session replaying a burst would write.
(
  for _ in $(seq 1 10); do
    awk 'BEGIN { for (i = 0; i < 20000; i++) print (i % 2 == 0 \
      ? "{\"perform\":{\"_0\":{\"launchApp\":{\"_0\":\"child-iphone\"}}}}" \
      : "{\"perform\":{\"_0\":{\"closeApp\":{\"_0\":\"child-iphone\"}}}}") }' >>"$JOURNAL"
    sleep 1
  done
) &
writer=$!
check "notes burst: they say they are catching up" wait_for "catching up with the session" 5000
send q
check "notes burst: q is obeyed at once" exited_with 0 1500
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null
E2E_SESSION="$APP_SESSION"
E2E_DIR="$APP_DIR"
send q
exited_with 0 >/dev/null

finish
