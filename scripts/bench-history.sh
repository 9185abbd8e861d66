#!/usr/bin/env bash
# Measures how the TUI's history scales (not part of the tests), in a private tmux server at
# 120×40 on the default scenario:
#   (a) --resume of a journal of N actions (launch/close of the app, 12 trace entries each
#       launch): exec → first frame, median of 5 launches, for N = 1,000, 4,000 and 16,000,
#       beside a fresh start measured the same way in the same run; the journal's size;
#   (b) in the session resumed with 10,000 actions of history: key → frame inside the app
#       (j/k in Settings, m changes the sharing mode, u undoes it), median and p95;
#   (c) the app's peak memory (VmHWM) after (b);
#   (d)–(f) the same on Google Play's side, in the same run: --resume of journals of N Play
#       launch/close actions on play-change-approved, then m and u in a session resumed with
#       10,000 of them, and the peak memory after.
#
# Usage: scripts/bench-history.sh BINARY    (build it with `make release` first)
set -uo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-history.sh BINARY  (BINARY must be an executable)" >&2
  exit 64
fi
E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
E2E_ARGS=()

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
trap e2e_cleanup EXIT
trap 'exit 130' INT TERM HUP
if infocmp tmux-256color >/dev/null 2>&1; then term=tmux-256color; else term=screen; fi
export XDG_STATE_HOME="$E2E_TMP/state"
JOURNAL="$XDG_STATE_HOME/agetui/session.jsonl"
e2e_start_server "$term" || { echo "bench: could not start tmux" >&2; exit 1; }

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
p95() { sort -n | awk '{ v[NR] = $1 } END { i = int(NR * 0.95 + 0.5); if (i < 1) i = 1; print (NR ? v[i] : "n/a") }'; }
ms() { awk '{ printf "%.2f", $1 / 1000000 }'; }

# A fresh session writes the journal's first lines (the header and the scenario opened).
start_app 120 40
wait_for "q quit" 5000 >/dev/null
send j
wait_for "▸ Open" 5000 >/dev/null
send q
exited_with 0 >/dev/null
BASE="$E2E_TMP/base.jsonl"
head -n 2 "$JOURNAL" >"$BASE"

# records N LAUNCH CLOSE: N journal lines, LAUNCH and CLOSE in turn.
records() {
  awk -v n="$1" -v first="$2" -v second="$3" \
    'BEGIN { for (i = 0; i < n; i++) print (i % 2 == 0 ? first : second) }'
}

# journal N: the base journal plus N launch/close actions.
journal() {
  cp "$BASE" "$JOURNAL"
  records "$1" '{"perform":{"_0":{"launchApp":{"_0":"childPhone"}}}}' \
    '{"perform":{"_0":{"closeApp":{"_0":"childPhone"}}}}' >>"$JOURNAL"
}

# step_and_undo NAME CHANGED UNDONE...: m then u, 20 times, each waited for on screen (CHANGED
# after m, every UNDONE after u); the key → frame times go to keys_NAMEmode and keys_NAMEundo.
step_and_undo() {
  local name="$1" changed="$2" text
  shift 2
  : >"$E2E_TMP/keys"
  for _ in $(seq 1 20); do
    send m
    wait_for "$changed" 3000 >/dev/null
    send u
    for text in "$@"; do wait_for "$text" 3000 >/dev/null; done
  done
  awk 'NR % 2 == 1' "$E2E_TMP/keys" >"$E2E_TMP/keys_${name}mode"
  awk 'NR % 2 == 0' "$E2E_TMP/keys" >"$E2E_TMP/keys_${name}undo"
}

# first_frame ARGS...: exec → first frame in ms, median of 5 launches.
first_frame() {
  local times=() run dir command
  for run in 1 2 3 4 5; do
    dir="$E2E_TMP/first-$RANDOM"
    mkdir -p "$dir"
    [ -n "${JOURNAL_ACTIONS:-}" ] && "${JOURNAL_MAKER:-journal}" "$JOURNAL_ACTIONS"
    command="$(printf '%q ' "$E2E_BIN" "$@")"
    e2e_tmux new-session -d -s first -x 120 -y 40 \
      "export AGETUI_BENCH_FIRST_FRAME_FILE=$dir/first; \
       printf '%s\n' \"\${EPOCHREALTIME/./}000\" >$dir/start; exec $command"
    local deadline=$(($(now_ms) + 20000))
    until [ -s "$dir/first" ] || [ "$(now_ms)" -ge "$deadline" ]; do sleep 0.01; done
    [ -s "$dir/first" ] && times+=($(($(cat "$dir/first") - $(cat "$dir/start"))))
    e2e_tmux send-keys -t first q
    e2e_tmux kill-session -t first >/dev/null 2>&1
  done
  printf '%s\n' "${times[@]}" | median | ms
}

row() {
  local pad=$((62 - $(printf '%s' "$1" | wc -L)))
  printf '%s%*s%s\n' "$1" "$pad" "" "$2"
}
row "measure" "result"
row "--------------------------------------------------------------" "------------------------------"
row "(a) fresh start: exec → first frame, median" "$(JOURNAL_ACTIONS='' first_frame) ms"
for n in 1000 4000 16000; do
  size=$(journal "$n"; wc -c <"$JOURNAL")
  row "(a) --resume of $n actions: exec → first frame, median" \
    "$(JOURNAL_ACTIONS=$n first_frame --resume) ms (journal $((size / 1024)) KiB)"
done

journal 10000
E2E_ARGS=(--resume)
start_app 120 40 "AGETUI_BENCH_KEY_FILE=$E2E_TMP/keys"
wait_for "Resumed texas-teen after 10000 actions" 20000 >/dev/null
send 3
wait_for "┏ ▶ Settings" 3000 >/dev/null
: >"$E2E_TMP/keys"
for _ in $(seq 1 20); do
  send j
  wait_for "▸ Landmarks:" 3000 >/dev/null
  send k
  wait_for "▸ Sharing:" 3000 >/dev/null
done
cp "$E2E_TMP/keys" "$E2E_TMP/keys_move"
step_and_undo "" "Sharing: Always Share" "Undid " "Sharing: Ask First"
# peak_memory: the running app's VmHWM in KiB.
peak_memory() {
  local pid app_pid
  pid="$(e2e_tmux list-panes -t "$E2E_SESSION" -F '#{pane_pid}')"
  app_pid="$(pgrep -P "$pid" -f "$(basename "$E2E_BIN")" | head -1)"
  awk '/VmHWM/ { print $2 }' "/proc/${app_pid:-0}/status" 2>/dev/null
}
peak="$(peak_memory)"
send q
exited_with 0 >/dev/null
in_app() {
  echo "$(median <"$E2E_TMP/keys_$1" | ms) ms (p95 $(p95 <"$E2E_TMP/keys_$1" | ms) ms, $(wc -l <"$E2E_TMP/keys_$1") keys)"
}
row "(b) 10,000 actions of history: move selection (j/k)" "$(in_app move)"
row "(b) 10,000 actions of history: m (a simulation step)" "$(in_app mode)"
row "(b) 10,000 actions of history: u (undo)" "$(in_app undo)"
row "(c) peak memory (VmHWM) after (b)" "$((${peak:-0} / 1024)) MiB"

# Google Play's side: a Google-only built-in's opening lines, then N actions as `play` records.
E2E_ARGS=(--scenario play-change-approved)
start_app 120 40
wait_for "q quit" 5000 >/dev/null
send q
exited_with 0 >/dev/null
head -n 2 "$JOURNAL" >"$E2E_TMP/play-base.jsonl"
play_journal() {
  cp "$E2E_TMP/play-base.jsonl" "$JOURNAL"
  records "$1" '{"play":{"_0":{"perform":{"_0":{"launch":{"_0":"child-iphone"}}}}}}' \
    '{"play":{"_0":{"perform":{"_0":{"close":{"_0":"child-iphone"}}}}}}' >>"$JOURNAL"
}
for n in 1000 4000 16000; do
  size=$(play_journal "$n"; wc -c <"$JOURNAL")
  row "(d) Google Play: --resume of $n actions → first frame, median" \
    "$(JOURNAL_MAKER=play_journal JOURNAL_ACTIONS=$n first_frame --resume) ms (journal $((size / 1024)) KiB)"
done

# The launches above end by killing their sessions: let their apps exit (and free the
# journal's lock) before the next one resumes it.
for _ in $(seq 1 200); do pgrep -f "$E2E_BIN --resume" >/dev/null || break; sleep 0.05; done
play_journal 10000
E2E_ARGS=(--resume)
start_app 120 40 "AGETUI_BENCH_KEY_FILE=$E2E_TMP/keys"
if ! wait_for "Resumed play-change-approved after 10000 actions" 60000 >/dev/null; then
  echo "bench: Google Play's session did not resume; its screen:" >&2
  e2e_tmux capture-pane -p -t "$E2E_SESSION" >&2
fi
step_and_undo play "sharing: Always share" "Undid set sharing always-share"
play_peak="$(peak_memory)"
send q
exited_with 0 >/dev/null
row "(e) Google Play, 10,000 actions of history: m (an action)" "$(in_app playmode)"
row "(e) Google Play, 10,000 actions of history: u (undo)" "$(in_app playundo)"
row "(f) Google Play: peak memory (VmHWM) after (e)" "$((${play_peak:-0} / 1024)) MiB"
