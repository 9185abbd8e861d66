#!/usr/bin/env bash
# Storyboards and frames: run --format html|svg|png, checked in Chromium, and the x key.
#
# Usage: scripts/e2e/storyboards.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - storyboards and frames (run --format html|svg|png, the x key) --------------------------

# Each Chromium run is bounded; a private profile keeps runs from sharing state or locks.
chromium_run() {
  timeout 60 chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --user-data-dir="$E2E_TMP/chromium" "$@" 2>>"$E2E_TMP/chromium.log"
}
# page_opens FILE: Chromium loads the page and its DOM has one section per step.
page_opens() {
  local dom="$E2E_TMP/dom.html"
  chromium_run --dump-dom "file://$1" >"$dom" || {
    E2E_DETAIL="chromium --dump-dom $1 failed: $(tail -2 "$E2E_TMP/chromium.log")"
    return 1
  }
  grep -q '<section class="step" id="step-1">' "$dom" && return 0
  E2E_DETAIL="$1: no step section in Chromium's DOM"
  return 1
}
# dom_has TEXT...: every TEXT is in the last DOM dumped.
dom_has() {
  local text
  for text in "$@"; do
    grep -qF -- "$text" "$E2E_TMP/dom.html" || {
      E2E_DETAIL="not in the DOM: $text"
      return 1
    }
  done
}
# png_shows FILE SIZE RRGGBB MIN: FILE is a SIZE PNG, not blank, with at least MIN pixels of
# the colour (the teal of the TUI's focused pane, in the pictures of the first step).
png_shows() {
  local stats
  stats="$("$E2E_ROOT/scripts/png-stats.py" "$1" "$3")" || {
    E2E_DETAIL="$1 is not a readable PNG"
    return 1
  }
  local colours="${stats#* colours=}" match="${stats##* match=}"
  colours="${colours%% *}"
  [[ "$stats" == "$2 "* ]] && [ "$colours" -gt 50 ] && [ "$match" -ge "$4" ] && return 0
  E2E_DETAIL="$1: $stats (wanted $2, more than 50 colours, at least $4 pixels of #$3)"
  return 1
}
xml_parses() {
  /usr/bin/python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$1" \
    2>"$E2E_TMP/xml.err" && return 0
  E2E_DETAIL="$1 does not parse as XML: $(tail -1 "$E2E_TMP/xml.err")"
  return 1
}

if ! command -v chromium >/dev/null 2>&1 || ! command -v rsvg-convert >/dev/null 2>&1; then
  fail "storyboards: chromium and rsvg-convert are installed" \
    "scripts/ensure-deps.sh chromium librsvg2-bin fonts-dejavu-core python3-pil"
else
  STORY="$E2E_TMP/texas-teen.html"
  "$E2E_BIN" run texas-teen --format html >"$STORY" 2>"$E2E_TMP/story.err"
  check "run --format html: exit 0" test "$?" = 0
  check "run --format html: Chromium opens the page" page_opens "$STORY"
  check "run --format html: the steps' narration and trace are in the DOM" dom_has \
    "Sofia, 14, opens Landmarks 2.0 on her iPhone." "Sofia taps Ask Parent." \
    '<section class="step" id="step-4">' "Trace · 12 entries" "What the system knows"
  SHOT="$E2E_TMP/texas-teen.png"
  chromium_run --screenshot="$SHOT" --window-size=1320,1400 "file://$STORY" >/dev/null
  check "run --format html: the screenshot shows the first step's devices" \
    png_shows "$SHOT" 1320x1400 0b7285 20000
  # Every other built-in's page is checked in process, as the same parse and one section per
  # step (StoryboardPageTests.everyBuiltInRendersToAWellFormedPage): a Chromium run each took a
  # minute here.

  "$E2E_BIN" run texas-teen --format svg --step 2 >"$E2E_TMP/frame.svg"
  check "run --format svg --step 2: exit 0, an SVG document" xml_parses "$E2E_TMP/frame.svg"
  "$E2E_BIN" run texas-teen --format png --step 2 >"$E2E_TMP/frame.png"
  check "run --format png --step 2: a 1200×800 picture of the screen" \
    png_shows "$E2E_TMP/frame.png" 1200x800 0b7285 5000
  check "docs/storyboard.png is the current picture (make storyboard-picture)" \
    cmp -s "$E2E_TMP/frame.png" "$E2E_ROOT/docs/storyboard.png"
  "$E2E_BIN" run texas-teen --format svg --step 5 >/dev/null 2>"$E2E_TMP/step.err"
  check "run --format svg --step 5: usage error 64" test "$?" = 64
  check "run --format svg --step 5: names the valid range" \
    grep -qF -- "--step 5 is out of range: texas-teen has steps 0 (the start) to 4." \
    "$E2E_TMP/step.err"
  PATH=/nonexistent "$E2E_BIN" run texas-teen --format png >/dev/null 2>"$E2E_TMP/png.err"
  check "run --format png without rsvg-convert: exit 1" test "$?" = 1
  check "run --format png without rsvg-convert: names librsvg2-bin" \
    grep -q "apt-get install librsvg2-bin" "$E2E_TMP/png.err"
fi

start_app 120 40
wait_for "Timeline" >/dev/null
send x
check "x: the screen is saved as ./agetui-texas-teen-0.svg, announced on the notice line" \
  wait_for "✓ Saved the screen as ./agetui-texas-teen-0.svg"
check "x: the file is an SVG document" xml_parses "$E2E_TMP/agetui-texas-teen-0.svg"
send q
check "x: q still exits 0" exited_with 0
start_app 120 40 XDG_PICTURES_DIR=/proc/agetui-unwritable
wait_for "Timeline" >/dev/null
send x
check "x into an unwritable \$XDG_PICTURES_DIR: marked on the notice line as lost, no crash" \
  wait_for "Warning: picture not saved at "
check "x into an unwritable \$XDG_PICTURES_DIR: the mark says why in a few words" \
  wait_for "— directory missing · screen not saved: cannot write /proc/agetui-unwritable/"
send Tab
wait_for "┏ ▶ Parent device" >/dev/null
check "x into an unwritable \$XDG_PICTURES_DIR: the mark stays after the next key" \
  assert_screen_contains "Warning: picture not saved at "
send q
check "x into an unwritable directory: q exits 74, as after a lost recording" exited_with 74
check "x into an unwritable directory: standard error says it again at exit" \
  stderr_matches "^agetui: the picture of the screen asked for at [0-9:]* was not saved (cannot write /proc/agetui-unwritable/agetui-texas-teen-0\.svg: No such file or directory)$"

# A relative XDG_PICTURES_DIR is invalid by the XDG rules and ignored: the picture goes to the
# working directory, as without it, never to a directory named after it there.
rm -f "$E2E_TMP/agetui-texas-teen-0.svg"
mkdir -p "$E2E_TMP/pictures"
start_app 120 40 XDG_PICTURES_DIR=pictures
wait_for "Timeline" >/dev/null
send x
check "x with a relative \$XDG_PICTURES_DIR: saved in the working directory, as without it" \
  wait_for "✓ Saved the screen as ./agetui-texas-teen-0.svg"
check "x with a relative \$XDG_PICTURES_DIR: nothing in ./pictures" \
  test -z "$(ls -A "$E2E_TMP/pictures")"
send q
check "x with a relative \$XDG_PICTURES_DIR: q exits 0" exited_with 0

finish
