#!/usr/bin/env python3
"""Walks every built-in through the TUI in tmux, as a presenter would: n to the end of the
walkthrough (and, on a scenario with other stores, o, then n through each side), then q, at
80x24 and 100x30, writing the screens of each walk to OUT/<size>-<scenario>.txt so two
binaries' screens can be compared byte for byte with `diff -r` (scripts/golden/check.sh does).

    scripts/golden/screens.py BIN OUT [SCENARIO...]

Needs tmux; about four minutes a binary. The session journal goes to a fresh XDG_STATE_HOME."""
import json, os, subprocess, sys, tempfile, time

BIN, OUT = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)
TMUX = ["tmux", "-L", "golden"]

def tmux(*args):
    return subprocess.run(TMUX + list(args), capture_output=True, text=True).stdout

def capture():
    return tmux("capture-pane", "-p", "-t", "walk")

def settle(previous, timeout=2.5):
    deadline = time.time() + timeout
    screen = capture()
    while time.time() < deadline:
        if screen != previous and screen.strip():
            time.sleep(0.15)
            again = capture()
            if again == screen:
                return screen, True
            screen = again
            continue
        time.sleep(0.05)
        screen = capture()
    return screen, False

scenarios = json.loads(subprocess.run([BIN, "scenarios", "--format", "json"], capture_output=True, text=True).stdout)["scenarios"]
only = sys.argv[3:]
for width, height in [(80, 24), (100, 30)]:
    for scenario in scenarios:
        name = scenario["name"]
        if only and name not in only:
            continue
        state = tempfile.mkdtemp()
        tmux("kill-session", "-t", "walk")
        tmux("new-session", "-d", "-s", "walk", "-x", str(width), "-y", str(height),
             f"env XDG_STATE_HOME={state} TERM=xterm-256color {BIN} --scenario {name}; echo EXITED; sleep 30")
        screen, _ = settle("")
        shots = [screen]
        sides = ["apple"] if "apple" in scenario["platforms"] else []
        sides += [p for p in scenario["platforms"] if p != "apple"]
        for index, side in enumerate(sides):
            if index > 0:
                tmux("send-keys", "-t", "walk", "o")
                screen, _ = settle(screen)
                shots.append(screen)
            for _ in range(scenario["steps"] + 12):
                tmux("send-keys", "-t", "walk", "n")
                screen, changed = settle(screen, 1.5)
                if not changed:
                    break
                shots.append(screen)
        tmux("send-keys", "-t", "walk", "q")
        screen, _ = settle(screen)
        shots.append(screen)
        with open(os.path.join(OUT, f"{width}x{height}-{name}.txt"), "w") as f:
            f.write(("\n" + "=" * width + "\n").join(shots))
        tmux("kill-session", "-t", "walk")
print("DONE", len(os.listdir(OUT)))
