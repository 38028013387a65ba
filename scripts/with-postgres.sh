#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on
# 127.0.0.1, stopped and removed afterwards.
set -euo pipefail

bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1)")
port=${PGPORT_TEST:-54329}
dir=$(mktemp -d /tmp/wfc-pg.XXXXXX)
chmod 755 "$dir"
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$dir"; su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
cleanup() { as_postgres "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

as_postgres "$bin/initdb -D $dir/data -U postgres --auth=trust" >/dev/null
as_postgres "$bin/pg_ctl -D $dir/data -o '-c listen_addresses=127.0.0.1 -p $port -k $dir' -l $dir/log -w start" >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
