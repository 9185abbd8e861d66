#!/usr/bin/env bash
# Measures process start: `agetui --version` against the floor of `/bin/true`, in the same run,
# interleaved (not part of the tests). Each round starts the floor RUNS times, then the binary
# RUNS times, from this bash, and takes the mean per start; the figures are the medians of
# ROUNDS rounds. Also prints the binary's size and whether it is stripped.
#
# Usage: scripts/bench-start.sh BINARY [RUNS [ROUNDS]]    (defaults: 200 runs, 5 rounds)
#   For numbers that mean something, build with `make release` first.
set -euo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-start.sh BINARY [RUNS [ROUNDS]]  (BINARY must be an executable)" >&2
  exit 64
fi
binary="$1"
runs="${2:-200}"
rounds="${3:-5}"
floor_command=/bin/true

# per_start COMMAND...: the mean microseconds per start of COMMAND over $runs starts.
per_start() {
  local start end i
  start="${EPOCHREALTIME/./}"
  for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
  end="${EPOCHREALTIME/./}"
  echo $(((end - start) / runs))
}
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

floors=()
versions=()
for ((round = 0; round < rounds; round++)); do
  floors+=("$(per_start "$floor_command")")
  versions+=("$(per_start "$binary" --version)")
done
floor="$(printf '%s\n' "${floors[@]}" | median)"
version="$(printf '%s\n' "${versions[@]}" | median)"

size="$(stat -c %s "$binary")"
stripped="not stripped"
if file "$binary" 2>/dev/null | grep -q ", stripped"; then stripped="stripped"; fi
awk -v s="$size" -v st="$stripped" -v f="$floor" -v v="$version" -v r="$runs" -v n="$rounds" \
  -v b="$binary" -v fc="$floor_command" 'BEGIN {
  printf "binary            %s: %d bytes (%.1f MiB), %s\n", b, s, s / 1048576, st
  printf "floor             %s: %.2f ms per start (median of %d rounds of %d)\n", fc, f / 1000, n, r
  printf "agetui --version  %.2f ms per start (median of %d rounds of %d)\n", v / 1000, n, r
  printf "ratio             %.2f× the floor; %.2f ms above it\n", v / f, (v - f) / 1000
}'
