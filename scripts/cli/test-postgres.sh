#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster, then stops and deletes the cluster
# whatever happens. The command sees TEST_DATABASE_URL (superuser, trust auth, 127.0.0.1 only).
#   bash scripts/cli/test-postgres.sh npx vitest run --project backend
# PG_BIN overrides the binaries' folder; without binaries there it exits 3, so that a caller
# (scripts/bench/bench-inbox.ts) can fall back to PGlite. initdb refuses root, so as root the server
# runs as `postgres`.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PG_BIN (set PG_BIN)" >&2
  exit 3
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/test-pg.XXXXXX")
cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
if [ "$(id -u)" -eq 0 ]; then chown postgres "$tmp"; fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_owner "$PG_BIN/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-sync >"$tmp/initdb.log" 2>&1 \
  || { cat "$tmp/initdb.log" >&2; exit 1; }
# Speed over durability: the cluster is thrown away.
as_owner "$PG_BIN/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$tmp/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "test-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
status=0
"$@" || status=$?
exit "$status"
