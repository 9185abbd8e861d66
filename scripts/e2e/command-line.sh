#!/usr/bin/env bash
# The scenario format's gaps and the command line (issue 11 §4–5).
#
# Usage: scripts/e2e/command-line.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - the scenario format's gaps and the command line (issue 11 §4–5) ---------------------

"$E2E_BIN" help runn >"$E2E_TMP/help.out" 2>"$E2E_TMP/help.err"
check "help runn: usage error 64" test "$?" = 64
check "help runn: suggests run, prints no help" \
  grep -qF 'Error: unknown command "runn"; did you mean "run"?' "$E2E_TMP/help.err"
check "help runn: nothing on standard output" test ! -s "$E2E_TMP/help.out"

# wrapped_at_words FILE WIDTH: in the help's discussion (between the overview and USAGE) no
# line is wider than the terminal allows, and none could have taken the next line's first word.
wrapped_at_words() {
  E2E_DETAIL="$(awk -v room="$(($2 - 1))" '
    /^USAGE:/ { exit }
    NR > 1 && prev != "" && $0 != "" && length(prev) + 1 + length($1) <= room {
      print "\"" prev "\" could take \"" $1 "\""; bad = 1 }
    length($0) > room { print "too wide: " $0; bad = 1 }
    { prev = $0 }
    END { exit bad }' "$1")"
}
E2E_SAVED_ARGS=("${E2E_ARGS[@]}")
E2E_ARGS=(help run)
start_app 72 60
check "help run in a 72-column terminal: exit 0" exited_with 0
capture >"$E2E_TMP/help-run.txt"
check "help run in a 72-column terminal: the discussion wraps at word boundaries" \
  wrapped_at_words "$E2E_TMP/help-run.txt" 72
E2E_ARGS=("${E2E_SAVED_ARGS[@]}")

# completes WORDS...: the bash completions for a command line ending in WORDS' last word.
"$E2E_BIN" --generate-completion-script bash >"$E2E_TMP/agetui.bash"
completes() {
  (cd "$E2E_TMP/complete" && bash --noprofile --norc -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _agetui agetui "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}" | sort' _ "$E2E_TMP/agetui.bash" agetui "$@")
}
mkdir -p "$E2E_TMP/complete/sub"
touch "$E2E_TMP/complete/"{trip.yaml,trip.json,notes.txt}
check "completion: run te<Tab> offers the three Texas teens" \
  test "$(completes run te)" = $'texas-teen\ntexas-teen-both-stores\ntexas-teen-three-stores'
check "completion: --scenario four<Tab> offers four-gates-invalid-request" \
  test "$(completes --scenario four)" = "four-gates-invalid-request"
check "completion: run <Tab> offers every built-in" \
  test "$(completes run '' | wc -l)" = "$("$E2E_BIN" scenarios --format json |
    grep -o '"name":' | wc -l)"
check "completion: check <Tab> offers scenario files and directories, not other files" \
  test "$(completes check '' | tr '\n' ' ')" = "sub trip.json trip.yaml "

"$E2E_BIN" run four-gates-invalid-request >"$E2E_TMP/gates.out" 2>&1
check "run four-gates-invalid-request: passes (exit 0)" test "$?" = 0
check "run four-gates-invalid-request: the API throws invalidRequest for four gates" grep -qF \
  "throws invalidRequest: at most 3 age gates are allowed (making 4 ranges); got 4" \
  "$E2E_TMP/gates.out"

"$E2E_BIN" run texas-teen --format markdown >"$E2E_TMP/spec.md"
check "run --format markdown: a spec without checks" \
  bash -c '! grep -qE "^## Checks|Result: |: passed$" "$1"' _ "$E2E_TMP/spec.md"
"$E2E_BIN" run texas-teen --format markdown --with-checks >"$E2E_TMP/checked.md"
check "run --format markdown --with-checks: the spec, then the Checks section" \
  bash -c 'cmp -s "$1" <(head -c "$(wc -c <"$1")" "$2") && grep -qx "## Checks" "$2" &&
    grep -qx "\*\*Result: passed.\*\*" "$2"' _ "$E2E_TMP/spec.md" "$E2E_TMP/checked.md"
"$E2E_BIN" run texas-teen --with-checks >/dev/null 2>"$E2E_TMP/checks.err"
check "run --with-checks without markdown: usage error 64" test "$?" = 64

cat >"$E2E_TMP/lacks.yaml" <<'YAML'
name: lacks
title: Trace lacks
summary: Always Share for a child in the US, and an iPad that asks nothing.
world:
  today: 2026-09-14
  region: US
  person: {name: Emily, age: 9, sharing-mode: always-share}
  parent: Rita
  second-device: ipad
  app:
    name: Landmarks
    bundle-id: com.example.landmarks
    gates: [13, 15, 17, 19]
    feature: {name: Photo sharing, minimum-age: 16}
    version: "1.0"
script:
  - do: launch
    expect:
      learned: invalidRequest
      sheet: {child-iphone: none, second-device: none}
      feature: {child-iphone: disabled}
      trace-lacks: [Shared your age range, requestAgeRange]
YAML
"$E2E_BIN" check "$E2E_TMP/lacks.yaml" >"$E2E_TMP/lacks.check" 2>&1
check "check: four gates, per-device sheet and trace-lacks load" \
  grep -qx "$E2E_TMP/lacks.yaml: ok (1 step)" "$E2E_TMP/lacks.check"
"$E2E_BIN" run "$E2E_TMP/lacks.yaml" >/dev/null 2>"$E2E_TMP/lacks.err"
check "run: a failed trace-lacks exits 1" test "$?" = 1
check "run: a failed trace-lacks names the entry that has the text" grep -qF \
  "expect trace-lacks: expected no entry with “requestAgeRange”, actual #3 App → System: requestAgeRange(ageGates: 13, 15, 17, 19)" \
  "$E2E_TMP/lacks.err"

finish
