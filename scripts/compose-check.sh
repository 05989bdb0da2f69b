#!/usr/bin/env bash
# Checks a running stack (compose.yaml) through its proxy: the demo club answers, a member signs
# in on one instance and the session works on the other (the proxy's X-Upstream header says
# which instance answered), both serve the files the seeding instance stored (the shared media
# store), and /metrics stays private. Exits non-zero on the first failure.
#   bash scripts/compose-check.sh            (BASE=http://127.0.0.1:8080 by default)
set -euo pipefail
BASE=${BASE:-http://127.0.0.1:8080}
HOST_HEADER=${HOST_HEADER:-harbor.localhost}
PASSWORD=${PASSWORD:-Crest-demo-2026}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ok() { echo "ok   $*"; }
fail() { echo "FAIL $*" >&2; exit 1; }
# ask NAME CURL-ARGS…: headers in $work/NAME.h, body in $work/NAME.b; prints the status.
ask() {
  local name=$1
  shift
  curl -sS -o "$work/$name.b" -D "$work/$name.h" -w '%{http_code}' -H "Host: $HOST_HEADER" "$@"
}
upstream() { grep -i '^x-upstream:' "$work/$1.h" | tr -d '\r' | awk '{print $2}'; }

for _ in $(seq 1 60); do
  [ "$(ask ready "$BASE/readyz" || true)" = 200 ] && break
  sleep 2
done
[ "$(ask ready "$BASE/readyz")" = 200 ] || fail "the stack is not ready at $BASE"
grep -q '"Harbor Club"' <(ask config "$BASE/config" >/dev/null; cat "$work/config.b") || fail "no demo club at $BASE/config"
ok "the demo club answers through the proxy ($(upstream config))"

status=$(ask login -X POST -H 'content-type: application/json' \
  -d "{\"email\":\"member@harbor.example\",\"password\":\"$PASSWORD\"}" "$BASE/login")
[ "$status" = 200 ] || fail "sign-in: $status $(cat "$work/login.b")"
signed_in_on=$(upstream login)
cookie=$(grep -i '^set-cookie: crest_session=' "$work/login.h" | head -n 1 | sed -E 's/^[Ss]et-[Cc]ookie: ([^;]+).*/\1/')
[ -n "$cookie" ] || fail "sign-in set no session cookie"
ok "member@harbor.example signed in on $signed_in_on"

# Round robin: within a few requests the other instance answers.
other=""
for i in $(seq 1 10); do
  status=$(ask account$i -H "Cookie: $cookie" "$BASE/api/account")
  on=$(upstream account$i)
  if [ "$on" != "$signed_in_on" ]; then
    [ "$status" = 200 ] || fail "the session on $on: $status $(cat "$work/account$i.b")"
    grep -q 'member@harbor.example' "$work/account$i.b" || fail "the account on $on is someone else's"
    other=$on
    break
  fi
done
[ -n "$other" ] || fail "every request went to $signed_in_on: is the second instance up?"
ok "the session made on $signed_in_on works on $other"

# The demo's logo was stored once, by the instance that seeded: both serve it.
served_by=""
for i in $(seq 1 10); do
  status=$(ask logo$i "$BASE/media/demo/harbor-logo.svg")
  [ "$status" = 200 ] || fail "the demo logo on $(upstream logo$i): $status"
  on=$(upstream logo$i)
  case " $served_by " in *" $on "*) ;; *) served_by="$served_by $on" ;; esac
  [ "$(wc -w <<<"$served_by")" -ge 2 ] && break
done
[ "$(wc -w <<<"$served_by")" -ge 2 ] || fail "only$served_by served the logo"
ok "both instances serve the stored media:$served_by"

# Metrics are private: not without the token.
[ "$(ask metrics "$BASE/metrics")" = 404 ] || fail "/metrics answered without a token"
ok "/metrics is not served without its token"
echo "compose check passed"
