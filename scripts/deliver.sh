#!/usr/bin/env bash
# Builds agetui-deliver (the test build of scripts/build-test.sh, which shares its objects
# with the test command's build) and runs it; every argument goes to `agetui-deliver` unchanged:
#
#   scripts/deliver.sh --url http://127.0.0.1:8080/apple        follow the running TUI session
#   scripts/deliver.sh report run.json --url http://…            a headless run's report
#   scripts/deliver.sh --reports-folder /tmp/reports            the stores' console files only
#   scripts/deliver.sh export-root --pem root.pem --der root.der
#
# agetui-deliver is its own product because it needs swift-crypto and swift-certificates, which
# the TUI does not: scripts/run.sh never builds them (docs/delivery.md). The first build of
# agetui-deliver compiles them (BoringSSL's C sources among them), which takes several minutes
# on a 2-core machine; later runs rebuild only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=.build-test/release/agetui-deliver
scripts/ensure-deps.sh libncurses-dev libyaml-dev
if [ ! -x "$binary" ]; then
  echo "agetui-deliver: building it first (swift-crypto and swift-certificates the first time:" \
    "several minutes on a 2-core machine)." >&2
fi
scripts/build-test.sh --product agetui-deliver >&2
exec "$binary" "$@"
