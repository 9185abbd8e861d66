#!/usr/bin/env bash
# Checks that a store is a room of its own: in a scratch clone of HEAD, takes the store out the
# way it would be added, in reverse (its folder under Sources/Platforms, the targets whose
# sources are there and their test targets, its line in `Stores.Listed` and its import), then
# builds `agetui` without it and asks the binary what a user would. Prints what the store
# touches outside its folder (`git diff --stat`, its test folders left out): adding the store is
# that diff backwards. docs/architecture.md, "A store", is the recipe this checks.
#
#   scripts/check-store-room.sh STORE [STORE…]   (a folder of Sources/Platforms: AmazonAppstore)
#
# Several stores are taken out together when given together. It takes a clean build of
# `agetui` in the scratch clone (about a minute and a half on two cores) and leaves the working
# tree alone; `make check-store-rooms` checks each store, one at a time. KEEP=1 keeps the clone.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[ "$#" -ge 1 ] || {
  echo "usage: scripts/check-store-room.sh STORE [STORE…]  (a folder of Sources/Platforms)" >&2
  exit 64
}
for store in "$@"; do
  [ -d "$root/Sources/Platforms/$store" ] || {
    echo "check-store-room: no folder Sources/Platforms/$store" >&2
    exit 64
  }
done

scratch="$(mktemp -d "${TMPDIR:-/tmp}/agetui-store-room.XXXXXX")"
# KEEP=1 keeps the scratch clone (its path is printed) to look at the binary built there.
if [ "${KEEP:-}" = 1 ]; then echo "# scratch clone: $scratch/tree"; else trap 'rm -rf "$scratch"' EXIT; fi
git clone -q "$root" "$scratch/tree"
cd "$scratch/tree"

# The manifest: the store's targets are those whose sources are in its folder; their test
# targets are named after them; both leave every dependency list too.
python3 - "$@" <<'PY'
import re
import sys

stores = sys.argv[1:]
manifest = open("Package.swift", encoding="utf-8").read()
target = re.compile(
    r'\n[ \t]*(?://[^\n]*\n[ \t]*)*\.(?:target|testTarget|executableTarget)(\()\s*name: "(\w+)"')


def blocks(text):
    """Each target's name and the span of its declaration (with the comments above it)."""
    for match in target.finditer(text):
        # From the call's own parenthesis: the comments above it may hold parentheses too.
        depth, index = 0, match.start(1)
        while True:
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                break
            index += 1
        end = index + 1 + (text[index + 1] == ",")
        yield match.group(2), match.start(0), end, text[match.start(0):end]


removed = {name for name, _, _, body in blocks(manifest)
           if any(f'path: "Sources/Platforms/{store}/' in body for store in stores)}
if not removed:
    sys.exit(f"check-store-room: no target has its sources in {', '.join(stores)}")
removed |= {name + "Tests" for name in removed}
removed |= {name for name, _, _, body in blocks(manifest)
            if any(f'path: "Tests/{store}' in body or name.startswith(store) for store in stores)}
kept, last = [], 0
for name, start, end, _ in blocks(manifest):
    if name in removed:
        kept.append(manifest[last:start])
        last = end
kept.append(manifest[last:])
manifest = "".join(kept)
# The products made of them only, then every mention in a dependency list.
product = re.compile(r'\n[ \t]*\.(?:library|executable)\(name: "[\w-]+", targets: \[([^\]]*)\]\),')
manifest = product.sub(
    lambda m: "" if set(re.findall(r'"(\w+)"', m.group(1))) <= removed else m.group(0), manifest)
for name in sorted(removed):
    manifest = re.sub(rf'(?<!name: )"{name}",\s*', "", manifest)
    manifest = re.sub(rf',\s*"{name}"', "", manifest)
    manifest = re.sub(rf'\[\s*"{name}"\s*\]', "[]", manifest)
open("Package.swift", "w", encoding="utf-8").write(manifest)
print("targets taken out: " + ", ".join(sorted(removed)))
PY

# The registration: the store's line in `Stores.Listed` (its `…Definition`, in the store's
# Store folder) and the import of the target made of that folder.
python3 - "$@" <<'PY'
import glob
import os
import re
import sys

path = "Sources/Stores/Stores.swift"
text = open(path, encoding="utf-8").read()
manifest = open("Package.swift", encoding="utf-8").read()
for store in sys.argv[1:]:
    found = glob.glob(f"Sources/Platforms/{store}/Store/*Definition.swift")
    if len(found) != 1:
        sys.exit(f"check-store-room: Sources/Platforms/{store}/Store holds no one *Definition.swift")
    definition = os.path.basename(found[0])[: -len(".swift")]
    line = re.compile(rf"\n[ \t]*StoreListed<{definition},")
    if not line.search(text):
        sys.exit(f"check-store-room: Stores.Listed has no line for {definition}")
    text = line.sub("", text, count=1)
    text = re.sub(r"NoStores(>+)", lambda m: "NoStores" + m.group(1)[1:], text, count=1)
# The imports of targets the manifest no longer declares.
for module in re.findall(r"^import (\w+)$", text, re.M):
    if re.search(rf'name: "{module}"', manifest) is None and module.endswith("Store"):
        text = text.replace(f"import {module}\n", "")
open(path, "w", encoding="utf-8").write(text)
PY
for store in "$@"; do git rm -rq "Sources/Platforms/$store"; done

echo "# outside its folder (and the tests), taking out $* touches:"
outside=(. ':!Tests')
for store in "$@"; do outside+=(":!Sources/Platforms/$store"); done
git diff --stat -- "${outside[@]}" | cat
git diff -- Sources/Stores | cat

echo "# building agetui without it (scripts/build-test.sh --product agetui)"
if ! scripts/build-test.sh --product agetui >"$scratch/build.log" 2>&1; then
  grep -E 'error:' "$scratch/build.log" | sort -u | head -20
  echo "not ok - agetui builds without $*"
  exit 1
fi
echo "ok - agetui builds without $*"

bin=.build-test/release/agetui
status=0
check() {
  local name="$1"
  shift
  if "$@"; then echo "ok - $name"; else
    echo "not ok - $name"
    status=1
  fi
}
check "--version answers" bash -c '"$1" --version >/dev/null' _ "$bin"
check "the built-ins list" bash -c '"$1" scenarios >/dev/null' _ "$bin"
first="$("$bin" scenarios | awk 'NF > 1 {print $1; exit}')"
check "the first built-in ($first) runs, in text and json" \
  bash -c '"$1" run "$2" >/dev/null && "$1" run "$2" --format json >/dev/null' _ "$bin" "$first"
check "ask, graph and prompts answer for the first store left" \
  bash -c '"$1" ask --age 14 --gates 13,16 >/dev/null && "$1" graph >/dev/null &&
    "$1" prompts >/dev/null' _ "$bin"
check "explore over the stores left passes" bash -c '"$1" explore >/dev/null' _ "$bin"
# The TUI on the default scenario (the first built-in left): its first frame, then q quits.
tui() {
  local socket="agetui-store-room-$$" shown=""
  tmux -L "$socket" new-session -d -x 100 -y 30 \
    "XDG_STATE_HOME='$scratch/state' '$PWD/$bin'; echo exited \$? >'$scratch/tui.status'"
  for _ in $(seq 1 100); do
    shown="$(tmux -L "$socket" capture-pane -p 2>/dev/null || true)"
    [[ "$shown" == *"q quit"* ]] && break
    sleep 0.1
  done
  tmux -L "$socket" send-keys q
  for _ in $(seq 1 50); do
    [ -s "$scratch/tui.status" ] && break
    sleep 0.1
  done
  tmux -L "$socket" kill-server 2>/dev/null || true
  [[ "$shown" == *"q quit"* ]] && grep -qx 'exited 0' "$scratch/tui.status"
}
check "the TUI opens on the default scenario and q quits" tui
exit "$status"
