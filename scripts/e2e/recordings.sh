#!/usr/bin/env bash
# Recordings: --record and run --format cast, played by asciinema.
#
# Usage: scripts/e2e/recordings.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - recordings ---------------------------------------------------------------------------

# asciinema cat FILE: the recording parses and plays (it needs a terminal, so it runs in one).
asciinema_plays() {
  script -qec "asciinema cat $(printf '%q' "$1")" /dev/null >"$E2E_TMP/asciinema.out" 2>&1 &&
    [ -s "$E2E_TMP/asciinema.out" ] && return 0
  E2E_DETAIL="asciinema cat $1 failed: $(tail -3 "$E2E_TMP/asciinema.out")"
  return 1
}
LIVE_CAST="$E2E_TMP/live.cast"
E2E_ARGS=("${BASE_ARGS[@]}" --record "$LIVE_CAST")
start_app 120 40
wait_for "▸ ✓ Open Landmarks" >/dev/null
press "--record: Enter opens Landmarks while recording" 1 Enter -- "◐ WAITING Ask to Continue"
send q
check "--record: q exits 0" exited_with 0
check "--record: an asciicast v2 header at 120×40" \
  grep -q '^{"version": 2, "width": 120, "height": 40, "title": "AgeTUI — texas-teen"' "$LIVE_CAST"
check "--record: a marker at each flow transition" \
  grep -q '"m", "#12 requesting-age-range → needs-parental-approval"]$' "$LIVE_CAST"
check "--record: asciinema plays it" asciinema_plays "$LIVE_CAST"
check "--record: the recording took its name at q, no .partial left" \
  test ! -e "$LIVE_CAST.partial"
# A recording that cannot be written (ulimit -f, in KiB in bash, stands in for a full disk):
# the notice line marks it lost at once, the exit says so with status 74, and what was recorded
# stays playable as FILE.partial, never under the recording's own name.
LOST_CAST="$E2E_TMP/lost.cast"
E2E_ARGS=("${BASE_ARGS[@]}" --record "$LOST_CAST")
# 12 KiB: the first frame (about 9 KB at 120×40) and the journal fit; Enter's frame does not.
E2E_PRELUDE="ulimit -f 12"
start_app 120 40
E2E_PRELUDE=""
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
check "--record past ulimit -f: the notice line marks the recording lost, with the reason" \
  wait_for "recording lost at "
check "--record past ulimit -f: the mark gives the reason in a few words" \
  wait_for "— file size limit reached"
send q
# The journal may have hit the limit too: then q asks first, and a second q quits.
if wait_for "Quit without saving?" 1500 >/dev/null; then send q; fi
check "--record past ulimit -f: q exits 74, not 0 and not SIGXFSZ" exited_with 74
check "--record past ulimit -f: stderr says the recording was lost, why, and where the rest is" \
  stderr_matches "^agetui: the recording was lost at [0-9:]* (cannot write $LOST_CAST: File too large); what was recorded until then is in $LOST_CAST.partial, which asciinema plays$"
check "--record past ulimit -f: nothing cut off under the recording's own name" \
  test ! -e "$LOST_CAST"
check "--record past ulimit -f: what was recorded is whole lines, which asciinema plays" \
  asciinema_plays "$LOST_CAST.partial"
E2E_ARGS=("${BASE_ARGS[@]}" --record /proc/agetui-unwritable/live.cast)
start_app 80 24
check "--record to an unwritable file: exit 1 naming the file, no escape codes" \
  refused_with 1 "cannot write the recording to “/proc/agetui-unwritable/live.cast”"
E2E_ARGS=("${BASE_ARGS[@]}")
HEADLESS_CAST="$E2E_TMP/headless.cast"
"$E2E_BIN" run texas-teen --format cast >"$HEADLESS_CAST" 2>"$E2E_TMP/headless.err"
check "run --format cast: exit 0" test "$?" = 0
check "run --format cast: a marker for each of the 4 script steps" \
  test "$(grep -c '"m", "step ' "$HEADLESS_CAST")" = 4
check "run --format cast: asciinema plays it" asciinema_plays "$HEADLESS_CAST"

finish
