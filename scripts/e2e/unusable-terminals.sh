#!/usr/bin/env bash
# Terminals the TUI cannot use: it refuses them with one line and touches nothing.
#
# Usage: scripts/e2e/unusable-terminals.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - unusable terminals ------------------------------------------------------------------

# refused NAME EXPECTED_TEXT: the TUI refused this terminal with status 2.
refused() { refused_with 2 "$2" || { E2E_DETAIL="$1: $E2E_DETAIL"; return 1; }; }
start_app 80 24 TERM=dumb
check "TERM=dumb: one stderr line, exit 2, no escape codes" refused "TERM=dumb" "cannot move the cursor"
start_app 80 24 -u TERM
check "TERM unset: one stderr line, exit 2, no escape codes" refused "TERM unset" "TERM is not set"
start_app 80 24 TERM=
check "TERM empty: one stderr line, exit 2, no escape codes" refused "TERM empty" "TERM is not set"
start_app 80 24 TERM=bogus-term
check "TERM=bogus: one stderr line, exit 2, no escape codes" refused "TERM=bogus" "unknown terminal type TERM=bogus-term"

pipe_out="$E2E_TMP/pipe.out"
pipe_err="$E2E_TMP/pipe.err"
"$E2E_BIN" "${E2E_ARGS[@]}" </dev/null 2>"$pipe_err" | cat >"$pipe_out"
pipe_status="${PIPESTATUS[0]}"
non_tty() {
  [ "$pipe_status" = 2 ] && [ ! -s "$pipe_out" ] && [ "$(wc -l <"$pipe_err")" = 1 ] &&
    grep -q "not a terminal" "$pipe_err" && return 0
  E2E_DETAIL="status $pipe_status, stdout $(wc -c <"$pipe_out") bytes, stderr: $(cat "$pipe_err")"
  return 1
}
check "not a TTY (</dev/null | cat): one stderr line, exit 2, empty stdout" non_tty

finish
