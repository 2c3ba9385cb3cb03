#!/usr/bin/env bash
# Start a throwaway PostgreSQL server for the collection tests.
#
#   eval "$(.ci/postgres.sh)"          # sets DECKCHECK_TEST_PG_URL in the calling shell
#   .ci/postgres.sh --env-file FILE    # or: writes `export DECKCHECK_TEST_PG_URL=...` to FILE
#
# Installs Debian's `postgresql` package when no server binaries are found, creates (or reuses) a
# cluster in $PGDATA_DIR (default /tmp/deckcheck-pg) on port $PGPORT (default 55432), started as the
# `postgres` user, then a user and database `deckcheck`. Only the export line goes to stdout;
# progress goes to stderr. Needs root (apt-get, su) unless a server is already running and
# DECKCHECK_TEST_PG_URL is already set, in which case it just prints that.
set -euo pipefail
ENV_FILE=""
if [[ "${1:-}" == "--env-file" ]]; then ENV_FILE="${2:?--env-file needs a path}"; fi
PORT="${PGPORT:-55432}"
DATA="${PGDATA_DIR:-/tmp/deckcheck-pg}"
DB=deckcheck USER_=deckcheck PASS=deckcheck
log() { echo "postgres.sh: $*" >&2; }

emit() {
  local line="export DECKCHECK_TEST_PG_URL=postgresql+psycopg://$USER_:$PASS@127.0.0.1:$PORT/$DB"
  if [[ -n "$ENV_FILE" ]]; then echo "$line" > "$ENV_FILE"; log "wrote $ENV_FILE"; fi
  echo "$line"
}

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [[ -z "$(bindir)" ]]; then
  log "installing postgresql (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
BIN="$(bindir)"
[[ -n "$BIN" ]] || { log "no PostgreSQL server binaries after install"; exit 1; }
as_pg() { if [[ "$(id -un)" == postgres ]]; then "$@"; else su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; fi; }

if ! as_pg "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  if [[ ! -s "$DATA/PG_VERSION" ]]; then
    log "initdb $DATA"
    mkdir -p "$DATA"; chown postgres:postgres "$DATA" 2>/dev/null || true; chmod 700 "$DATA"
    as_pg "$BIN/initdb" -D "$DATA" -A trust -U postgres >&2
  fi
  log "starting server on port $PORT"
  as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
        -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off" start >&2
fi
psql_() { as_pg "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [[ "$(psql_ -d postgres -c "SELECT 1 FROM pg_roles WHERE rolname='$USER_'")" != 1 ]]; then
  psql_ -d postgres -c "CREATE USER $USER_ PASSWORD '$PASS'" >&2
fi
if [[ "$(psql_ -d postgres -c "SELECT 1 FROM pg_database WHERE datname='$DB'")" != 1 ]]; then
  psql_ -d postgres -c "CREATE DATABASE $DB OWNER $USER_" >&2
fi
log "ready"
emit
