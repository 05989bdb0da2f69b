#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 (STACK.md recipe): installs the server
# when missing, starts it on a free port as the postgres user, exports DATABASE_URL, and
# removes everything on exit. Clients connect through its Unix socket.
set -euo pipefail

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL not found: installing it with apt-get" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres

PGPORT=${PGPORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
PGTMP=$(mktemp -d /tmp/pgtest.XXXXXX)
chown postgres: "$PGTMP"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  as_postgres "$PGBIN/pg_ctl" -D "$PGTMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PGTMP"
}
trap cleanup EXIT

as_postgres "$PGBIN/initdb" -D "$PGTMP/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" -w -t 30 start \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGTMP -c fsync=off -c max_connections=200" >/dev/null
# Through the server's Unix socket (the `host` parameter names its folder), as a portal on the
# database's machine connects: every statement is a write and a read on the connection, and on
# this 2-core machine a loopback TCP write costs several times a socket's (the ticket drop's
# race: 41 to 47 orders/s over TCP, 53 over the socket; scripts/bench/drop/README.md).
export DATABASE_URL="postgres://postgres@localhost:$PGPORT/postgres?host=$PGTMP"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PGPORT" >&2
"$@"
