#!/usr/bin/env bash
# The benchmark table of docs/performance.md (not part of the tests):
#   (a) the full `agetui explore` sweep: wall time, states/s, transitions/s;
#   (b) launch to first full frame in tmux, median of 20, for agetui beside `dialog --msgbox`,
#       `vim -u NONE -N` and the floor `sh -c 'echo …'`, all measured the same way in the same
#       run;
#   (c) bytes written to the terminal per key step beside a full repaint (from bench-tui.sh);
#   (d) peak memory (maximum resident set size) of the sweep and of a TUI session.
#
# Usage: scripts/bench.sh [BINARY]    (default: builds and uses .build/release/agetui)
# Installs dialog through apt-get when it is missing (scripts/ensure-deps.sh).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ $# -ge 1 ]; then
  BIN="$1"
else
  scripts/build-release.sh >&2 || exit 1
  BIN=.build/release/agetui
fi
[ -x "$BIN" ] || { echo "bench: $BIN is not an executable" >&2; exit 64; }
E2E_BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
E2E_ARGS=()
scripts/ensure-deps.sh dialog vim tmux time || exit 1

# shellcheck source=scripts/e2e-lib.sh
source scripts/e2e-lib.sh
# shellcheck source=scripts/bench-lib.sh
source scripts/bench-lib.sh
bench_start

row() {
  local pad=$((52 - $(printf '%s' "$1" | wc -L)))
  printf '%s%*s%s\n' "$1" "$pad" "" "$2"
}

# MARK: - (a) the sweep
"$E2E_BIN" explore --timing >/dev/null 2>"$E2E_TMP/timing" || true
timing="$(cat "$E2E_TMP/timing")"
sweep_seconds="$(sed -n 's/.* in \([0-9.]*\) s:.*/\1/p' <<<"$timing")"
states_per_second="$(sed -n 's/.*: \([0-9]*\) states\/s.*/\1/p' <<<"$timing")"
transitions_per_second="$(sed -n 's/.*, \([0-9]*\) transitions\/s.*/\1/p' <<<"$timing")"
sweep_wall_ms="$( { /usr/bin/time -f '%e %M' "$E2E_BIN" explore >/dev/null; } 2>&1 | tail -1)"
sweep_peak_kb="${sweep_wall_ms#* }"
sweep_wall="${sweep_wall_ms% *}"

# MARK: - (b) first frame, three programs, one method
# first_frame NAME TEXT COMMAND...: 20 launches in fresh 120×40 tmux sessions; each time is
# from just before `tmux new-session` until capture-pane shows TEXT (5 ms polling), so tmux's
# own start-up is in every number alike. Prints the median in milliseconds.
first_frame() {
  local name="$1" text="$2" run t0 times=()
  shift 2
  for run in $(seq 1 20); do
    E2E_SESSION="$name$run"
    t0="${EPOCHREALTIME/./}"
    e2e_tmux new-session -d -s "$E2E_SESSION" -x 120 -y 40 "$(printf '%q ' "$@")"
    local deadline=$(($(now_ms) + 5000))
    until capture | grep -qF -- "$text" || [ "$(now_ms)" -ge "$deadline" ]; do sleep 0.005; done
    times+=($(( ${EPOCHREALTIME/./} - t0 )))
    e2e_tmux kill-session -t "$E2E_SESSION" >/dev/null 2>&1
  done
  printf '%s\n' "${times[@]}" | median | awk '{ printf "%.1f", $1 / 1000 }'
}
agetui_first="$(first_frame agetui "q quit" env "XDG_STATE_HOME=$XDG_STATE_HOME" "$E2E_BIN")"
dialog_first="$(first_frame dialog "AgeTUI bench" dialog --msgbox "AgeTUI bench" 8 40)"
vim_first="$(first_frame vim "~" vim -u NONE -N)"
sh_first="$(first_frame sh "AgeTUI bench" sh -c 'echo AgeTUI bench')"

# MARK: - (c) bytes per key step, from bench-tui.sh
scripts/bench-tui.sh "$E2E_BIN" >"$E2E_TMP/tui" 2>&1
full="$(sed -n 's/^(c) first full frame.* \([0-9][0-9]*\) bytes$/\1/p' "$E2E_TMP/tui")"
step_bytes() { sed -n "s/^(c) per key step: $1, median *\([0-9][0-9.]*\) bytes$/\1/p" "$E2E_TMP/tui"; }

# MARK: - (d) peak memory of a TUI session
E2E_ARGS=()
tui_time="$E2E_TMP/tui.time"
E2E_SESSION="memory"
e2e_tmux new-session -d -s memory -x 120 -y 40 \
  "env XDG_STATE_HOME=$XDG_STATE_HOME /usr/bin/time -f %M -o $tui_time $(printf '%q' "$E2E_BIN")"
wait_for "q quit" 5000 >/dev/null
for key in Enter Enter Enter Enter 3 j j Enter 4 G u u r n n n n; do send "$key"; done
wait_for "step 4/4" 5000 >/dev/null
send q
deadline=$(($(now_ms) + 5000))
until [ -s "$tui_time" ] || [ "$(now_ms)" -ge "$deadline" ]; do sleep 0.02; done

percent() { awk -v part="$1" -v whole="$2" 'BEGIN { if (whole > 0) printf "%.0f %%", 100 * part / whole; else print "n/a" }'; }
row "measure" "result"
row "----------------------------------------------------" "------------------------------------"
row "(a) explore: full sweep, in the app" "${sweep_seconds:-n/a} s (${states_per_second:-?} states/s, ${transitions_per_second:-?} transitions/s)"
row "(a) explore: whole command, wall clock" "${sweep_wall:-n/a} s"
row "(b) first frame, median of 20: agetui" "$agetui_first ms"
row "(b) first frame, median of 20: dialog --msgbox" "$dialog_first ms"
row "(b) first frame, median of 20: vim -u NONE -N" "$vim_first ms"
row "(b) floor, median of 20: sh -c 'echo …'" "$sh_first ms"
row "(b) agetui ÷ floor" "$(awk -v a="$agetui_first" -v b="$sh_first" 'BEGIN { printf "%.2f×", a / b }')"
row "(c) full repaint at 120×40" "${full:-n/a} bytes"
for kind in move focus simulate; do
  bytes="$(step_bytes "$kind")"
  row "(c) key step: $kind, median" "${bytes:-n/a} bytes ($(percent "${bytes:-0}" "${full:-0}") of a full repaint)"
done
row "(d) peak memory: explore (full sweep)" "$((sweep_peak_kb / 1024)) MiB"
row "(d) peak memory: TUI session (18 keys)" "$(( $(cat "$tui_time" 2>/dev/null || echo 0) / 1024 )) MiB"
