#!/usr/bin/env bash
# Browser journeys: installs Debian's Chromium when missing, builds the web app when there is
# no build, starts the portal with fresh demo clubs on a free port (two for a full run), runs Playwright, stops.
# With BUNDLE_CHECK=1 the login bundle budget is measured on the first portal first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/lib/ensure-chromium.sh
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}

[ -f apps/web/dist/index.html ] || npm run --silent build

# A full run (no arguments) is split over two portals, each with its own fresh demo clubs, so the
# journeys that must run one after another on a portal form two shorter chains
# (e2e/support/shards.ts). A run of chosen files uses one portal.
SHARDS=${JOURNEY_SHARDS:-$([ $# -eq 0 ] && echo 2 || echo 1)}
RUN=$(mktemp -d /tmp/crest-e2e.XXXXXX)
PIDS=()
cleanup() {
  kill "${PIDS[@]}" 2>/dev/null || true
  wait "${PIDS[@]}" 2>/dev/null || true
  rm -rf "$RUN"
}
trap cleanup EXIT

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# start_portal N: a portal with a fresh demo in $RUN/N, its port in $RUN/N/port.
start_portal() {
  local data="$RUN/$1"
  mkdir -p "$data"
  # The portal's mail goes to a local sink that keeps each message as a file
  # (scripts/e2e-mail-sink.mjs), so a journey can open a link from a mail (a guest pass's, with its pin).
  node scripts/e2e-mail-sink.mjs "$data/mail" >"$data/mail-port" &
  PIDS+=($!)
  for _ in $(seq 1 100); do [ -s "$data/mail-port" ] && break; sleep 0.1; done
  local port
  port=$(free_port)
  echo "$port" >"$data/port"
  # Every journey signs in from 127.0.0.1: the per-address sign-in limit is raised so that
  # parallel journeys never wait on it (the per-account guards stay as they are).
  PORT=$port HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL=warn NODE_ENV=production SIGN_IN_RATE_LIMIT=1000 \
    SMTP_URL="smtp://127.0.0.1:$(cat "$data/mail-port")" node --import tsx apps/server/src/server.ts \
    >"$data/server.log" 2>&1 &
  PIDS+=($!)
  echo $! >"$data/pid"
}

# Ready as soon as /readyz answers (polled every 0.1 s; a server that exits fails at once).
wait_ready() {
  local data="$RUN/$1"
  for _ in $(seq 1 600); do
    curl -fsS "http://127.0.0.1:$(cat "$data/port")/readyz" >/dev/null 2>&1 && return 0
    kill -0 "$(cat "$data/pid")" 2>/dev/null || { cat "$data/server.log"; exit 1; }
    sleep 0.1
  done
  echo "the portal on port $(cat "$data/port") did not become ready" >&2
  exit 1
}

for shard in $(seq 1 "$SHARDS"); do start_portal "$shard"; done
for shard in $(seq 1 "$SHARDS"); do wait_ready "$shard"; done

if [ "${BUNDLE_CHECK:-}" = 1 ]; then
  PORTAL_PORT=$(cat "$RUN/1/port") node scripts/bench/bundle/run.mjs --check
fi

# Each run's axe counts and stored sessions start afresh (e2e/support/axe.ts appends,
# axe-summary.mjs totals; support/global-setup.ts signs in, one file per portal's port).
rm -rf e2e/artifacts/axe-summary.jsonl e2e/artifacts/sessions

# run_journeys N [args]: Playwright against portal N (as shard N of $SHARDS when split).
run_journeys() {
  local shard=$1 data="$RUN/$1" port
  port=$(cat "$data/port")
  shift
  (
    cd e2e
    export E2E_BASE_URL="http://harbor.localhost:$port" E2E_PORT=$port E2E_MAIL_DIR="$data/mail"
    [ "$SHARDS" -gt 1 ] && export JOURNEY_SHARD="$shard/$SHARDS"
    ../node_modules/.bin/playwright test "$@"
  ) || { echo "--- server log (portal $shard)"; tail -n 50 "$data/server.log"; return 1; }
}

if [ "$SHARDS" -eq 1 ]; then
  run_journeys 1 "$@"
  exit 0
fi
# Side by side, each shard's lines marked with its number; the run fails if either does.
RUNS=()
for shard in $(seq 1 "$SHARDS"); do
  (set -o pipefail; run_journeys "$shard" "$@" 2>&1 | sed -u "s/^/[$shard] /") &
  RUNS+=($!)
done
status=0
for run in "${RUNS[@]}"; do wait "$run" || status=1; done
exit $status
