#!/usr/bin/env bash
# Colour, and NO_COLOR: what stays distinguishable without it.
#
# Usage: scripts/e2e/colour.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - colour ------------------------------------------------------------------------------

# has_sgr PATTERN: the screen with attributes matches the extended regular expression.
has_sgr() {
  capture_sgr | grep -Eq "$1" && return 0
  E2E_DETAIL="no match for $1 in:"$'\n'"$(capture_sgr | head -3 | cat -v)"
  return 1
}
no_sgr() {
  ! capture_sgr | grep -Eq "$1" && return 0
  E2E_DETAIL="unexpected match for $1:"$'\n'"$(capture_sgr | grep -E "$1" | head -2 | cat -v)"
  return 1
}
start_app 80 24
wait_for "Enter choose" >/dev/null
check "colour: the focused border is coloured" has_sgr $'\e\\[(0;)?1m\e\\[36m(\e\\[49m)?┏'
send q
exited_with 0 >/dev/null
start_app 80 24 NO_COLOR=1
wait_for "Enter choose" >/dev/null
check "NO_COLOR: no foreground colour anywhere" no_sgr $'\e\\[(3[0-7]|9[0-7]|38;)'
check "NO_COLOR: focused title still reversed and marked" has_sgr $'\e\\[7m ▶ Child device · CLOSED'
check "NO_COLOR: selection still bold reverse and marked" has_sgr $'\e\\[1;7m▸ ✓ Open Landmarks'
send q
exited_with 0 >/dev/null

finish
