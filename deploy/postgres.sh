#!/usr/bin/env bash
# PostgreSQL for compose.yaml on the locally made tools image (Debian's postgresql package):
# creates the cluster on first start with POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB (the
# official image's variables, so `postgres:17` can stand in for it), then runs the server in
# the foreground as the postgres user. SIGTERM reaches postgres itself (exec): a fast shutdown.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PGDATA=${PGDATA:-/var/lib/postgresql/data}
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}" "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is needed}"
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 0700 "$PGDATA"
as_postgres() { runuser -u postgres -- "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && echo "$POSTGRES_PASSWORD" >"$pwfile" && chown postgres "$pwfile"
  as_postgres "$PGBIN/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" -A scram-sha-256 -E UTF8 --locale=C.UTF-8
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    as_postgres "$PGBIN/postgres" --single -D "$PGDATA" -c listen_addresses='' postgres <<<"CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" >/dev/null
  fi
fi
exec runuser -u postgres -- "$PGBIN/postgres" -D "$PGDATA" -c listen_addresses='*' -c max_connections=200
