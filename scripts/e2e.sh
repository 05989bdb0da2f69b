#!/usr/bin/env bash
# Browser journeys: installs Debian's Chromium when missing, builds the web app when there is
# no build, starts the portal with a fresh demo club on a free port, runs Playwright, stops.
# One server per run: with BUNDLE_CHECK=1 the login bundle budget is measured on it first.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found: installing Debian's chromium" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
export CHROMIUM_PATH=$CHROMIUM

[ -f apps/web/dist/index.html ] || npm run --silent build

PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
DATA=$(mktemp -d /tmp/crest-e2e.XXXXXX)
LOG="$DATA/server.log"
# The portal's mail goes to a local sink that keeps each message as a file (scripts/e2e-mail-sink.mjs),
# so a journey can open a link from a mail (a guest pass's, with its pin).
MAIL_DIR="$DATA/mail"
node scripts/e2e-mail-sink.mjs "$MAIL_DIR" >"$DATA/mail-port" &
SINK=$!
for _ in $(seq 1 100); do [ -s "$DATA/mail-port" ] && break; sleep 0.1; done
SMTP_PORT=$(cat "$DATA/mail-port")
# Every journey signs in from 127.0.0.1: the per-address sign-in limit is raised so that
# parallel journeys never wait on it (the per-account guards stay as they are).
PORT=$PORT HOST=127.0.0.1 DATA_DIR="$DATA" LOG_LEVEL=warn NODE_ENV=production SIGN_IN_RATE_LIMIT=1000 \
  SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" node --import tsx apps/server/src/server.ts >"$LOG" 2>&1 &
SERVER=$!
cleanup() {
  kill "$SERVER" "$SINK" 2>/dev/null || true
  wait "$SERVER" "$SINK" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT

# Ready as soon as /readyz answers (polled every 0.1 s; a server that exits fails at once).
for _ in $(seq 1 600); do
  curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$LOG"; exit 1; }
  sleep 0.1
done

if [ "${BUNDLE_CHECK:-}" = 1 ]; then
  PORTAL_PORT=$PORT node scripts/bench/bundle/run.mjs --check
fi

export E2E_BASE_URL="http://harbor.localhost:$PORT" E2E_PORT=$PORT E2E_MAIL_DIR=$MAIL_DIR
# Each run's axe counts and stored sessions start afresh (e2e/support/axe.ts appends,
# axe-summary.mjs totals; support/global-setup.ts signs in).
rm -rf e2e/artifacts/axe-summary.jsonl e2e/artifacts/sessions
cd e2e && ../node_modules/.bin/playwright test "$@" || { echo "--- server log"; tail -n 50 "$LOG"; exit 1; }
