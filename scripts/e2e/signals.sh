#!/usr/bin/env bash
# Signals, crashes and terminal safety: every way the process can end leaves the terminal as
# it was.
#
# Usage: scripts/e2e/signals.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - signals -----------------------------------------------------------------------------

start_app 120 40
wait_for "Timeline" >/dev/null
send C-c
check "Ctrl-C ends the app with status 130 (SIGINT)" exited_with 130
check "Ctrl-C: terminal restored" terminal_restored

# start_and_kill SIGNAL [ENV=VALUE...]: starts the app at 120×40 (with ENV), waits for its first
# frame and sends it SIGNAL; E2E_EXPECTED is the status of a process that SIGNAL ends.
start_and_kill() {
  local signal="$1" pid
  shift
  start_app 120 40 "$@"
  wait_for "Timeline" >/dev/null
  pid="$(app_pid)"
  if [ -n "$pid" ]; then kill "-$signal" "$pid"; fi
  E2E_EXPECTED=$((128 + $(kill -l "$signal")))
}

for signal in TERM HUP; do
  start_and_kill "$signal"
  check "kill -$signal ends the app with status $E2E_EXPECTED" exited_with "$E2E_EXPECTED"
  check "kill -$signal: terminal restored" terminal_restored
done

# A crash with the user's own SWIFT_BACKTRACE: the hook installed after newterm restores the
# terminal, then hands the signal to Swift's backtracer, configured as the user said (here
# non-interactive, to stderr), and dies of it. The default case is in the next section.
for signal in SEGV ABRT; do
  start_and_kill "$signal" SWIFT_BACKTRACE=interactive=no
  check "crash (kill -$signal) ends the app with status $E2E_EXPECTED" \
    exited_with "$E2E_EXPECTED" 20000
  check "crash (kill -$signal): terminal restored" terminal_restored
  check "crash (kill -$signal): Swift backtrace on stderr" grep -q "Program crashed" "$E2E_DIR/stderr"
done

# MARK: - terminal safety: keys and signals never leave a broken terminal (issue 9 §4) ---------

# tty_of_app_has FLAG: while the app runs, `stty -a` of its pane's tty lists FLAG (e.g. -ixon).
tty_of_app_has() {
  local modes
  modes="$(stty -a -F "$(pane_format '#{pane_tty}')" 2>&1)"
  [[ " ${modes//$'\n'/ } " == *" $1 "* ]] && return 0
  E2E_DETAIL="the app's tty lacks $1: $modes"
  return 1
}
# stty_before_has FLAG: the shell's terminal had FLAG before the app started (so a check that
# it is restored means something).
stty_before_has() {
  [[ " $(tr '\n;' '  ' <"$E2E_DIR/stty.before") " == *" $1 "* ]] && return 0
  E2E_DETAIL="stty -a before the app lacks $1: $(cat "$E2E_DIR/stty.before")"
  return 1
}
# stderr_empty: the app wrote nothing to standard error.
stderr_empty() {
  [ ! -s "$E2E_DIR/stderr" ] && return 0
  E2E_DETAIL="stderr: $(head -c 500 "$E2E_DIR/stderr")"
  return 1
}

# Ctrl-\ sends SIGQUIT: it quits like Ctrl-C (status 131, no core, no backtrace), and the
# terminal comes back; it used to blank the screen and leave the process running.
start_app 120 40
wait_for "Timeline" >/dev/null
send 'C-\'
check "Ctrl-\\ ends the app with status 131 (SIGQUIT)" exited_with 131
check "Ctrl-\\: terminal restored" terminal_restored
check "Ctrl-\\: nothing on stderr (no backtrace)" stderr_empty
check "Ctrl-\\: no core file" test -z "$(find "$E2E_TMP" -maxdepth 1 -name 'core*' -print -quit)"

# Ctrl-S: flow control is off while the TUI runs, so the screen never freezes, and the
# shell's ixon is back afterwards.
start_app 120 40
wait_for "┏ ▶ Child device" >/dev/null
check "Ctrl-S: the shell had ixon on before" stty_before_has ixon
check "Ctrl-S: flow control (ixon) is off while the TUI runs" tty_of_app_has -ixon
send C-s
press "Ctrl-S: the screen still follows keys (Tab moves focus)" Tab -- "┏ ▶ Parent device"
send C-q
press "Ctrl-Q: an ordinary key too (Shift-Tab moves focus back)" BTab -- "┏ ▶ Child device"
send q
check "Ctrl-S: q exits 0" exited_with 0
check "Ctrl-S: terminal restored (ixon back on)" terminal_restored
# no_crash_report: after a clean exit, no crash report file is left behind.
no_crash_report() {
  local left
  left="$(find "$XDG_STATE_HOME/agetui" -name 'crash-*' 2>/dev/null)"
  [ -z "$left" ] && return 0
  E2E_DETAIL="left behind: $left"
  return 1
}
check "a clean exit leaves no crash report behind" no_crash_report

# SIGKILL cannot be caught, so nothing restores the terminal; but nothing is left behind either:
# while the TUI runs, standard error goes to a file without a name, and the crash report is
# made only by a crash (an empty crash-*.txt used to stay).
start_and_kill KILL
check "kill -KILL ends the app with status $E2E_EXPECTED" exited_with "$E2E_EXPECTED"
check "kill -KILL leaves no crash report behind" no_crash_report

# Every other signal whose default action ends the process: the terminal is restored and the
# process ends by that signal.
for signal in USR1 USR2 PIPE ALRM QUIT VTALRM XCPU RTMIN; do
  start_and_kill "$signal"
  check "kill -$signal ends the app with status $E2E_EXPECTED" exited_with "$E2E_EXPECTED"
  check "kill -$signal: terminal restored" terminal_restored
  check "kill -$signal: nothing on stderr" stderr_empty
done

# A stuck event loop never reads the flag a first Ctrl-C sets; the second Ctrl-C restores the
# terminal from the signal handler and ends the process (AGETUI_CRASH_DRILL=hang: the first key
# makes the loop hang).
# app_paused: the app is stuck in pause(2) (its kernel wait channel says so), so a Ctrl-C can no
# longer be noticed by the loop.
app_paused() {
  local pid deadline=$(($(now_ms) + 3000))
  pid="$(app_pid)"
  while [ "$(now_ms)" -lt "$deadline" ]; do
    [[ "$(cat "/proc/$pid/wchan" 2>/dev/null)" == *pause* ]] && return 0
    sleep 0.02
  done
  E2E_DETAIL="the app (pid $pid) is not in pause(2): wchan $(cat "/proc/$pid/wchan" 2>&1)"
  return 1
}
# ctrl_c_until_exit: presses Ctrl-C, waits up to 200 ms for the app to exit, and again, for up
# to 5 s. Two Ctrl-Cs sent at once can reach the process as one signal (a pending signal is
# not queued twice), so the presses are spread out until a second one has been delivered.
ctrl_c_until_exit() {
  local deadline=$(($(now_ms) + 5000)) press_deadline
  while [ ! -f "$E2E_DIR/status" ]; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="still running after 5 s of Ctrl-C presses"
      return 1
    fi
    send C-c
    press_deadline=$(($(now_ms) + 200))
    while [ ! -f "$E2E_DIR/status" ] && [ "$(now_ms)" -lt "$press_deadline" ]; do sleep 0.02; done
  done
}
start_app 120 40 AGETUI_CRASH_DRILL=hang
wait_for "Timeline" >/dev/null
send x
check "hung loop: the first key hangs the event loop" app_paused
check "hung loop: Ctrl-C pressed again gets out" ctrl_c_until_exit
check "hung loop: the app ended with status 130 (SIGINT)" exited_with 130
check "hung loop: terminal restored" terminal_restored
check "hung loop: nothing on stderr" stderr_empty
check "hung loop: no crash report left behind" no_crash_report

# A real crash, with no SWIFT_BACKTRACE: the terminal is restored, stderr is one line naming
# the crash report, and the process ends at once; Swift's backtracer would otherwise be
# interactive on a terminal and wait 30 s for a key. AGETUI_CRASH_DRILL crashes on the first key.
# crashed_cleanly SIGNAL_NAME: stderr is the one line naming the report, which holds the
# heading naming the signal and the backtrace.
crashed_cleanly() {
  local pattern="^agetui crashed \\($1\\); the terminal was restored; crash report: (/.*/crash-[0-9]{8}-[0-9]{6}-[0-9]+\\.txt)$"
  local line
  line="$(cat "$E2E_DIR/stderr")"
  if [ "$(wc -l <"$E2E_DIR/stderr")" != 1 ] || [[ ! "$line" =~ $pattern ]]; then
    E2E_DETAIL="stderr should be one line matching $pattern:"$'\n'"$line"
    return 1
  fi
  E2E_REPORT="${BASH_REMATCH[1]}"
  case "$E2E_REPORT" in
  "$XDG_STATE_HOME"/agetui/*) ;;
  *)
    E2E_DETAIL="the report is not in the state directory: $E2E_REPORT"
    return 1
    ;;
  esac
  if ! grep -q "^agetui crashed ($1)\. Swift's backtrace follows" "$E2E_REPORT"; then
    E2E_DETAIL="no heading in $E2E_REPORT: $(head -c 300 "$E2E_REPORT" 2>&1)"
    return 1
  fi
  grep -q "Program crashed" "$E2E_REPORT" && return 0
  E2E_DETAIL="no backtrace in $E2E_REPORT: $(head -c 300 "$E2E_REPORT" 2>&1)"
  return 1
}
# no_prompt: the backtracer's "Press space to interact" never reached the terminal.
no_prompt() {
  ! grep -q "Press space" "$E2E_DIR/output" && return 0
  E2E_DETAIL="the interactive prompt reached the terminal"
  return 1
}
for drill in segv:SEGV:SIGSEGV abort:ABRT:SIGABRT trap:ILL:SIGILL; do
  IFS=: read -r name signal signal_name <<<"$drill"
  start_app 120 40 "AGETUI_CRASH_DRILL=$name"
  wait_for "Timeline" >/dev/null
  send x
  expected=$((128 + $(kill -l "$signal")))
  # Well under the backtracer's 30 s prompt, with room for symbolicating a debug build.
  check "crash drill $name: ends at once with status $expected" exited_with "$expected" 15000
  check "crash drill $name: terminal restored" terminal_restored
  check "crash drill $name: one stderr line naming the crash report" crashed_cleanly "$signal_name"
  check "crash drill $name: no interactive prompt on the terminal" no_prompt
done
check "crash drill trap: the report starts with the runtime's fatal error" \
  grep -q "^AgeTUI/CrashDrill.swift:[0-9]*: Fatal error: crash drill$" "$E2E_REPORT"

# kill -SEGV (sent, not a fault) takes the same path.
start_and_kill SEGV
check "kill -SEGV without SWIFT_BACKTRACE: ends with status 139" exited_with 139 15000
check "kill -SEGV without SWIFT_BACKTRACE: terminal restored" terminal_restored
check "kill -SEGV without SWIFT_BACKTRACE: one stderr line naming the crash report" \
  crashed_cleanly SIGSEGV

finish
