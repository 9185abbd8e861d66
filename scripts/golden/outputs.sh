#!/usr/bin/env bash
# Writes what the command line prints into OUT, a file per invocation (its standard output,
# then its standard error and exit status in a .err file beside it), so two binaries' outputs
# can be compared byte for byte with `diff -r` (scripts/golden/check.sh does).
#
#   scripts/golden/outputs.sh BIN OUT
#
# Covers every built-in through `run` (text, json, markdown, mermaid, cast, html, svg, svg
# --devices, one step, each --store), `check`, `compare` (every setting, store, format and step
# choice), `explore` (each platform choice and order, every format, every option's bad value),
# `ask` (both stores), `graph`, `prompts`, `scenarios`, every command's --help and the shell
# completions: about 3,200 invocations, two minutes on a debug build.
set -u
BIN=$1 OUT=$2
mkdir -p "$OUT"
n=0
# run GROUP ARGS...: one invocation, written as GROUP/NNNN.{cmd,out,err}.
run() {
  local group=$1
  shift
  n=$((n + 1))
  mkdir -p "$OUT/$group"
  local base
  base=$(printf '%s/%s/%05d' "$OUT" "$group" "$n")
  printf '%s\n' "$*" >"$base.cmd"
  "$BIN" "$@" >"$base.out" 2>"$base.err"
  echo "rc=$?" >>"$base.err"
}

names=$("$BIN" scenarios --format json | python3 -c \
  "import json,sys; print(' '.join(s['name'] for s in json.load(sys.stdin)['scenarios']))")

for f in text json markdown; do run scenarios scenarios --format "$f"; done

for name in $names; do
  for f in text json markdown mermaid; do run run run "$name" --format "$f"; done
  run check check "$name"
  for store in "" apple google-play; do
    s=()
    [ -n "$store" ] && s=(--store "$store")
    for picture in "--format cast" "--format html" "--format svg" "--format svg --step 1" \
      "--format svg --devices --step 1" "--format html --step 1" "--format mermaid"; do
      # shellcheck disable=SC2086
      run run-screens run "$name" $picture "${s[@]}"
    done
  done
  run run-screens run "$name" --format svg --step 99
  for by in mode region os sdk platform; do
    for store in "" apple google-play; do
      for f in text markdown json; do
        s=()
        [ -n "$store" ] && s=(--store "$store")
        run compare compare "$name" --by "$by" --format "$f" "${s[@]}"
      done
    done
    run compare compare "$name" --by "$by" --at last
    run compare compare "$name" --by "$by" --at 1
  done
done
for step in family-link-request permission-alert blocked-screen:parent-declined nonsense; do
  for name in texas-teen texas-teen-both-stores play-brazil; do
    run run-screens run "$name" --format svg --step "$step" --store google-play
    run run-screens run "$name" --format svg --step "$step"
  done
done
run run-screens run texas-teen --format svg --size 80x24 --no-wording-marks --devices
run run-screens run texas-teen-both-stores --format cast --size 80x24 --store google-play
run compare compare texas-teen --by mode --store kiosk
run compare compare texas-teen --by age

for f in text markdown json csv; do
  run explore explore --regions US-TX --ages 10-13 --format "$f"
  run explore explore --platforms google-play --ages 10,16 --format "$f"
  run explore explore --platforms google-play,apple --regions US-TX,BR --ages 12,17 --format "$f"
  run explore explore --platforms GOOGLE-PLAY --regions us-tx --ages 12 --supervised yes \
    --tiers none,tier-c --sdk 0.0.3 --change cancelled --format "$f"
done
for bad in "--platforms kiosk" "--platforms apple," "--supervised yes" "--platforms apple --sdk 0.0.4" \
  "--os 99 --platforms google-play" "--regions XX" "--modes foo" "--ages 5-3" "--jobs 0" \
  "--platforms google-play --tiers x" "--platforms google-play --change x" \
  "--modes ask-first,ask-first"; do
  # shellcheck disable=SC2086
  run explore explore $bad
done

today="--today 2026-09-14"
for f in text json; do
  for region in us us-tx br au; do
    for birthdate in 2012-03-02 2009-01-01 1990-05-05; do
      # shellcheck disable=SC2086
      run ask ask --birthdate "$birthdate" $today --gates 13,16 --region "$region" --format "$f"
      # shellcheck disable=SC2086
      run ask ask --platform google-play --birthdate "$birthdate" $today --region "$region" \
        --format "$f"
    done
  done
done
for bad in "--gates 13 --supervised" "--platform google-play --os 26.0" \
  "--platform google-play --refresh-weeks 9" "--platform kiosk --gates 13" "--gates 13 --age 200"; do
  # shellcheck disable=SC2086
  run ask ask --birthdate 2012-03-02 $today $bad
done

for f in dot mermaid; do
  for platform in apple google-play; do
    run graph graph --format "$f" --platform "$platform"
    run graph graph --format "$f" --platform "$platform" --all-edges
  done
done
run graph graph --platform kiosk
for f in text json html; do
  run prompts prompts --format "$f"
  run prompts prompts --format "$f" --platform google-play
done
run prompts prompts --platform kiosk

run help --help
for command in run check compare explore ask graph prompts scenarios notes; do
  run help "$command" --help
done
for shell in zsh bash fish; do run help --generate-completion-script "$shell"; done
echo "$n invocations written to $OUT"
