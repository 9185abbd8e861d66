#!/usr/bin/env bash
# End-to-end tests of the wording marks and `agetui prompts`: the real binary in a private tmux
# server at 80×24, the `≈` marks on assumed wording, `W` hiding them (the footer says so),
# `--no-wording-marks`, `--resume` keeping hidden marks, and the catalogue's formats. Waits
# poll the screen (scripts/e2e-lib.sh); nothing sleeps for a fixed time.
#
# Usage: scripts/e2e-prompts.sh BINARY
#   Prints "ok - …" / "not ok - …" per check and "N passed, M failed" last; exits non-zero on
#   any failure. Works without a TTY: tmux provides the terminals.
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/e2e-lib.sh"
e2e_begin e2e-prompts "$@"

# The Ask First prompt (wwdc-olivia-14, step 1) at 80×24.
E2E_ARGS=(--scenario wwdc-olivia-14)
start_app 80 24
check "the app opens" wait_for "script 0/2"
send n
check "n: the prompt's title carries ≈" wait_for "≈ Share Your Age Range?"
check "the card says what ≈ means" assert_screen_contains "System sheet · ≈ assumed"
check "the assumed buttons carry ≈" assert_screen_contains "≈ Share Age Range"
send '?'
check "? help explains ≈ and W" wait_for "Help: keys"
# help_page_with TEXT: pages down the help until TEXT shows (at most 6 pages).
help_page_with() {
  local page
  for page in 1 2 3 4 5 6; do
    wait_for "$1" 300 2>/dev/null && return 0
    send NPage
  done
  wait_for "$1"
}
check "help: the W row says what ≈ means" help_page_with "W              ≈ marks AgeTUI's assumed"
send Escape
check "help closes" wait_gone "Help: keys"
send W
check "W: the marks go" wait_gone "≈ Share Your Age Range?"
check "W: the footer says they are hidden" wait_for "W ≈ off"
check "W: the notice says so" assert_screen_contains "Wording marks hidden; W shows the ≈ on"
send q
check "q quits" wait_exit
check "exit status 0" test "${E2E_STATUS:-}" = 0

E2E_ARGS=(--resume --scenario wwdc-olivia-14)
start_app 80 24
check "--resume: back at the prompt" wait_for "Share Your Age Range?"
check "--resume: the marks stay hidden" wait_for "W ≈ off"
check "--resume: no ≈ on the title" test "$(capture | grep -c '≈ Share Your Age Range?')" = 0
send W
check "W again: the marks come back" wait_for "≈ Share Your Age Range?"
check "W again: the footer's note goes" wait_gone "W ≈ off"
send q
check "q quits the resumed session" wait_exit

E2E_ARGS=(--no-wording-marks --scenario wwdc-olivia-14)
start_app 80 24
check "--no-wording-marks: the footer says they are hidden" wait_for "W ≈ off"
send n
check "--no-wording-marks: the prompt shows" wait_for "Share Your Age Range?"
check "--no-wording-marks: no ≈ anywhere" test "$(capture | grep -c '≈ assumed\|≈ Share Your Age Range')" = 0
send q
check "q quits" wait_exit

# The catalogue, headless.
check "agetui prompts: 30 surfaces" \
  test "$("$E2E_BIN" prompts | head -1 | cut -c1-35)" = "agetui prompts: 30 system surfaces."
check "agetui prompts --format json: valid JSON" \
  python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["surfaces"]) == 30' \
  < <("$E2E_BIN" prompts --format json)
check "run --step SURFACE: the same picture as the step number" \
  test "$("$E2E_BIN" run ios27-acknowledgment-alert --format svg --step permission-alert | cksum)" \
  = "$("$E2E_BIN" run ios27-acknowledgment-alert --format svg --step 2 | cksum)"
"$E2E_BIN" run texas-teen --format svg --step permision-alert >/dev/null 2>"$E2E_TMP/err"
status=$?
check "a misspelt surface: exit 64" test "$status" = 64
check "a misspelt surface: did you mean" grep -q "Did you mean permission-alert?" "$E2E_TMP/err"

finish
