#!/usr/bin/env bash
# Runs the Swift tests from the test build that scripts/build-test.sh --build-tests made, with
# any of `swift test`'s own arguments: `scripts/swift-test.sh --filter EveryStepCoverageTests`.
# It builds nothing; build first (`make build-tests` or scripts/build-test.sh --build-tests).
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift test -c release --scratch-path .build-test --skip-build --no-color-diagnostics "$@"
