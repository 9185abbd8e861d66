#!/usr/bin/env bash
# Installs what AgeTUI needs to build and test on Debian/Ubuntu: libncurses-dev (headers and
# libncursesw), libyaml-dev (libyaml, which reads scenario files) and, for the end-to-end tests,
# tmux. Safe to run again: it installs only what is
# missing, and says clearly what to do when it cannot install.
set -euo pipefail

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(libncurses-dev libyaml-dev)

missing=()
for pkg in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "agetui: missing ${missing[*]} and apt-get is not available; install them with your" \
    "package manager and run this again." >&2
  exit 1
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "agetui: missing ${missing[*]}; run as root or install them: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

echo "agetui: installing ${missing[*]} through apt-get" >&2
if ! { "${sudo_cmd[@]}" apt-get update -qq >/dev/null &&
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
  echo "agetui: could not install ${missing[*]} through apt-get; install them by hand and run this again." >&2
  exit 1
fi
