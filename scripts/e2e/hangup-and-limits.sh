#!/usr/bin/env bash
# No terminal, no process: a hang-up while SIGHUP is ignored; and a file size limit.
#
# Usage: scripts/e2e/hangup-and-limits.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - no terminal, no process; a file size limit -------------------------------------------

# The shell ignores SIGHUP, so the app inherits that and only sees its terminal go (POLLHUP).
E2E_PRELUDE="trap '' HUP"
start_app 120 40
E2E_PRELUDE=""
wait_for "Timeline" >/dev/null
HUP_PID="$(app_pid)"
HUP_SHELL="$(pane_format '#{pane_pid}')"
e2e_tmux kill-session -t "$E2E_SESSION"
E2E_SESSION=""
process_gone() {
  local deadline=$(($(now_ms) + 3000))
  while kill -0 "$1" 2>/dev/null; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="pid $1 still running 3 s after its terminal went: $(ps -o pid,stat,pcpu,cmd -p "$1" | tail -1)"
      return 1
    fi
    sleep 0.02
  done
}
check "hang-up while SIGHUP is ignored: the app exits within 3 s instead of spinning" \
  process_gone "$HUP_PID"
check "hang-up while SIGHUP is ignored: it ends as SIGHUP does (status 129)" exited_with 129
# The wrapper shell ignores SIGHUP too and would sleep on without a terminal.
kill "$HUP_SHELL" 2>/dev/null

E2E_PRELUDE="ulimit -f 2"
start_app 160 40
E2E_PRELUDE=""
wait_for "▸ ✓ Open Landmarks" >/dev/null
send Enter
check "ulimit -f: the journal cannot be written, the app keeps running and says so" \
  wait_for "Warning: not saved since "
check "ulimit -f: the reason is the file size limit" wait_for "— file size limit reached"
press "ulimit -f: the session goes on (Enter on Ask Parent)" Enter -- "▸ ✓ ≈ Send"
send q
check "ulimit -f: q asks before quitting without saving" wait_for "Quit without saving? "
send q
check "ulimit -f: q again exits 1, not SIGXFSZ" exited_with 1
check "ulimit -f: stderr says what was not saved: File too large (EFBIG), never Success" \
  stderr_matches "^agetui: quit with [0-9]* changes since [0-9:]* not saved (cannot write $XDG_STATE_HOME/agetui/session.jsonl: File too large)$"

finish
