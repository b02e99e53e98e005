#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:${PGPORT:-55432} for the test suite and
# prints the TEST_DATABASE_URL to use. Runs the server as the `postgres` user when invoked as root.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDIR="${PGDIR:-/tmp/store-test-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }

as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

if [ ! -f "$PGDIR/PG_VERSION" ]; then
  mkdir -p "$PGDIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
  as_pg "'$BIN/initdb' -D '$PGDIR' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
fi
if ! as_pg "'$BIN/pg_ctl' -D '$PGDIR' status >/dev/null 2>&1"; then
  as_pg "'$BIN/pg_ctl' -D '$PGDIR' -l '$PGDIR/server.log' -w -o \"-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off\" start >/dev/null"
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
