#!/usr/bin/env bash
# Scenarios named on the command line: a built-in one, iOS 27's Approve in Person with the
# Screen Time passcode, and scenarios that cannot open.
#
# Usage: scripts/e2e/scenarios.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - another scenario on the command line ------------------------------------------------

E2E_ARGS=(--scenario wwdc-olivia-14)
start_app 120 40
check "--scenario wwdc-olivia-14: header names it" wait_for "AgeTUI — wwdc-olivia-14 — "
press "--scenario wwdc-olivia-14: Enter shows the Ask First prompt" Enter -- "│ ≈ Share Your Age"
check "--scenario wwdc-olivia-14: the prompt names the ranges" \
  wait_for "│ “Landmarks” would like to know"
check "--scenario wwdc-olivia-14: Share is selected" wait_for "▸ ✓ ≈ Share Age Range"
press "--scenario wwdc-olivia-14: Enter shares and the app runs" Enter -- "● RUNNING Landmarks"
check "--scenario wwdc-olivia-14: the app learned 13–15" wait_for "age range 13–15 (guardianDeclared)."
send q
check "--scenario wwdc-olivia-14: q exits 0" exited_with 0
E2E_ARGS=("${BASE_ARGS[@]}")

# MARK: - iOS 27: Approve in Person with the Screen Time passcode (issue 11 §2) ---------------

# select_settings_row TEXT: moves the Settings selection down until the selected line starts
# with TEXT (at most 40 rows).
select_settings_row() {
  local text="$1" i
  for i in $(seq 1 40); do
    E2E_SCREEN="$(capture 2>/dev/null)"
    [[ "$E2E_SCREEN" == *"▸ $text"* ]] && return 0
    send j
    sleep 0.05
  done
  E2E_DETAIL="no Settings line \"$text\" could be selected; screen:"$'\n'"$E2E_SCREEN"
  return 1
}

E2E_ARGS=(--scenario ios27-approve-in-person)
start_app 120 40
check "ios27-approve-in-person: header names it on iOS 27.0" \
  wait_for "AgeTUI — ios27-approve-in-person — "
check "ios27-approve-in-person: the header shows iOS 27.0" assert_screen_contains "iOS 27.0"
press "ios27: Enter opens Landmarks on its Ask screen" Enter -- "▸ ✓ Ask Parent"
press "ios27: Ask Parent opens the Screen Time passcode sheet" Enter -- "│ ≈ Screen Time Passcode"
check "ios27: the sheet asks Diego for the passcode" \
  wait_for "│ Diego, enter the passcode to approve the"
check "ios27: the sheet offers the right passcode, a wrong one and Cancel" \
  wait_for "Enter 0000 (a wrong one)"
check "ios27: Cancel is on the sheet" assert_screen_contains "Cancel (Esc)"
press "ios27: a wrong passcode is refused and the sheet stays" j Enter -- \
  "│ Wrong passcode. Try again."
check "ios27: the wrong passcode is announced on the notice line" \
  wait_for "System → Parent: Wrong passcode. Try again."
check "ios27: the sheet is still up after the wrong passcode" \
  assert_screen_contains "│ ≈ Screen Time Passcode"
press "ios27: the right passcode approves in person" k Enter -- \
  "Video calling: ON (new in 2.0, approved in person by"
check "ios27: the device shows the PermissionResult" \
  wait_for "The app got PermissionResult.approveInPerson(approved:"
check "ios27: nothing reached the parent's Messages" \
  assert_screen_contains "Messages: no requests yet."
check "ios27: walking the script's own steps by hand stays on the script" \
  assert_screen_contains "script 4/4"
send 3
check "ios27: Settings shows the app's permission flow" \
  select_settings_row "Permission flow: In person › Set: Ask to Approve"
press "ios27: Enter changes the permission flow" Enter -- "Permission flow: Ask to Approve"
check "ios27: the change is announced on the notice line" \
  wait_for "Person → App: Landmarks asks with PermissionFlow"
send q
check "ios27-approve-in-person: q exits 0" exited_with 0

start_app 80 24
wait_for "AgeTUI — ios27" >/dev/null
send n n
check "ios27 walkthrough at 80×24: step 2 shows the whole passcode sheet" \
  wait_for "│     ≈ Cancel (Esc)"
send n
check "ios27 walkthrough: step 3 is the wrong passcode" wait_for "│ Wrong passcode. Try again."
send n
check "ios27 walkthrough: step 4 approves in person" wait_for "script 4/4"
check "ios27 walkthrough: the app runs" wait_for "● RUNNING Landmarks"
send u
check "ios27 walkthrough: u goes back to the wrong passcode" \
  wait_for "│ Wrong passcode. Try again."
send q
check "ios27 walkthrough: q exits 0" exited_with 0
E2E_ARGS=("${BASE_ARGS[@]}")

# bad_scenario NAME ARGUMENT STATUS PATTERN: in a real terminal, the app exits STATUS before
# touching it: STDERR is the one line matching PATTERN, and no escape code reaches the terminal.
bad_scenario() {
  E2E_ARGS=(--scenario "$2")
  start_app 80 24
  E2E_ARGS=("${BASE_ARGS[@]}")
  exited_with "$3" || return 1
  if [ "$(wc -l <"$E2E_DIR/stderr")" != 1 ] || ! grep -Eq "$4" "$E2E_DIR/stderr"; then
    E2E_DETAIL="$1: stderr should be one line matching $4:"$'\n'"$(cat "$E2E_DIR/stderr")"
    return 1
  fi
  if grep -q $'\e' "$E2E_DIR/output" "$E2E_DIR/stderr"; then
    E2E_DETAIL="$1: escape codes were written: $(od -c "$E2E_DIR/output" | head -5)"
    return 1
  fi
  diff -q "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" >/dev/null && return 0
  E2E_DETAIL="$1: stty -a changed"
  return 1
}
check "--scenario /nonexistent: exit 64, one line on stderr, no escape codes" \
  bad_scenario "/nonexistent" /nonexistent 64 \
  '^agetui: no built-in scenario or file named “/nonexistent”\.'
printf 'name: broken\ntitle: [oops\n' >"$E2E_TMP/broken.yaml"
check "--scenario with invalid YAML: exit 1, positioned error, no escape codes" \
  bad_scenario "broken.yaml" "$E2E_TMP/broken.yaml" 1 \
  "^$E2E_TMP/broken.yaml:3:1: error: not valid YAML: "
printf 'name: incomplete\n' >"$E2E_TMP/incomplete.yaml"
check "--scenario with a missing key: exit 1, positioned error, no escape codes" \
  bad_scenario "incomplete.yaml" "$E2E_TMP/incomplete.yaml" 1 \
  "^$E2E_TMP/incomplete.yaml:1:1: error: missing required key \"title\"$"

finish
