#!/usr/bin/env bash
# End-to-end tests of the storyboard's device pictures: for EVERY built-in scenario (`agetui
# scenarios` lists them), `run --format html` is opened in headless Chromium (eight pages to a
# Chromium run, each in a frame of the window's size) and a screenshot of its first viewport is
# checked: not blank, the page's header bar, and phones (their bezel) on
# it; then every device picture of the page's first and last steps is drawn alone through
# rsvg-convert and checked not blank (a white screen with text on it). Also: --no-wording-marks
# and --devices from the command line.
#
# Usage: scripts/e2e-storyboard.sh BINARY
#   Prints "ok - …" / "not ok - …" per check and "N passed, M failed" last; exits non-zero on
#   any failure. Needs no terminal. Without Chromium (and no way to install it) it says so and
#   skips, exit 0.
set -uo pipefail

if [ $# -ne 1 ]; then
  echo "usage: scripts/e2e-storyboard.sh BINARY" >&2
  exit 64
fi
E2E_BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
if [ ! -x "$E2E_BIN" ]; then
  echo "e2e-storyboard: $E2E_BIN is not an executable; build it first (swift build)" >&2
  exit 64
fi
SCRIPTS="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=scripts/e2e-lib.sh
source "$SCRIPTS/e2e-lib.sh"
trap e2e_cleanup EXIT
trap 'exit 130' INT TERM HUP

if ! "$SCRIPTS/ensure-deps.sh" chromium librsvg2-bin fonts-dejavu-core python3-pil >&2 ||
  ! command -v chromium >/dev/null 2>&1; then
  echo "e2e-storyboard: SKIPPED: chromium (or rsvg-convert, DejaVu fonts, python3-pil) is not" \
    "installed and could not be installed: scripts/ensure-deps.sh chromium librsvg2-bin" \
    "fonts-dejavu-core python3-pil" >&2
  exit 0
fi

# Each Chromium run is bounded; a private profile keeps runs from sharing state or locks.
# chromium_shot PAGE PNG [HEIGHT]: a screenshot of PAGE's first 1320×HEIGHT (default 1600).
chromium_shot() {
  timeout 90 chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --user-data-dir="$E2E_TMP/chromium" --window-size="1320,${3:-1600}" --screenshot="$2" \
    "file://$1" >/dev/null 2>>"$E2E_TMP/chromium.log"
}

# One Chromium start costs more than the page it draws, so the pages are shot eight at a time:
# shoot_pages NAME...: a sheet stacks the pages $E2E_TMP/NAME.html as frames of 1320×1600 each
# (an iframe is a viewport of that size, as the window was), one Chromium run shoots the sheet,
# and the shot is cut into $E2E_TMP/NAME.png, one per page. The cut of a page is the same pixels
# as a window of that size shows (checked: a difference with no bounding box).
shoot_pages() {
  local sheet="$E2E_TMP/sheet.html" shot="$E2E_TMP/sheet.png" name
  {
    echo '<!doctype html><html><body style="margin:0">'
    for name; do
      echo "<iframe src=\"$name.html\" width=\"1320\" height=\"1600\" scrolling=\"no\"" \
        'style="display:block;border:0;margin:0"></iframe>'
    done
    echo '</body></html>'
  } >"$sheet"
  chromium_shot "$sheet" "$shot" $((1600 * $#)) || return 1
  /usr/bin/python3 - "$shot" "$E2E_TMP" "$@" <<'PY'
import sys
from PIL import Image
sheet = Image.open(sys.argv[1])
for index, name in enumerate(sys.argv[3:]):
    sheet.crop((0, index * 1600, 1320, (index + 1) * 1600)).save(f"{sys.argv[2]}/{name}.png")
PY
  rm -f "$shot" "$sheet"
}

# shoot_all NAME...: shoot_pages on the names eight at a time; a failed sheet leaves its pages
# without a PNG, which their checks report by name.
shoot_all() {
  local batch=()
  while [ $# -gt 0 ]; do
    batch=("${@:1:8}")
    shift "${#batch[@]}"
    shoot_pages "${batch[@]}" || true
  done
}

# stats FILE [RRGGBB]: png-stats.py's "WxH colours=N match=M" as three shell variables.
stats() {
  local line
  line="$("$SCRIPTS/png-stats.py" "$@")" || return 1
  size="${line%% *}"
  colours="${line#* colours=}"
  colours="${colours%% *}"
  match="${line##* match=}"
}

# page_ok NAME: NAME's storyboard page opens, and its screenshot shows the header bar (teal) and
# at least one phone's bezel (#1c1c1e); its first and last steps' pictures, drawn alone, are
# not blank.
# The page was written and shot before (write_page, shoot_all).
page_ok() {
  local name="$1" page="$E2E_TMP/$1.html" shot="$E2E_TMP/$1.png"
  [ -s "$page" ] || { E2E_DETAIL="$(cat "$E2E_TMP/$name.err")"; return 1; }
  [ -s "$shot" ] || {
    E2E_DETAIL="$name: chromium --screenshot failed: $(tail -2 "$E2E_TMP/chromium.log")"
    return 1
  }
  stats "$shot" 0b7285 || { E2E_DETAIL="$name: the screenshot is not a PNG"; return 1; }
  if [ "$size" != 1320x1600 ] || [ "$colours" -le 50 ] || [ "$match" -lt 10000 ]; then
    E2E_DETAIL="$name: screenshot $size, $colours colours, $match header pixels"
    return 1
  fi
  stats "$shot" 1c1c1e
  if [ "$match" -lt 8000 ]; then
    E2E_DETAIL="$name: no phone in the first viewport ($match bezel pixels)"
    return 1
  fi
  # The first and last steps' pictures, each drawn alone.
  /usr/bin/python3 - "$page" "$E2E_TMP/$name-pic" <<'PY' || { E2E_DETAIL="$name: no pictures"; return 1; }
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
sections = re.findall(r'<section class="step".*?</section>', page, re.S)
pictures = []
for section in (sections[0], sections[-1]):
    pictures += re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="agetui-device".*?</svg>', section, re.S)
if not pictures:
    sys.exit(1)
for index, svg in enumerate(pictures):
    # The page states the style sheet once; a picture alone needs its own copy.
    svg = svg.replace("</title>", "</title><style>" + style + "</style>", 1)
    open(f"{sys.argv[2]}-{index}.svg", "w", encoding="utf-8").write(svg)
PY
  local picture
  for picture in "$E2E_TMP/$name-pic"-*.svg; do
    rsvg-convert "$picture" >"${picture%.svg}.png" 2>>"$E2E_TMP/rsvg.log" || {
      E2E_DETAIL="$name: rsvg-convert failed on $(basename "$picture")"
      return 1
    }
    stats "${picture%.svg}.png" ffffff
    # A phone 340 wide, a white screen, text and shapes on it.
    if [[ "$size" != 340x* ]] || [ "$colours" -le 20 ] || [ "$match" -lt 20000 ]; then
      E2E_DETAIL="$name: $(basename "$picture") is blank or not a phone: $size, $colours colours, $match white pixels"
      return 1
    fi
  done
  rm -f "$E2E_TMP/$name-pic"-* "$shot" "$page"
}

names=()
# `agetui scenarios` lists one scenario a line, then a blank line and a count; Apple's
# storyboards draw phones, so the Google ones (marked "[Google Play]", "[Apple + Google Play]")
# are checked below, as pages of the Play shell's screens.
while read -r name; do names+=("$name"); done < <("$E2E_BIN" scenarios | awk 'NF > 1 && $1 !~ /^[0-9]+$/ && !/Google Play\] / && !/ \[Amazon Appstore\] / {print $1}')
check "agetui scenarios lists the built-ins" test "${#names[@]}" -ge 20
# write_page NAME [ARGS…]: NAME's storyboard page as $E2E_TMP/NAME.html, or, when the run fails,
# an empty page and the reason in $E2E_TMP/NAME.err.
write_page() {
  local name="$1"
  shift
  "$E2E_BIN" run "$name" --format html "$@" >"$E2E_TMP/$name.html" 2>"$E2E_TMP/run.err" || {
    echo "$name: run --format html failed: $(tail -1 "$E2E_TMP/run.err")" >"$E2E_TMP/$name.err"
    : >"$E2E_TMP/$name.html"
  }
}
for name in "${names[@]}"; do write_page "$name"; done
shoot_all "${names[@]}"
broken=()
for name in "${names[@]}"; do
  page_ok "$name" || broken+=("$E2E_DETAIL")
  E2E_DETAIL=""
done
E2E_DETAIL="$(printf '%s\n' "${broken[@]}")"
check "every built-in's storyboard (${#names[@]}) opens in Chromium with phones on it, its pictures not blank" \
  test "${#broken[@]}" = 0

# Amazon Appstore's storyboard pages draw the Fire tablet, the parent's side and the Developer
# Console on tablets, as the other stores' pages draw phones; every Amazon screen is AgeTUI's
# invention, and the page's legend says so.
amazon_names=()
while read -r name; do amazon_names+=("$name"); done < <("$E2E_BIN" scenarios | awk 'NF > 1 && / \[Amazon Appstore\] / {print $1}')
check "agetui scenarios lists the Amazon-only built-ins" test "${#amazon_names[@]}" -ge 5
for name in "${amazon_names[@]}"; do write_page "$name"; done
shoot_all "${amazon_names[@]}"
broken=()
for name in "${amazon_names[@]}"; do
  grep -q "AgeTUI&#39;s invention, not Amazon&#39;s" "$E2E_TMP/$name.html" ||
    broken+=("$name: no legend saying Amazon's screens are AgeTUI's invention")
  page_ok "$name" || broken+=("$E2E_DETAIL")
  E2E_DETAIL=""
done
E2E_DETAIL="$(printf '%s\n' "${broken[@]}")"
check "every Amazon built-in's storyboard (${#amazon_names[@]}) opens in Chromium with tablets on it, its pictures not blank" \
  test "${#broken[@]}" = 0
# The scenario on three stores shows each store's steps on one page.
three_stores() {
  "$E2E_BIN" run texas-teen-three-stores --format html >"$E2E_TMP/three.html" 2>"$E2E_TMP/three.err" || {
    E2E_DETAIL="exit $?: $(tail -1 "$E2E_TMP/three.err")"
    return 1
  }
  local store
  for store in apple google-play amazon-appstore; do
    grep -q "<section class=\"step\" id=\"$store-step-1\"" "$E2E_TMP/three.html" || {
      E2E_DETAIL="no $store-step-1 section"
      return 1
    }
  done
}
check "texas-teen-three-stores' page has Apple's, Google Play's and Amazon's steps" three_stores

# Google Play's storyboard pages draw the phone and Family Link on phones, as Apple's do; a
# scenario on both stores draws both stores' steps on its page.
play_names=()
while read -r name; do play_names+=("$name"); done < <("$E2E_BIN" scenarios | awk 'NF > 1 && /Google Play\] / {print $1}')
check "agetui scenarios lists the Google built-ins" test "${#play_names[@]}" -ge 8
for name in "${play_names[@]}"; do write_page "$name"; done
shoot_all "${play_names[@]}"
broken=()
for name in "${play_names[@]}"; do
  page_ok "$name" || broken+=("$E2E_DETAIL")
  E2E_DETAIL=""
done
E2E_DETAIL="$(printf '%s\n' "${broken[@]}")"
check "every Google built-in's storyboard (${#play_names[@]}) opens in Chromium with phones on it, its pictures not blank" \
  test "${#broken[@]}" = 0
E2E_DETAIL=""

"$E2E_BIN" run wwdc-olivia-14 --format html >"$E2E_TMP/marked.html"
"$E2E_BIN" run wwdc-olivia-14 --format html --no-wording-marks >"$E2E_TMP/clean.html"
check "html: the legend explains the dotted underline, and AgeTUI's wording carries it" \
  grep -q 'dotted underline</span>: AgeTUI&#39;s wording, not Apple&#39;s.*class="mark"' "$E2E_TMP/marked.html"
check "html --no-wording-marks: no marks, and the legend says they are hidden" \
  eval '! grep -q "class=\"mark\"" "$E2E_TMP/clean.html" && grep -q "Wording marks are hidden" "$E2E_TMP/clean.html"'
"$E2E_BIN" run ios27-acknowledgment-alert --format png --devices --step 2 >"$E2E_TMP/alert.png"
stats "$E2E_TMP/alert.png" 007aff
check "png --devices --step 2: the permission alert's phones, not blank, with blue buttons" \
  eval '[[ "$size" == 704x* ]] && [ "$colours" -gt 50 ] && [ "$match" -gt 500 ]'
"$E2E_BIN" run texas-teen --format html --devices >/dev/null 2>"$E2E_TMP/usage.err"
status=$?
check "html --devices: a usage error (64) that says where --devices applies" \
  eval '[ $status = 64 ] && grep -q "devices applies to --format svg and --format png only" "$E2E_TMP/usage.err"'
"$E2E_BIN" run texas-teen --format svg --devices --step 9 >/dev/null 2>"$E2E_TMP/range.err"
status=$?
check "svg --devices --step 9: usage error 64 naming the range" \
  eval '[ $status = 64 ] && grep -qF -- "--step 9 is out of range: texas-teen has steps 0 (the start) to 4." "$E2E_TMP/range.err"'

docs_current() {
  local name
  for name in age-range permission-alert; do
    rsvg-convert "$SCRIPTS/../docs/storyboard-$name.svg" >"$E2E_TMP/doc.png" &&
      cmp -s "$E2E_TMP/doc.png" "$SCRIPTS/../docs/storyboard-$name.png" || {
      E2E_DETAIL="docs/storyboard-$name.png is not drawn from its SVG: rsvg-convert docs/storyboard-$name.svg >docs/storyboard-$name.png"
      return 1
    }
  done
}
check "docs/storyboard-age-range.png and -permission-alert.png are drawn from their SVGs" docs_current

finish
