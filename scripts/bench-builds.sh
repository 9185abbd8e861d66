#!/usr/bin/env bash
# What a build's flags buy at run time, for builds of the same sources side by side (the table
# in docs/performance.md, "Starting", comes from it): each binary's size, its first frame
# through tmux against `cat` of that same frame's bytes (end to end, as scripts/bench-tui.sh
# measures it: from just before tmux creates the session until tmux has read the frame's last
# line), and the user CPU of a full `explore` sweep on one thread. Runs are interleaved, so a
# load that changes during the run falls on every binary alike; compare ratios, not times.
#
# Usage: scripts/bench-builds.sh [-n RUNS] [-e] NAME=BINARY...
#   -n RUNS: first-frame launches per binary (default 15); -e: skip the explore sweep.
set -uo pipefail
runs=15
explore=1
while getopts 'n:e' option; do
  case "$option" in
    n) runs="$OPTARG" ;;
    e) explore=0 ;;
    *) exit 64 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
  echo "usage: scripts/bench-builds.sh [-n RUNS] [-e] NAME=BINARY..." >&2
  exit 64
fi
names=()
binaries=()
for pair in "$@"; do
  name="${pair%%=*}"
  binary="${pair#*=}"
  if [ "$name" = "$pair" ] || [ ! -x "$binary" ]; then
    echo "bench-builds: '$pair' is not NAME=BINARY with an executable BINARY" >&2
    exit 64
  fi
  names+=("$name")
  binaries+=("$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")")
done

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"
bench_start

# Each binary's own first frame, recorded once, is its peer's picture.
for i in "${!binaries[@]}"; do
  E2E_BIN="${binaries[$i]}"
  E2E_ARGS=()
  record_first_frame "$E2E_TMP/frame-$i"
done

declare -A shown=() peer=()
for run in $(seq 1 "$runs"); do
  for i in "${!binaries[@]}"; do
    peer[$i]+="$(end_to_end "peer$i-$run" "save SVG" \
      "sh -c $(printf '%q' "cat $(printf '%q' "$E2E_TMP/frame-$i"); sleep 5")") "
    shown[$i]+="$(end_to_end "app$i-$run" "save SVG" \
      "$(printf '%q ' env "XDG_STATE_HOME=$XDG_STATE_HOME" "${binaries[$i]}")") "
  done
done

printf '%-14s %12s %16s %14s %8s %16s\n' build "size (bytes)" "first frame (ms)" "cat peer (ms)" "÷ cat" "explore user (s)"
for i in "${!binaries[@]}"; do
  app_ms="$(printf '%s\n' ${shown[$i]} | median | ms)"
  peer_ms="$(printf '%s\n' ${peer[$i]} | median | ms)"
  ratio="$(awk -v a="$app_ms" -v b="$peer_ms" 'BEGIN { printf "%.2f", a / b }')"
  cpu="-"
  if [ "$explore" = 1 ]; then
    cpu="$( { /usr/bin/time -f '%U' "${binaries[$i]}" explore --jobs 1 >/dev/null; } 2>&1 | tail -1)"
  fi
  printf '%-14s %12s %16s %14s %8s %16s\n' "${names[$i]}" "$(stat -c %s "${binaries[$i]}")" \
    "$app_ms" "$peer_ms" "$ratio" "$cpu"
done
echo "# $runs launches each, interleaved; load average $(cut -d' ' -f1-3 /proc/loadavg)"
