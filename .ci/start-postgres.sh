#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the tests and prints its URL on
# stdout (server/test/postgres.ts runs it when TEST_DATABASE_URL is unset). Reuses a cluster that is already
# running; safe to call from several test files at once. Needs Debian's postgresql package;
# as root the server runs as the postgres user.
#   export TEST_DATABASE_URL=$(.ci/start-postgres.sh)
set -euo pipefail
port=${PGTEST_PORT:-54329}
dir=${PGTEST_DIR:-/tmp/anteckna-pgtest-$port}
db=anteckna_test
url="postgres://postgres@127.0.0.1:${port}/${db}"

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[[ -z $bin ]] && command -v pg_ctl >/dev/null && bin=$(dirname "$(command -v pg_ctl)")
[[ -n $bin && -x $bin/initdb ]] || { echo "no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }

if [[ $(id -u) == 0 ]]; then
  id postgres >/dev/null 2>&1 || { echo "running as root but there is no postgres user to run the server" >&2; exit 1; }
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

# One caller at a time initialises and starts the cluster; the others wait, then reuse it.
exec 9>"/tmp/anteckna-pgtest-$port.lock"
flock -w 120 9 || { echo "timed out waiting for another start-postgres.sh" >&2; exit 1; }

if ! "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  if [[ ! -f $dir/PG_VERSION ]]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    [[ $(id -u) == 0 ]] && chown postgres: "$dir"
    chmod 700 "$dir"
    as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null 2>"$dir.initdb.log" ||
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null ||
      { cat "$dir.initdb.log" >&2; exit 1; }
  fi
  # Throwaway data: durability off for speed; enough connections for two servers per test file.
  if ! as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null 9>&-; then
    echo "PostgreSQL did not start on port $port:" >&2
    tail -n 20 "$dir/server.log" >&2 || true
    exit 1
  fi
fi
if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
  "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "CREATE DATABASE $db" >/dev/null
fi
echo "$url"
