#!/usr/bin/env bash
# Checks that a release binary is hardened as scripts/build-release.sh builds it (checksec's
# questions, answered with readelf): a static PIE (ELF type DYN, no INTERP, no NEEDED library,
# no RUNPATH), full RELRO (a GNU_RELRO segment and BIND_NOW), a non-executable stack, and the
# stack protector linked in. `make release` runs it after the build; CI does not build the
# release binary (a release build takes minutes), so this is where the hardening is checked.
#
# The binary is stripped, so the stack protector is found by what it links, not by symbol:
# glibc's "stack smashing detected" message is in the file only when some function calls
# __stack_chk_fail (--gc-sections drops it otherwise).
#
# Usage: scripts/check-release.sh [BINARY]    (default: .build/release/agetui)
# Prints "ok - …" or "not ok - …" per check; exits 1 if any fails.
set -uo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/release/agetui}"
if [ ! -f "$binary" ]; then
  echo "check-release: no binary at $binary (build it with scripts/build-release.sh)" >&2
  exit 64
fi

failed=0
check() {
  local name="$1"
  shift
  if "$@"; then echo "ok - $name"; else echo "not ok - $name"; failed=1; fi
}

header="$(readelf -hW "$binary")"
segments="$(readelf -lW "$binary")"
dynamic="$(readelf -dW "$binary")"

check "position-independent: ELF type DYN" grep -q 'Type: *DYN' <<<"$header"
check "static: no program interpreter (INTERP)" bash -c '! grep -q "^ *INTERP" <<<"$1"' _ "$segments"
check "static: no shared library needed (NEEDED)" bash -c '! grep -q "(NEEDED)" <<<"$1"' _ "$dynamic"
check "static PIE: no RUNPATH or RPATH (glibc's static-PIE start refuses them)" \
  bash -c '! grep -qE "\((RUNPATH|RPATH)\)" <<<"$1"' _ "$dynamic"
check "RELRO: a read-only GNU_RELRO segment" grep -qE '^ *GNU_RELRO .* R +0x' <<<"$segments"
check "full RELRO: BIND_NOW" grep -qE '\(FLAGS\) .*BIND_NOW|\(FLAGS_1\) .*NOW' <<<"$dynamic"
check "non-executable stack: GNU_STACK is RW" grep -qE '^ *GNU_STACK .* RW +0' <<<"$segments"
check "stack protector linked in" grep -qa 'stack smashing detected' "$binary"
check "starts: --version" bash -c '"$1" --version >/dev/null' _ "$binary"
exit "$failed"
