#!/bin/sh
# Fleet import into a team workspace (issue 17 "Bulk data"), side by side in one run:
#   1. generate a 2-million-row nvidia-smi --query-gpu CSV (tests/bench/bench_import generate);
#   2. start a throw-away PostgreSQL 15 (initdb + pg_ctl in a temporary folder, Unix socket only; as the postgres user
#      when run as root), with its default durability (fsync on);
#   3. time `gpuplan-cli import FILE --json` into a new SQLite workspace file, then into a new PostgreSQL database
#      (COPY into a staging table, one INSERT ... SELECT), RUNS=3 times each;
#   4. print the medians, rows/s of both and the ratio PostgreSQL / SQLite (target >= 1).
# Usage: tests/bench/bench_import_postgres.sh BUILD_DIR [ROWS]
set -eu
build=${1:?usage: bench_import_postgres.sh BUILD_DIR [ROWS]}
rows=${2:-2000000}
runs=${RUNS:-3}
cli="$build/app/gpuplan-cli"
gen="$build/tests/bench/bench_import"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is missing: apt-get install -y postgresql-15" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/bench_pg.XXXXXX")
chmod 755 "$work"
as_pg=""
if [ "$(id -u)" -eq 0 ]; then
  mkdir "$work/pg" && chown postgres "$work/pg"
  as_pg="runuser -u postgres --"
else
  mkdir "$work/pg"
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cleanup() { $as_pg "$bin/pg_ctl" -D "$work/pg/data" -m immediate -w stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config"
$as_pg "$bin/initdb" -D "$work/pg/data" -U postgres --auth-local=trust -E UTF8 --locale=C >/dev/null
$as_pg "$bin/pg_ctl" -D "$work/pg/data" -o "-k $work/pg -p $port -c listen_addresses='' ${PG_OPTS:-}" -l "$work/pg/log" -w start >/dev/null

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f", (e - s) / 1e9 }'; }
psql_() { "$bin/psql" -X -q -t -A -h "$work/pg" -p "$port" -U postgres "$@"; }

"$gen" generate "$work/fleet.csv" "$rows"
echo "== $rows rows, $(du -m "$work/fleet.csv" | cut -f1) MB; PostgreSQL $("$bin/postgres" --version | awk '{print $3}')"
: > "$work/lite.txt"; : > "$work/pg.txt"
i=0
while [ $i -lt "$runs" ]; do
  i=$((i + 1))
  rm -f "$work/ws.gpuplan"*
  s=$(date +%s%N); "$cli" import "$work/fleet.csv" --workspace "$work/ws.gpuplan" --json > "$work/lite.json"; e=$(date +%s%N)
  seconds "$s" "$e" >> "$work/lite.txt"
  grep -q '"status": "imported"' "$work/lite.json" || { echo "SQLite import failed:"; head -40 "$work/lite.json"; exit 1; }
  psql_ -d postgres -c "DROP DATABASE IF EXISTS bench" -c "CREATE DATABASE bench"
  ws="postgresql:host=$work/pg port=$port user=postgres dbname=bench"
  "$cli" --workspace "$ws" workspace info > /dev/null # the schema, outside the timing (as the file's is not)
  s=$(date +%s%N); "$cli" import "$work/fleet.csv" --workspace "$ws" --json > "$work/pg.json"; e=$(date +%s%N)
  seconds "$s" "$e" >> "$work/pg.txt"
  grep -q '"status": "imported"' "$work/pg.json" || { echo "PostgreSQL import failed:"; head -40 "$work/pg.json"; exit 1; }
done
lite=$(median < "$work/lite.txt"); pg=$(median < "$work/pg.txt")
stored=$(psql_ -d bench -c "SELECT sum(samples) FROM telemetry_chunk")
awk -v n="$rows" -v lite="$lite" -v pg="$pg" -v stored="$stored" 'BEGIN {
  printf "SQLite workspace      %7.2f s  %9.0f rows/s\n", lite, n / lite
  printf "PostgreSQL workspace  %7.2f s  %9.0f rows/s  (%d samples stored)\n", pg, n / pg, stored
  printf "ratio PG / SQLite     %7.2f    (target >= 1)\n", lite / pg
}'
