#!/usr/bin/env bash
# Measures what the static PIE costs at start, beside another build of the same code, in one
# run, interleaved (not part of the tests): (a) `--version`, the mean per start over RUNS starts,
# median of ROUNDS rounds, as bench-start.sh measures it; (b) launch → first full frame in tmux at
# 120×40, as bench-tui.sh (a) measures it (the app writes CLOCK_REALTIME after its first refresh
# when AGETUI_BENCH_FIRST_FRAME_FILE is set; the launching bash records the time just before it
# starts the app), median of ROUNDS × 4 launches each; (c) with perf, the CPU time and page
# faults of `--version`. Prints the figures and NEW ÷ OLD.
#
# Usage: scripts/bench-pie.sh OLD NEW [RUNS [ROUNDS]]    (defaults: 200 runs, 7 rounds)
#   e.g. OLD linked with -no-pie, NEW with -static-pie, from the same objects
#   (docs/performance.md, "The static PIE").
set -uo pipefail

if [ $# -lt 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
  echo "usage: scripts/bench-pie.sh OLD NEW [RUNS [ROUNDS]]  (both must be executables)" >&2
  exit 64
fi
old="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
new="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
runs="${3:-200}"
rounds="${4:-7}"

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"
bench_start


# per_start BINARY: the mean microseconds per `BINARY --version` over $runs starts.
per_start() {
  local start end i
  start="${EPOCHREALTIME/./}"
  for ((i = 0; i < runs; i++)); do "$1" --version >/dev/null; done
  end="${EPOCHREALTIME/./}"
  echo $(((end - start) / runs))
}

# first_frame SESSION BINARY: nanoseconds from the launch to the first full frame (SESSION is
# new for every launch: it names the directory the times are written to).
first_frame() {
  local dir="$E2E_TMP/$1"
  mkdir -p "$dir"
  e2e_tmux new-session -d -s "$1" -x 120 -y 40 \
    "export AGETUI_BENCH_FIRST_FRAME_FILE=$dir/first; \
     printf '%s\n' \"\${EPOCHREALTIME/./}000\" >$dir/start; $(printf '%q' "$2")"
  local deadline=$(($(now_ms) + 5000))
  until [ -s "$dir/first" ] || [ "$(now_ms)" -ge "$deadline" ]; do sleep 0.01; done
  if [ -s "$dir/first" ]; then echo $(($(cat "$dir/first") - $(cat "$dir/start"))); fi
  e2e_tmux kill-session -t "$1" >/dev/null 2>&1
}

old_versions=()
new_versions=()
old_frames=()
new_frames=()
for ((round = 0; round < rounds; round++)); do
  old_versions+=("$(per_start "$old")")
  new_versions+=("$(per_start "$new")")
  for launch in 1 2 3 4; do
    old_frames+=("$(first_frame "old$round-$launch" "$old")")
    new_frames+=("$(first_frame "new$round-$launch" "$new")")
  done
done
old_version="$(printf '%s\n' "${old_versions[@]}" | median)"
new_version="$(printf '%s\n' "${new_versions[@]}" | median)"
old_frame="$(printf '%s\n' "${old_frames[@]}" | grep . | median)"
new_frame="$(printf '%s\n' "${new_frames[@]}" | grep . | median)"

# (c) CPU time and page faults of one `--version`, which other work on a shared machine does not
# lengthen as it does the wall clock (perf stat, mean of RUNS starts each; skipped without perf).
cpu() {
  perf stat -r "$runs" -x, -e task-clock,page-faults "$1" --version 2>&1 >/dev/null |
    awk -F, '/task-clock/ { t = $1 } /page-faults/ { f = $1 } END { printf "%.3f %d", t, f }'
}
cpu_line=""
if command -v perf >/dev/null 2>&1; then
  read -r old_cpu old_faults <<<"$(cpu "$old")"
  read -r new_cpu new_faults <<<"$(cpu "$new")"
  cpu_line="$(awk -v oc="$old_cpu" -v nc="$new_cpu" -v of="$old_faults" -v nf="$new_faults" \
    -v r="$runs" 'BEGIN { printf "(c) --version, CPU time (perf stat, mean of %d)          old %.2f ms  new %.2f ms  new ÷ old %.2f×  (page faults %d → %d)", r, oc, nc, nc / oc, of, nf }')"
fi

awk -v ov="$old_version" -v nv="$new_version" -v of="$old_frame" -v nf="$new_frame" \
  -v o="$old" -v n="$new" -v r="$runs" -v k="$rounds" 'BEGIN {
  printf "old  %s\nnew  %s\n", o, n
  printf "(a) --version, per start (median of %d rounds of %d)  old %.2f ms  new %.2f ms  new ÷ old %.2f×\n", k, r, ov / 1000, nv / 1000, nv / ov
  printf "(b) first frame at 120×40 (median of %d launches)    old %.2f ms  new %.2f ms  new ÷ old %.2f×\n", k * 4, of / 1e6, nf / 1e6, nf / of
}'
[ -z "$cpu_line" ] || echo "$cpu_line"
