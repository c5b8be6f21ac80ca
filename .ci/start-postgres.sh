#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the tests and prints its URL.
# Reuses one that is already running. Needs Debian's postgresql package; run as root or
# as a user that may run the server (root hands it to the postgres user).
set -euo pipefail
port=${PGTEST_PORT:-54329}
dir=${PGTEST_DIR:-/tmp/anteckna-pgtest}
url="postgres://postgres@127.0.0.1:${port}/anteckna_test"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[[ -n $bin && -x $bin/initdb ]] || { echo "no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if ! as_pg "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  if [[ ! -f $dir/PG_VERSION ]]; then
    mkdir -p "$dir"
    [[ $(id -u) == 0 ]] && chown postgres "$dir"
    as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
fi
as_pg "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'anteckna_test'" | grep -q 1 ||
  as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres anteckna_test
echo "$url"
