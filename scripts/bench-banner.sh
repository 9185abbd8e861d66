#!/usr/bin/env bash
# Measures a walkthrough step (`n`, then `p` back) with the banner at each setting, at the
# presenter's 80×24 and at 120×40, inside the app (AGETUI_BENCH_KEY_FILE: from reading the key
# to the end of its refresh): median and p95 of 20 keys per setting, beside the same keys in a
# second binary when one is given (the build before a change, measured in the same run).
# Not part of the tests: speed is measured here, never asserted.
#
# Usage: scripts/bench-banner.sh BINARY [PEER_BINARY]   (build with `make release` first)
set -uo pipefail

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: scripts/bench-banner.sh BINARY [PEER_BINARY]" >&2
  exit 64
fi
binaries=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")")
if [ $# -ge 2 ]; then binaries+=("$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"); fi
E2E_ARGS=(--scenario sharing-modes)

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "$0")/bench-lib.sh"
bench_start


# measure BINARY WIDTH HEIGHT PRESSES: the in-app times of 20 keys (n, p, n, p, …) after
# pressing `b` PRESSES times; sets RESULT to "median p95" in ms. (Not through $(…): the tmux
# sessions e2e-lib counts must be counted in this shell.)
measure() {
  E2E_BIN="$1"
  local keys="$E2E_TMP/keys"
  rm -f "$XDG_STATE_HOME"/agetui/session.jsonl
  start_app "$2" "$3" "AGETUI_BENCH_KEY_FILE=$keys"
  wait_for "q quit" 5000 >/dev/null
  send n
  wait_for "script 1/" 3000 >/dev/null
  local press
  for press in $(seq 1 "$4"); do send b; done
  sleep 0.3
  : >"$keys"
  local step
  for step in $(seq 1 10); do
    send n
    wait_for "script 2/" 3000 >/dev/null || echo "bench: n did not reach step 2" >&2
    send p
    wait_for "script 1/" 3000 >/dev/null || echo "bench: p did not return to step 1" >&2
  done
  send q
  cut -d' ' -f1 <"$keys" >"$keys.total"
  RESULT="$(median <"$keys.total" | ms) $(p95 <"$keys.total" | ms)"
}

printf '%-10s %-9s %-22s %s\n' size banner "this build (median/p95)" "peer (median/p95)"
for size in 80x24 120x40; do
  width="${size%x*}" height="${size#*x}"
  # From each size's standard mode, `b` steps to the next one.
  if [ "$height" -lt 30 ]; then modes=(caption off full); else modes=(full caption off); fi
  for presses in 0 1 2; do
    measure "${binaries[0]}" "$width" "$height" "$presses"
    line="$RESULT"
    peer="-"
    if [ ${#binaries[@]} -gt 1 ]; then
      measure "${binaries[1]}" "$width" "$height" 0
      peer="$RESULT"
    fi
    printf '%-10s %-9s %-22s %s\n' "$size" "${modes[$presses]}" "$line ms" "$peer ms"
  done
done
