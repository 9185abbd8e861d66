#!/usr/bin/env bash
# The presenter's keys on Google Play's side, as on Apple's: auto-play (a, +, -), the sharing
# mode (m), Play's region picker (l), the other device (d), the wording marks (W), at 80x24, on a
# Google built-in, on a scenario with a second device and on Play's side of a scenario on both
# stores; q restores the terminal.
#
# Usage: scripts/e2e/google-keys.sh BINARY [ARGS...] (or all features at once: scripts/e2e.sh).
set -uo pipefail

# shellcheck source=scripts/e2e-lib.sh
source "$(dirname "$0")/../e2e-lib.sh"
e2e_setup "$@" || exit $?

# MARK: - a Google built-in at 80x24 ----------------------------------------------------------

E2E_ARGS=("${BASE_ARGS[@]}" --scenario play-change-approved)
start_app 80 24
check "google keys: Play's side opens at the script's start" wait_for "script 0/7"
press "google keys: a starts auto-play" a -- "Auto-play on, reading pace, ≥3.0 s a step"
press "google keys: + paces it faster" + -- "Auto-play reading pace, ≥2.0 s a step."
press "google keys: + again" + -- "Auto-play reading pace, ≥1.5 s a step."
# The first step waits the floor (nothing to read before it), then the step's own reading time.
check "google keys: auto-play advances to step 1 by itself" wait_for "script 1/7" 6000
check "google keys: the banner says auto-play runs" wait_for "▶ auto reading pace, ≥1.5 s a step"
press "google keys: - paces it more slowly" - -- "Auto-play reading pace, ≥2.0 s a step."
press "google keys: a stops auto-play" a -- "Auto-play off."
check "google keys: the banner's auto-play mark is gone" wait_gone "▶ auto"
# In Apple's order, always, ask, never: Ask before sharing is followed by Never share.
press "google keys: m sets Play's next sharing mode, live" m -- "Never share · LIVE"
check "google keys: m leaves the focus on the phone" wait_for "┏ ▶ Android"
press "google keys: m again: Always share" m -- "Always share · LIVE"
press "google keys: l opens Play's region picker" l -- "Region on Google Play"
check "google keys: each region says what Play does there" \
  wait_for "no sharing prompt (app-store law, Texas)"
press "google keys: typing filters the regions" b r -- "Filter: br"
check "google keys: Brazil's row says its rule" wait_for "declared or unknown ages only"
send Enter
check "google keys: Enter closes the picker" wait_gone "Region on Google Play"
check "google keys: the header shows the region chosen" wait_for " BR · Always share · LIVE"
check "google keys: the region leaves the focus on the phone" wait_for "┏ ▶ Android"
press "google keys: l, Esc closes without a change" l -- "Region on Google Play"
send Escape
check "google keys: Esc closes the picker" wait_gone "Region on Google Play"
press "google keys: d without a second device says so" d -- "This scenario has no second device."
press "google keys: W hides the wording marks" W -- "W ≈ off"
press "google keys: W shows them again" W -- "≈ marks AgeTUI's assumed wording, not Google's"
press "google keys: b turns the banner off and says so" b -- "Banner: off (v reads the narration)"
press "google keys: b again: the whole narration" b -- "Banner: full narration; b changes it."
check "google keys: lines fit 80 columns" lines_fit 80
send q
check "google keys: q quits with status 0" exited_with 0
check "google keys: the terminal is restored" terminal_restored

# MARK: - the other device ----------------------------------------------------------------------

cat >"$E2E_TMP/play-tablet.yaml" <<'YAML'
name: play-tablet
title: Google Play on a phone and a tablet
summary: Lucas opens Landmarks on his phone, then on his tablet.
platforms: [google-play]
world:
  today: 2026-09-14
  region: BR
  person:
    name: Lucas
    birthdate: 2011-05-10
google-play:
  second-device: true
  account:
    supervised: false
    sharing: always-share
  script:
    - do: launch
      narration: Lucas opens Landmarks on his phone.
    - do: {launch: second-device}
      narration: Then on his tablet.
YAML
E2E_ARGS=("${BASE_ARGS[@]}" --scenario "$E2E_TMP/play-tablet.yaml")
start_app 80 24
check "google keys: a scenario with a second device opens on the phone" \
  wait_for "┏ ▶ Android · Landmarks 2.0 · CLOSED"
press "google keys: d shows the tablet in pane 1" d -- "┏ ▶ Tablet · Landmarks 2.0 · CLOSED"
press "google keys: d shows the phone again" d -- "Pane 1 shows Android · Landmarks 2.0."
press "google keys: a step on the tablet shows it" n n -- "┏ ▶ Tablet · Landmarks 2.0 · RUNNING"
send q
check "google keys: q quits the second-device scenario" exited_with 0
check "google keys: the terminal is restored after it" terminal_restored

# MARK: - both stores ---------------------------------------------------------------------------

E2E_ARGS=("${BASE_ARGS[@]}" --scenario texas-teen-both-stores)
start_app 80 24
check "both stores keys: opens on Apple's side" wait_for "┏ ▶ Child device · CLOSED"
press "both stores keys: o shows Google Play's side" o -- "┏ ▶ Android · Landmarks"
press "both stores keys: a starts Play's auto-play" a -- "Auto-play on"
press "both stores keys: + paces it" + -- "≥2.0 s a step."
check "both stores keys: Play's script advances by itself" wait_for "script 1/" 6000
press "both stores keys: a stops it" a -- "Auto-play off."
press "both stores keys: m changes Play's sharing mode" m -- "LIVE · left script"
press "both stores keys: l opens Play's region picker" l -- "Region on Google Play"
send Escape
check "both stores keys: Esc closes it" wait_gone "Region on Google Play"
press "both stores keys: W hides Play's marks" W -- "W ≈ off"
press "both stores keys: o returns to Apple's side" o -- "┏ ▶ Child device · CLOSED"
send q
check "both stores keys: q quits with status 0" exited_with 0
check "both stores keys: the terminal is restored" terminal_restored

finish
