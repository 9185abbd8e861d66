#!/usr/bin/env python3
"""Checks that each Swift module's compile command in a SwiftPM build description names the
module files of every module below it, not only those of the modules it names itself.

SwiftPM recompiles a module when one of its inputs changes. A module compiled against a struct
two modules down, whose middle module's interface did not change, was otherwise never rebuilt
when that struct gained a stored property: it kept the old layout, and the binary read the
struct at the wrong offsets (Package.swift's last section has the fix, this the check).

Usage: scripts/check-build-inputs.py BUILD_DESCRIPTION (for example .build-test/release.yaml)
Only the package's own modules are checked, against its own modules below them. Prints each
module that misses one, and exits 1 if any does; 0 and a count otherwise.
"""
import os
import re
import sys

# The package's own sources; SwiftPM's generated test runner and other packages' checkouts are
# elsewhere.
ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
OWN_FOLDERS = (os.path.join(ROOT, "Sources") + os.sep, os.path.join(ROOT, "Tests") + os.sep)


def module_inputs(description):
    """Each Swift module command's module name, the module files its inputs name, and whether
    it is the package's own (its sources are in the package's Sources or Tests)."""
    modules, own = {}, set()
    pattern = re.compile(r'^  "C\.([A-Za-z0-9_]+)-[^"]*\.module":\n((?:    .*\n)+)', re.M)
    for match in pattern.finditer(description):
        name, body = match.group(1), match.group(2)
        inputs = re.search(r'^    inputs: \[(.*)\]$', body, re.M)
        files = re.findall(r'"([^"]+)"', inputs.group(1)) if inputs else []
        sources = [f for f in files if f.endswith(".swift")]
        if sources and all(f.startswith(OWN_FOLDERS) for f in sources):
            own.add(name)
        modules[name] = {
            f.rsplit("/", 1)[-1][: -len(".swiftmodule")]
            for f in files
            if f.endswith(".swiftmodule")
        }
    return modules, own


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-build-inputs.py BUILD_DESCRIPTION")
    with open(sys.argv[1], encoding="utf-8") as file:
        modules, own = module_inputs(file.read())
    if not modules:
        sys.exit(f"{sys.argv[1]}: no Swift module commands found")
    missing = 0
    # Only the package's own modules can be named in Package.swift; another package's internal
    # modules (swift-argument-parser's ToolInfo, say) change only with its version.
    for name in sorted(own):
        inputs = modules[name]
        below = set()
        for named in inputs:
            below |= modules.get(named, set())
        lacking = sorted((below & own) - inputs - {name})
        if lacking:
            missing += 1
            print(f"{name} does not name {', '.join(lacking)}")
    if missing:
        print(f"{missing} of the package's {len(own)} modules miss a module below them")
        sys.exit(1)
    print(f"each of the package's {len(own)} modules names every module of it below")


main()
