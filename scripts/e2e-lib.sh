#!/usr/bin/env bash
# Helpers for driving the AgeTUI binary in a private tmux server (sourced by the feature files
# in scripts/e2e/, by e2e-notes.sh and by the bench scripts). The app runs inside a bash pane through a small wrapper that records
# `stty -a` before and after the app and its exit status, so every check can look at how the
# terminal was left. Nothing here sleeps for a fixed time: waits poll every 20 ms up to a
# deadline.

E2E_SOCKET="agetui-e2e-$$"
E2E_SESSION=""
E2E_TMP="$(mktemp -d "${TMPDIR:-/tmp}/agetui-e2e.XXXXXX")"
E2E_PASSED=0
E2E_FAILED=0
E2E_RUN=0

E2E_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# e2e_setup BINARY [ARGS...]: what every end-to-end feature file does first. Sets E2E_BIN (the
# binary, absolute), E2E_ARGS and BASE_ARGS (the arguments the TUI opens with; `agetui` alone
# opens the default scenario, texas-teen, which the walk-throughs expect), checks that this
# command line opens the TUI, starts the private tmux server and sets XDG_STATE_HOME to a
# private directory. Returns 64 on a usage error, 1 when the binary is not one whose TUI opens.
e2e_setup() {
  if [ $# -lt 1 ]; then
    echo "usage: $0 BINARY [ARGS...]" >&2
    return 64
  fi
  E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
  shift
  E2E_ARGS=("$@")
  BASE_ARGS=("$@")
  if [ ! -x "$E2E_BIN" ]; then
    echo "e2e: $E2E_BIN is not an executable; build it first (swift build)" >&2
    return 64
  fi
  if ! command -v tmux >/dev/null 2>&1; then
    echo "e2e: tmux is not installed (scripts/ensure-deps.sh tmux)" >&2
    return 64
  fi
  # Without a terminal the TUI must refuse with status 2; any other status means the command
  # line does not open the TUI of this binary, and every check would fail for that reason.
  local probe_status
  "$E2E_BIN" "${E2E_ARGS[@]}" </dev/null >/dev/null 2>&1
  probe_status=$?
  if [ "$probe_status" != 2 ]; then
    echo "not ok - \`$(basename "$E2E_BIN") ${E2E_ARGS[*]}\` does not open the TUI of this binary" \
      "(status $probe_status without a terminal, expected 2)"
    echo "0 passed, 1 failed"
    return 1
  fi
  trap e2e_cleanup EXIT
  trap 'exit 130' INT TERM HUP
  # Panes get a terminal type that terminfo knows; the tests of bad TERM values set their own.
  if infocmp tmux-256color >/dev/null 2>&1; then E2E_TERM=tmux-256color; else E2E_TERM=screen; fi
  export XDG_STATE_HOME="$E2E_TMP/state"
  if ! e2e_start_server "$E2E_TERM"; then
    echo "e2e: could not start a tmux server" >&2
    return 1
  fi
}

# The notice line of a 120×40 screen.
NOTICE_LINE=39

e2e_tmux() { tmux -L "$E2E_SOCKET" -f /dev/null "$@"; }

e2e_cleanup() {
  # tmux 3.3 leaves the socket file behind after kill-server; remove it too.
  local socket
  socket="$(e2e_tmux display-message -p '#{socket_path}' 2>/dev/null)"
  e2e_tmux kill-server >/dev/null 2>&1 || true
  if [ -n "$socket" ]; then rm -f "$socket"; fi
  rm -rf "$E2E_TMP"
}

# ok/not ok reporting --------------------------------------------------------------------------

pass() { E2E_PASSED=$((E2E_PASSED + 1)); echo "ok - $1"; }

fail() {
  E2E_FAILED=$((E2E_FAILED + 1))
  echo "not ok - $1"
  shift
  for detail in "$@"; do printf '%s\n' "$detail" | sed 's/^/#   /'; done
}

# check NAME COMMAND...: passes when the command succeeds.
check() {
  local name="$1"
  shift
  if "$@"; then pass "$name"; else fail "$name" "${E2E_DETAIL:-}"; fi
  E2E_DETAIL=""
}

finish() {
  echo "$E2E_PASSED passed, $E2E_FAILED failed"
  [ "$E2E_FAILED" -eq 0 ]
}

# time -----------------------------------------------------------------------------------------

now_ms() { local t="${EPOCHREALTIME/./}"; echo $((t / 1000)); }

# the app --------------------------------------------------------------------------------------

# start_app [WIDTH HEIGHT [ENV=VALUE...]]: starts a fresh tmux session whose bash pane records
# `stty -a`, runs "$E2E_BIN" "${E2E_ARGS[@]}", then records the exit status and `stty -a`.
# E2E_PRELUDE, when set, is a shell command the pane runs first (`trap '' HUP`, `ulimit -f 2`).
start_app() {
  local width="${1:-120}" height="${2:-40}"
  shift 2 || true
  E2E_RUN=$((E2E_RUN + 1))
  E2E_RESIZED=0
  E2E_DIR="$E2E_TMP/run$E2E_RUN"
  mkdir -p "$E2E_DIR"
  local envs="" assignment
  for assignment in "$@"; do envs+=" $(printf '%q' "$assignment")"; done
  local command
  command="$(printf '%q ' "$E2E_BIN" "${E2E_ARGS[@]}")"
  cat >"$E2E_DIR/run.sh" <<WRAPPER
# Ctrl-C reaches this shell too; a no-op trap lets it record the status instead of dying.
trap ':' INT
${E2E_PRELUDE:-}
cd $(printf '%q' "$E2E_TMP")
# Wait until the harness is recording the pane's output, so no byte the app writes is missed.
while [ ! -f $(printf '%q' "$E2E_DIR/go") ]; do sleep 0.01; done
stty -a >$(printf '%q' "$E2E_DIR/stty.before")
env${envs} $command 2>$(printf '%q' "$E2E_DIR/stderr")
status=\$?
stty -a >$(printf '%q' "$E2E_DIR/stty.after")
echo "\$status" >$(printf '%q' "$E2E_DIR/status.tmp")
mv $(printf '%q' "$E2E_DIR/status.tmp") $(printf '%q' "$E2E_DIR/status")
# Keep the pane (and its terminal state) alive for the checks that follow.
exec sleep 600
WRAPPER
  # Each run gets its own session; the previous one is killed only after the new one exists, and
  # a keeper session (see e2e_start_server) stops the server from exiting in between.
  local previous="$E2E_SESSION"
  E2E_SESSION="run$E2E_RUN"
  e2e_tmux new-session -d -s "$E2E_SESSION" -x "$width" -y "$height" \
    "bash --noprofile --norc $(printf '%q' "$E2E_DIR/run.sh")"
  if [ -n "$previous" ]; then e2e_tmux kill-session -t "$previous" >/dev/null 2>&1 || true; fi
  : >"$E2E_DIR/output"
  e2e_tmux pipe-pane -t "$E2E_SESSION" "cat >>$(printf '%q' "$E2E_DIR/output")"
  touch "$E2E_DIR/go"
}

# output_bytes: bytes the pane has received since start_app (the app's stdout and echoes).
output_bytes() { wc -c <"$E2E_DIR/output"; }

# e2e_start_server TERM: starts the private server with a keeper session (so it never exits
# between runs), panes of type TERM, and remain-on-exit so dead panes stay inspectable.
e2e_start_server() {
  e2e_tmux new-session -d -s keeper -x 80 -y 24 "exec sleep 86400" \; \
    set-option -g default-terminal "$1" \; set-option -g remain-on-exit on \; \
    set-option -g history-limit 0
}

capture() { e2e_tmux capture-pane -p -t "$E2E_SESSION"; }

# capture_sgr: the screen with its SGR attribute codes (bold, reverse, colours).
capture_sgr() { e2e_tmux capture-pane -p -e -t "$E2E_SESSION"; }

send() { e2e_tmux send-keys -t "$E2E_SESSION" "$@"; }

resize() {
  E2E_RESIZED=1
  e2e_tmux resize-window -t "$E2E_SESSION" -x "$1" -y "$2"
}

pane_format() { e2e_tmux display-message -p -t "$E2E_SESSION" "$1"; }

# The pid of the app: the child of the wrapper shell (looked up by parent pid, never by name).
app_pid() {
  local shell_pid
  shell_pid="$(pane_format '#{pane_pid}')"
  ps -o pid= --ppid "$shell_pid" | awk 'NR == 1 { print $1 }'
}

# wait_for TEXT [TIMEOUT_MS]: waits until the screen contains TEXT.
wait_for() {
  local text="$1" deadline=$(($(now_ms) + ${2:-3000}))
  while true; do
    E2E_SCREEN="$(capture 2>/dev/null)"
    [[ "$E2E_SCREEN" == *"$text"* ]] && return 0
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="waited for \"$text\"; $(app_state); screen:"$'\n'"$E2E_SCREEN"
      return 1
    fi
    sleep 0.02
  done
}

# app_state: "app running", or its exit status and stderr when it has already exited (e.g. an
# unknown subcommand), so a failed wait says why.
app_state() {
  if [ -f "$E2E_DIR/status" ]; then
    echo "app exited with status $(cat "$E2E_DIR/status"), stderr: $(head -c 300 "$E2E_DIR/stderr")"
  else
    echo "app running"
  fi
}

# wait_gone TEXT [TIMEOUT_MS]: waits until the screen no longer contains TEXT.
wait_gone() {
  local text="$1" deadline=$(($(now_ms) + ${2:-3000}))
  while true; do
    E2E_SCREEN="$(capture 2>/dev/null)"
    [[ "$E2E_SCREEN" != *"$text"* ]] && return 0
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="waited for \"$text\" to go; screen:"$'\n'"$E2E_SCREEN"
      return 1
    fi
    sleep 0.02
  done
}

# wait_for_screen EXPECTED [TIMEOUT_MS]: waits until the whole screen equals EXPECTED.
wait_for_screen() {
  local expected="$1" deadline=$(($(now_ms) + ${2:-3000}))
  while true; do
    E2E_SCREEN="$(capture 2>/dev/null)"
    [ "$E2E_SCREEN" = "$expected" ] && return 0
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="screen differs from the expected one:"$'\n'"$(diff <(echo "$expected") <(echo "$E2E_SCREEN") | head -20)"
      return 1
    fi
    sleep 0.02
  done
}

# assert_screen_contains TEXT: the last captured screen contains TEXT.
assert_screen_contains() {
  [[ "$E2E_SCREEN" == *"$1"* ]] && return 0
  E2E_DETAIL="\"$1\" not on screen:"$'\n'"$E2E_SCREEN"
  return 1
}

# wait_exit [TIMEOUT_MS]: waits until the app has exited; E2E_STATUS is its exit status.
wait_exit() {
  local deadline=$(($(now_ms) + ${1:-3000}))
  while [ ! -f "$E2E_DIR/status" ]; do
    if [ "$(now_ms)" -ge "$deadline" ]; then
      E2E_DETAIL="the app did not exit; screen:"$'\n'"$(capture)"
      return 1
    fi
    sleep 0.02
  done
  E2E_STATUS="$(cat "$E2E_DIR/status")"
}

# exited_with CODE [TIMEOUT_MS]: the app exited (wait_exit) with CODE.
exited_with() {
  wait_exit "${2:-3000}" || return 1
  [ "$E2E_STATUS" = "$1" ] && return 0
  E2E_DETAIL="exit status $E2E_STATUS, expected $1; stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}

# terminal_restored: after the app exited, stty -a is identical to before, the alternate
# screen is off, the cursor is visible, and keypad and mouse modes are off. When the test
# resized the window, the "rows N; columns M" fields are the new size by design and are the
# only part left out of the comparison.
terminal_restored() {
  local before="$E2E_DIR/stty.before" after="$E2E_DIR/stty.after"
  if [ "${E2E_RESIZED:-0}" = 1 ]; then
    sed 's/rows [0-9]*; columns [0-9]*;//' "$before" >"$before.unsized"
    sed 's/rows [0-9]*; columns [0-9]*;//' "$after" >"$after.unsized"
    before="$before.unsized"
    after="$after.unsized"
  fi
  if ! diff -q "$before" "$after" >/dev/null; then
    E2E_DETAIL="stty -a changed:"$'\n'"$(diff "$before" "$after")"
    return 1
  fi
  local flags
  flags="$(pane_format 'alt=#{alternate_on} cursor=#{cursor_flag} keypad=#{keypad_cursor_flag} mouse=#{mouse_any_flag}')"
  [ "$flags" = "alt=0 cursor=1 keypad=0 mouse=0" ] && return 0
  E2E_DETAIL="terminal modes after exit: $flags (expected alt=0 cursor=1 keypad=0 mouse=0)"
  return 1
}

# refused_with STATUS EXPECTED_TEXT: the app exited STATUS, wrote exactly one stderr line
# containing the text, wrote no escape code to the terminal and left stty as it was.
refused_with() {
  exited_with "$1" || return 1
  local lines
  lines="$(wc -l <"$E2E_DIR/stderr")"
  if [ "$lines" != 1 ] || ! grep -q "$2" "$E2E_DIR/stderr"; then
    E2E_DETAIL="stderr should be one line with \"$2\":"$'\n'"$(cat "$E2E_DIR/stderr")"
    return 1
  fi
  if grep -q $'\e' "$E2E_DIR/output"; then
    E2E_DETAIL="escape codes reached the terminal: $(od -c "$E2E_DIR/output" | head -5)"
    return 1
  fi
  if ! diff -q "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" >/dev/null; then
    E2E_DETAIL="stty -a changed"
    return 1
  fi
}

# stderr_matches REGEX: some line the app wrote to standard error matches the basic regular
# expression (grep's).
stderr_matches() {
  grep -q -- "$1" "$E2E_DIR/stderr" && return 0
  E2E_DETAIL="stderr: $(cat "$E2E_DIR/stderr")"
  return 1
}

# line_is N TEXT_PATTERN [WIDTH]: line N of the screen matches the extended regular expression
# TEXT_PATTERN and, when WIDTH is given, is exactly WIDTH columns wide (capture-pane drops
# trailing blanks, so only lines ending in a border have a fixed width).
line_is() {
  local line
  line="$(capture | sed -n "${1}p")"
  local width
  width="$(printf '%s\n' "$line" | wc -L)"
  if [ "${3:-$width}" = "$width" ] && [[ "$line" =~ $2 ]]; then return 0; fi
  E2E_DETAIL="line $1 is \"$line\" ($width columns), expected ${3:-any} columns matching $2"
  return 1
}

# lines_fit WIDTH: every line of the last capture is at most WIDTH columns (by wc -L).
lines_fit() {
  local widest
  widest="$(printf '%s\n' "$E2E_SCREEN" | wc -L)"
  [ "$widest" -le "$1" ] && return 0
  E2E_DETAIL="a line is $widest columns wide on a $1-column terminal"
  return 1
}

# press NAME KEY... -- TEXT: one user step. TEXT must not be on screen before the keys (so the
# check cannot pass vacuously: the key has to change what is shown), then must appear.
press() {
  local name="$1"
  shift
  local keys=()
  while [ "$1" != "--" ]; do
    keys+=("$1")
    shift
  done
  local text="$2"
  E2E_SCREEN="$(capture 2>/dev/null)"
  if [[ "$E2E_SCREEN" == *"$text"* ]]; then
    fail "$name" "\"$text\" was already on screen before ${keys[*]}:"$'\n'"$E2E_SCREEN"
    return
  fi
  send "${keys[@]}"
  check "$name" wait_for "$text"
}

# screen_without_line N: the current screen with line N left out (e.g. the notice line).
screen_without_line() { capture | sed "${1}d"; }

# screen_has_line REGEX: some line of the screen matches the extended regular expression.
screen_has_line() {
  E2E_SCREEN="$(capture 2>/dev/null)"
  grep -Eq -- "$1" <<<"$E2E_SCREEN" && return 0
  E2E_DETAIL="no line matches $1; screen:"$'\n'"$E2E_SCREEN"
  return 1
}

# e2e_begin NAME ARGS...: the start of an e2e script taking exactly one argument, the binary
# (a usage error names the script): then e2e_setup, exiting with its status.
e2e_begin() {
  local name="$1"
  shift
  trap 'exit 130' INT TERM HUP
  if [ $# -ne 1 ]; then
    echo "usage: scripts/$name.sh BINARY" >&2
    exit 64
  fi
  e2e_setup "$1" || exit $?
}
