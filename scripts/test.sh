#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to find: types, lint, message catalogues,
# unit and server tests on PGlite, the server suite again on real PostgreSQL, three instances on
# one PostgreSQL, the bundle budget, then browser journeys in Chromium. Installs what it needs (PostgreSQL, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

[ -d node_modules ] || { step "npm ci"; npm ci --no-audit --no-fund; }

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "message catalogues (en, es)"
npm run --silent check:messages

step "unit and server tests (PGlite)"
node_modules/.bin/vitest run

step "server tests on PostgreSQL"
bash scripts/with-postgres.sh node_modules/.bin/vitest run --project server

step "three instances on one PostgreSQL (restart, freeze, stop)"
node --import tsx scripts/multi-instance/run.ts

step "web build and bundle budget"
npm run --silent build
node scripts/bench/bundle/run.mjs --check

step "browser journeys (Chromium)"
bash scripts/e2e.sh
