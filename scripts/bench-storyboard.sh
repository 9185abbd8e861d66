#!/usr/bin/env bash
# Measures what a walkthrough step costs in the HTML storyboard beside the text report, in one
# run, interleaved (not part of the tests). Two scenario files are written, the same world with
# a script of SHORT and of LONG steps (a child asks to message a new number, her mother
# approves, again and again: each step changes the screens and adds to the timeline); each
# output is timed RUNS times, interleaved (CPU time, see bench-lib.sh's run_micros), and the cost per step is the difference of the
# medians divided by the difference of the steps (so the process start, the parse and the
# page's fixed parts cancel out). Prints the cost per step of text, json and html and each
# one's ratio to text's.
#
# Usage: scripts/bench-storyboard.sh BINARY [RUNS [SHORT LONG]]   (defaults: 5 runs, 50 and 499)
#   For numbers that mean something, build with `make release` first.
set -euo pipefail
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-storyboard.sh BINARY [RUNS [SHORT LONG]]" >&2
  exit 64
fi
binary="$1"
runs="${2:-5}"
short="${3:-50}"
long="${4:-499}"
directory="$(mktemp -d)"
trap 'rm -rf "$directory"' EXIT

# scenario STEPS: a valid scenario file with a script of exactly STEPS steps.
scenario() {
  cat <<'YAML'
name: storyboard-bench
title: Many asks
summary: Zoe asks to message new numbers, and her mother approves each one.
world:
  today: 2026-09-14
  region: US
  person: {name: Zoe, age: 12, communication-limits: true}
  parent: Beth
  app:
    version: "1.0"
answers:
  age-range-prompt: share
  ask-parent: yes
script:
  - do: launch
YAML
  local step=1 ask=0
  while [ "$step" -lt "$1" ]; do
    printf '  - do: {ask-to-communicate: "+1 555 %04d"}\n    narration: Zoe asks again, number %d.\n' \
      "$ask" "$ask"
    step=$((step + 1))
    if [ "$step" -lt "$1" ]; then
      printf '  - do: {parent: approve-hour}\n'
      step=$((step + 1))
    fi
    ask=$((ask + 1))
  done
}
scenario "$short" >"$directory/short.yaml"
scenario "$long" >"$directory/long.yaml"
"$binary" check "$directory/short.yaml" "$directory/long.yaml" >/dev/null


formats=(text json html)
declare -A times
time_page_sizes "$binary" "$directory" "$runs" "${formats[@]}"

declare -A per_step
for format in "${formats[@]}"; do
  short_median="$(page_median "$format-short")"
  long_median="$(page_median "$format-long")"
  per_step[$format]="$(awk -v s="$short_median" -v l="$long_median" -v a="$short" -v b="$long" \
    'BEGIN { printf "%.1f", (l - s) / (b - a) }')"
  printf '%-5s %3d steps %8.1f ms   %3d steps %8.1f ms\n' "$format" "$short" \
    "$(awk -v t="$short_median" 'BEGIN { print t / 1000 }')" "$long" \
    "$(awk -v t="$long_median" 'BEGIN { print t / 1000 }')"
done
for format in "${formats[@]}"; do
  awk -v f="$format" -v p="${per_step[$format]}" -v t="${per_step[text]}" \
    'BEGIN { printf "%-5s per step %7.1f µs   %5.2f× text\n", f, p, p / t }'
done
