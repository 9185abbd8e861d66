#!/usr/bin/env bash
# Measures what a declared change costs in Google Play's pages (not part of the tests): the
# storyboard (`run --format html`) and the cast (`run --format cast`) beside the text report,
# in one run, interleaved. Two scenario files are written, the same Google Play world with a
# script of SHORT and of LONG steps (a launch, then one `declare-change` after another, each a
# new change effective in three months: each step adds a row to Play Console and a button to
# cancel it); each output is timed RUNS times (CPU time, see bench-lib.sh's run_micros), and the cost per step is
# the difference of the medians divided by the difference of the steps (so the process start,
# the parse and the page's fixed parts cancel out). Prints each format's time at both sizes,
# its cost per step, and how many times the long script's average step costs the short one's:
# pages that cost linear time keep that ratio near 1 (issue 42, item 8: it was about 10 for
# the storyboard at 500 steps against 50, as every screen laid out every change).
#
# Usage: scripts/bench-play-pages.sh BINARY [RUNS [SHORT LONG]]   (defaults: 3 runs, 50 and 500)
#   For numbers that mean something, build with `make release` first.
set -euo pipefail
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-play-pages.sh BINARY [RUNS [SHORT LONG]]" >&2
  exit 64
fi
binary="$1"
runs="${2:-3}"
short="${3:-50}"
long="${4:-500}"
directory="$(mktemp -d)"
trap 'rm -rf "$directory"' EXIT

# scenario STEPS: a valid Google Play scenario with a script of exactly STEPS steps.
scenario() {
  cat <<'YAML'
name: play-pages-bench
title: Many declared changes
summary: The developer declares one significant change after another in Play Console.
platforms: [google-play]
world:
  today: 2026-09-01
  region: US-TX
  person:
    name: Sofia
    birthdate: 2012-03-02
  parent: Carlos
google-play:
  script:
    - do: launch
YAML
  local step
  for ((step = 1; step < $1; step++)); do
    printf '    - do: {declare-change: change-%d "Change number %d." 2026-12-08}\n' "$step" "$step"
  done
}
scenario "$short" >"$directory/short.yaml"
scenario "$long" >"$directory/long.yaml"
"$binary" check "$directory/short.yaml" "$directory/long.yaml" >/dev/null


formats=(text html cast)
declare -A times
time_page_sizes "$binary" "$directory" "$runs" "${formats[@]}"

for format in "${formats[@]}"; do
  short_median="$(page_median "$format-short")"
  long_median="$(page_median "$format-long")"
  awk -v f="$format" -v s="$short_median" -v l="$long_median" -v a="$short" -v b="$long" 'BEGIN {
    printf "%-5s %3d steps %9.1f ms   %3d steps %9.1f ms   per step %8.1f µs   long/short per step %5.2f\n",
      f, a, s / 1000, b, l / 1000, (l - s) / (b - a), (l / b) / (s / a)
  }'
done
