#!/usr/bin/env bash
# issue 26 item 6: the full `agetui explore` sweep on Apple alone, on Google Play alone, on both
# platforms and on the three stores (issue 44: with Amazon Appstore), interleaved in one run so
# they share the machine's load; prints each one's median wall clock, user CPU and peak memory,
# the both ÷ Apple and three ÷ both ratios, and the per-case cost of each platform from the app's
# own `--timing` (docs/performance.md has the figures).
#
# Usage: scripts/bench-explore-platforms.sh [BINARY [RUNS]]
#   BINARY: default .build/release/agetui (make release builds it); RUNS: default 7.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-.build/release/agetui}"
RUNS="${2:-7}"
test -x "$BIN" || { echo "bench-explore-platforms: no executable at $BIN (make release)" >&2; exit 64; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

for _ in $(seq "$RUNS"); do
  for platforms in apple apple,google-play google-play apple,google-play,amazon-appstore; do
    /usr/bin/time -f '%e %U %M' -o "$TMP/time" "$BIN" explore --platforms "$platforms" --timing \
      >/dev/null 2>"$TMP/timing"
    # wall, user, peak KiB, then the app's own sweep line
    echo "$(cat "$TMP/time") $(tail -1 "$TMP/timing")" >>"$TMP/$platforms"
  done
done

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $RUNS runs each, interleaved"
for platforms in apple apple,google-play google-play apple,google-play,amazon-appstore; do
  wall=$(awk '{ print $1 }' "$TMP/$platforms" | median)
  user=$(awk '{ print $2 }' "$TMP/$platforms" | median)
  peak=$(awk '{ print $3 }' "$TMP/$platforms" | median)
  printf '%-18s wall %s s (min %s), user %s s, peak %s MiB\n' "$platforms" "$wall" \
    "$(awk '{ print $1 }' "$TMP/$platforms" | sort -n | head -1)" "$user" "$((peak / 1024))"
done
apple=$(awk '{ print $1 }' "$TMP/apple" | median)
both=$(awk '{ print $1 }' "$TMP/apple,google-play" | median)
awk -v a="$apple" -v b="$both" 'BEGIN { printf "both / apple (median wall): %.2f\n", b / a }'
three=$(awk '{ print $1 }' "$TMP/apple,google-play,amazon-appstore" | median)
awk -v b="$both" -v t="$three" 'BEGIN { printf "three / both (median wall): %.2f\n", t / b }'
# Per case: the sweep's own seconds (the app's --timing line) over its cases, from the runs of
# each platform alone.
# A platform alone prints `swept N cases (M worlds) on T threads in S s`, Apple's with its rates.
apple_sweeps=$(sed -n 's/.* swept \([0-9]*\) cases .* in \([0-9.]*\) s[:;].*/\1 \2/p' "$TMP/apple")
play_sweeps=$(sed -n 's/.* swept \([0-9]*\) cases .* in \([0-9.]*\) s[:;].*/\1 \2/p' "$TMP/google-play")
amazon_sweeps=$(sed -n 's/.*amazon-appstore \([0-9]*\) cases in \([0-9.]*\) s.*/\1 \2/p' \
  "$TMP/apple,google-play,amazon-appstore")
for pair in "apple:$apple_sweeps" "google-play:$play_sweeps" "amazon-appstore:$amazon_sweeps"; do
  name="${pair%%:*}"
  echo "${pair#*:}" | awk '{ print $2, $1 }' | sort -n | awk -v p="$name" '
    { s[NR] = $1; c = $2 }
    END { m = s[int((NR + 1) / 2)]; printf "%-18s %d cases, sweep median %.3f s, %.2f µs per case\n", p, c, m, m / c * 1e6 }'
done
