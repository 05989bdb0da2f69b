#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to find: types, lint, message catalogues,
# unit and server tests on PGlite, the server suite again on real PostgreSQL, three instances on
# one PostgreSQL, the bundle budget, then browser journeys in Chromium. Installs what it needs
# (PostgreSQL, Chromium). Phases that do not depend on each other run side by side; the run ends
# with the ten slowest test files of each suite and a table of the phases (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/phases.sh
trap print_timings EXIT

[ -d node_modules ] || phase "npm ci" npm ci --no-audit --no-fund
# The statement PDF's tests read their PDFs back with poppler (pdftotext, pdftoppm).
if ! command -v pdftoppm >/dev/null; then
  echo "poppler not found: installing poppler-utils with apt-get" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
fi

# Seconds each, side by side; the web build is the journeys' and the bundle budget's, Chromium
# theirs and the app screenshot's server test's.
start "Chromium (installed when missing)" bash scripts/lib/ensure-chromium.sh
start "typecheck" npm run --silent typecheck
start "lint" npm run --silent lint
start "message catalogues (en, es)" npm run --silent check:messages
start "web build" npm run --silent build
wait_all
failed && exit 1

# The suites side by side: each leaves gaps the other fills (the PostgreSQL suite waits on its
# server, the three-instance journey on timeouts and a frozen database, the PGlite suite's last
# files run one at a time).
start "server tests on PostgreSQL" bash scripts/with-postgres.sh node_modules/.bin/vitest run --project server
start "three instances on one PostgreSQL (restart, freeze, stop)" node --import tsx scripts/multi-instance/run.ts
phase "unit and server tests (PGlite)" node_modules/.bin/vitest run
wait_all
failed && exit 1

# One server for both: the login bundle budget, then the journeys.
phase "bundle budget and browser journeys (Chromium)" env BUNDLE_CHECK=1 bash scripts/e2e.sh
failed && exit 1
exit 0
