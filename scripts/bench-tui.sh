#!/usr/bin/env bash
# Measures the TUI's speed in a private tmux server (not part of the tests):
#   (a) launch → first full frame, median of 20 launches (the app writes CLOCK_REALTIME after
#       its first refresh when AGETUI_BENCH_FIRST_FRAME_FILE is set; the launcher, a bash in the
#       pane, records the time just before it starts the app), beside its floor measured the
#       same way in the same run, interleaved: `sh -c 'echo …'` started by the same launcher,
#       which records the time again as soon as sh has printed its line and exited;
#       and end to end, as the issue measured it: from just before a tmux control-mode client
#       creates the session until tmux has read the frame's last line from the pane (tmux's own
#       start-up is in it; control mode reports output as tmux reads it, so nothing polls),
#       beside `sh -c 'echo …'` timed the same way and a peer that draws the same picture
#       without computing it: `cat` of the app's first frame, byte for byte;
#   (b) key handled and drawn: inside the app, from reading a key to the end of its refresh
#       (AGETUI_BENCH_KEY_FILE), median and p95 for three kinds of key, with the medians of its
#       three parts (the update, building the frame, the terminal's drawing), and end to end,
#       from tmux send-keys until capture-pane shows the change;
#   (c) bytes written to the terminal per key step (tmux pipe-pane) against the first full frame.
# The key steps, at 120×40 on the default scenario (texas-teen):
#   move      j/k in Settings: the selection and the spelt-out row above the list change;
#   focus     Tab / Shift-Tab between Settings and Timeline: two borders and the footer's Enter hint;
#   simulate  Enter on "Open Landmarks", then u: a simulation step (12 trace entries, the
#             age-range request, every pane redrawn under the new banner) and its undo (the
#             state kept for the walkthrough's start, the banner gone).
#
# Usage: scripts/bench-tui.sh BINARY [ARGS...]    (ARGS default to none: the default scenario)
#   For numbers that mean something, build with `make release` first.
set -uo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-tui.sh BINARY [ARGS...]  (BINARY must be an executable)" >&2
  exit 64
fi
E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
E2E_ARGS=("$@")

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"
bench_start


# launch SESSION: starts the app with the bench probes on, recording the time just before it.
launch() {
  local dir="$E2E_TMP/$1"
  mkdir -p "$dir"
  local command
  command="$(printf '%q ' "$E2E_BIN" "${E2E_ARGS[@]}")"
  E2E_DIR="$dir"
  e2e_tmux new-session -d -s "$1" -x 120 -y 40 \
    "export AGETUI_BENCH_FIRST_FRAME_FILE=$dir/first; \
     printf '%s\n' \"\${EPOCHREALTIME/./}000\" >$dir/start; $command"
  E2E_SESSION="$1"
}

# launch_floor SESSION: the floor of (a), measured the same way: the same launcher starts
# `sh -c 'echo …'` and records the time once sh has printed its line and exited (so the floor
# also holds sh's exit, which the app's figure does not).
launch_floor() {
  local dir="$E2E_TMP/$1"
  mkdir -p "$dir"
  E2E_DIR="$dir"
  e2e_tmux new-session -d -s "$1" -x 120 -y 40 \
    "printf '%s\n' \"\${EPOCHREALTIME/./}000\" >$dir/start; \
     sh -c 'echo AgeTUI — texas-teen'; printf '%s\n' \"\${EPOCHREALTIME/./}000\" >$dir/first; \
     sleep 5"
  E2E_SESSION="$1"
}

# MARK: - (a) first frame, and its floor in the same run
first=()
floor=()
# wait_first: waits for the run's end time; prints the nanoseconds from start to it.
wait_first() {
  local deadline=$(($(now_ms) + 5000))
  until [ -s "$E2E_DIR/first" ] || [ "$(now_ms)" -ge "$deadline" ]; do sleep 0.01; done
  if [ -s "$E2E_DIR/first" ]; then echo $(($(cat "$E2E_DIR/first") - $(cat "$E2E_DIR/start"))); fi
}
# The peer: the app's first frame as it reached the terminal, set-up codes included, recorded
# once, so `cat` can draw the same picture without computing it.
record_first_frame "$E2E_TMP/first-frame"
shown=()
shown_floor=()
shown_peer=()
for run in $(seq 1 20); do
  launch_floor "floor$run"
  floor+=($(wait_first))
  e2e_tmux kill-session -t "$E2E_SESSION" >/dev/null 2>&1
  launch "first$run"
  first+=($(wait_first))
  send q
  e2e_tmux kill-session -t "$E2E_SESSION" >/dev/null 2>&1
  shown_floor+=($(end_to_end "shown_floor$run" "AgeTUI bench" "sh -c 'echo AgeTUI bench; sleep 5'"))
  shown_peer+=($(end_to_end "shown_peer$run" "save SVG" \
    "sh -c $(printf '%q' "cat $(printf '%q' "$E2E_TMP/first-frame"); sleep 5")"))
  shown+=($(end_to_end "shown$run" "save SVG" \
    "$(printf '%q ' env "XDG_STATE_HOME=$XDG_STATE_HOME" "$E2E_BIN" "${E2E_ARGS[@]}")"))
done
first_median="$(printf '%s\n' "${first[@]}" | median | ms)"
first_max="$(printf '%s\n' "${first[@]}" | sort -n | tail -1 | ms)"
floor_median="$(printf '%s\n' "${floor[@]}" | median | ms)"
floor_max="$(printf '%s\n' "${floor[@]}" | sort -n | tail -1 | ms)"
first_ratio="$(awk -v a="$first_median" -v b="$floor_median" 'BEGIN { printf "%.2f", a / b }')"
shown_median="$(printf '%s\n' "${shown[@]}" | median | ms)"
shown_floor_median="$(printf '%s\n' "${shown_floor[@]}" | median | ms)"
shown_ratio="$(awk -v a="$shown_median" -v b="$shown_floor_median" 'BEGIN { printf "%.2f", a / b }')"
shown_peer_median="$(printf '%s\n' "${shown_peer[@]}" | median | ms)"
shown_peer_ratio="$(awk -v a="$shown_peer_median" -v b="$shown_floor_median" 'BEGIN { printf "%.2f", a / b }')"
shown_to_peer="$(awk -v a="$shown_median" -v b="$shown_peer_median" 'BEGIN { printf "%.2f", a / b }')"

# MARK: - (b) and (c): key steps
# start_app records the pane's output from before the app starts, so the first frame counts
# in full: that is the full-repaint figure the key steps are compared with.
start_app 120 40 "AGETUI_BENCH_KEY_FILE=$E2E_TMP/keys"
settle() {
  local last=-1 current stable=0
  while [ "$stable" -lt 4 ]; do
    current="$(output_bytes)"
    if [ "$current" = "$last" ]; then stable=$((stable + 1)); else stable=0; fi
    last="$current"
    sleep 0.02
  done
  echo "$current"
}
wait_for "q quit" 5000 >/dev/null
wait_for "┌ Timeline" 5000 >/dev/null
full_repaint="$(settle)"

# steps KIND COUNT KEY1 TEXT1 KEY2 TEXT2: COUNT key presses alternating KEY1 and KEY2, each
# waited for until TEXT shows; fills latency_KIND, bytes_KIND and the in-app times keys_KIND.
steps() {
  local kind="$1" count="$2" step key expect before t0 t1
  local latency=() bytes=()
  : >"$E2E_TMP/keys"
  for step in $(seq 1 "$count"); do
    if [ $((step % 2)) = 1 ]; then key="$3" expect="$4"; else key="$5" expect="$6"; fi
    before="$(settle)"
    t0="${EPOCHREALTIME/./}"
    send "$key"
    wait_for "$expect" 3000 >/dev/null || echo "bench: \"$expect\" did not appear after $key" >&2
    t1="${EPOCHREALTIME/./}"
    latency+=($(((t1 - t0) * 1000)))
    bytes+=($(($(settle) - before)))
  done
  printf '%s\n' "${latency[@]}" >"$E2E_TMP/latency_$kind"
  printf '%s\n' "${bytes[@]}" >"$E2E_TMP/bytes_$kind"
  cp "$E2E_TMP/keys" "$E2E_TMP/keys_$kind"
}

send 3
wait_for "┏ ▶ Settings" 3000 >/dev/null
steps move 20 j "▸ Landmarks: no cached answer" k "▸ Sharing: Ask First"
steps focus 20 Tab "┏ ▶ Timeline" BTab "┏ ▶ Settings"
send 1
wait_for "┏ ▶ Child device" 3000 >/dev/null
steps simulate 20 Enter "◐ WAITING Ask to Continue" u "○ CLOSED Home Screen"
send q
cat "$E2E_TMP"/keys_move "$E2E_TMP"/keys_focus "$E2E_TMP"/keys_simulate >"$E2E_TMP/keys_all"

# row LABEL VALUE: one table row, padded by display columns (printf pads by bytes).
row() {
  local pad=$((58 - $(printf '%s' "$1" | wc -L)))
  printf '%s%*s%s\n' "$1" "$pad" "" "$2"
}
in_app() {
  echo "$(median <"$E2E_TMP/keys_$1" | ms) ms (p95 $(p95 <"$E2E_TMP/keys_$1" | ms), p99 $(p99 <"$E2E_TMP/keys_$1" | ms) ms, $(wc -l <"$E2E_TMP/keys_$1") keys)"
}
row "measure" "result"
row "----------------------------------------------------------" "------------------------------"
row "(a) launch → first full frame, median" "$first_median ms (max $first_max ms, ${#first[@]} runs)"
row "(a) floor: launch → sh -c 'echo …' printed, median" \
  "$floor_median ms (max $floor_max ms, ${#floor[@]} runs)"
row "(a) first frame ÷ floor (medians)" "$first_ratio×"
row "(a) end to end: tmux -C new-session → tmux has the frame" "$shown_median ms (median of ${#shown[@]})"
row "(a) end to end floor: sh -c 'echo …' the same way" "$shown_floor_median ms (median of ${#shown_floor[@]})"
row "(a) end to end peer: cat of the same frame's bytes" \
  "$shown_peer_median ms (median of ${#shown_peer[@]}; $shown_peer_ratio× the floor)"
row "(a) end to end ÷ floor (medians)" "$shown_ratio×"
row "(a) end to end ÷ peer (medians)" "$shown_to_peer×"
# in_parts KIND: the medians of a key's parts (the probe's columns 2 to 4).
in_parts() {
  local update present terminal
  update="$(awk '{ print $2 }' "$E2E_TMP/keys_$1" | median | ms)"
  present="$(awk '{ print $3 }' "$E2E_TMP/keys_$1" | median | ms)"
  terminal="$(awk '{ print $4 }' "$E2E_TMP/keys_$1" | median | ms)"
  echo "update $update, present $present, terminal $terminal ms"
}
row "(b) key read → frame drawn, in the app, all keys" "$(in_app all)"
row "(b)   move selection (j/k in Settings)" "$(in_app move)"
row "(b)     its parts, medians" "$(in_parts move)"
row "(b)   change focus (Tab)" "$(in_app focus)"
row "(b)     its parts, medians" "$(in_parts focus)"
row "(b)   simulation step (Enter opens the app / u undoes)" "$(in_app simulate)"
row "(b)     its parts, medians" "$(in_parts simulate)"
row "(b) send-keys → visible in capture-pane, median" \
  "$(cat "$E2E_TMP"/latency_* | median | ms) ms (60 keys, includes tmux)"
row "(c) first full frame at 120×40 (with setup codes)" "$full_repaint bytes"
for kind in move focus simulate; do
  bytes="$(median <"$E2E_TMP/bytes_$kind")"
  row "(c) per key step: $kind, median" \
    "$bytes bytes ($(awk -v b="$bytes" -v f="$full_repaint" 'BEGIN { printf "%.0f", 100 * b / f }') % of the first frame)"
done
