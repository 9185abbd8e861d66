#!/usr/bin/env bash
# Runs scripts/bench-tui.sh on two builds in turn, ROUNDS times (default 2), so both are measured
# in the same conditions on a shared, noisy machine: compare the two columns of each round, not
# figures from different runs.
#
# Usage: scripts/bench-side-by-side.sh BEFORE AFTER [ROUNDS]   (two agetui binaries)
set -uo pipefail
if [ $# -lt 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
  echo "usage: scripts/bench-side-by-side.sh BEFORE AFTER [ROUNDS]  (two agetui binaries)" >&2
  exit 64
fi
here="$(dirname "$0")"
for round in $(seq 1 "${3:-2}"); do
  for binary in "$1" "$2"; do
    echo "== round $round: $binary (load $(cut -d' ' -f1-3 /proc/loadavg))"
    "$here/bench-tui.sh" "$binary"
  done
done
