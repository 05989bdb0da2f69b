#!/usr/bin/env bash
# Installs Debian's Chromium (and the fonts its screenshots use) when CHROMIUM_PATH, or the
# Debian path by default, is not there. Used by the journeys (e2e.sh) and, before the server
# tests, by test.sh: the app screenshot's test renders with it.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found: installing Debian's chromium" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
