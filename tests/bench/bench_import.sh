#!/bin/sh
# Fleet import speed and memory (issue 5 "Performance"), side by side in one run:
#   1. generate a 2-million-row nvidia-smi --query-gpu CSV (and one 4x larger with --big);
#   2. time `sqlite3 DB ".mode csv" ".import FILE t"` (every column as text: the reference);
#   3. time `gpuplan-cli import FILE --workspace W --json` (typed columns, devices matched to the
#      catalog, health rules applied, one transaction) under /usr/bin/time -v for its peak RSS;
#   4. print rows/s of both, the ratio (target >= 2) and the peak RSS (target < 200 MB, flat with size).
# Usage: tests/bench/bench_import.sh BUILD_DIR [ROWS] [--big]     (medians of RUNS=3 runs)
set -eu
build=${1:?usage: bench_import.sh BUILD_DIR [ROWS] [--big]}
rows=${2:-2000000}
big=${3:-}
runs=${RUNS:-3}
cli="$build/app/gpuplan-cli"
gen="$build/tests/bench/bench_import"
command -v sqlite3 >/dev/null || { echo "sqlite3 is missing: apt-get install -y sqlite3" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is missing: apt-get install -y time" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/bench_import.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f", (e - s) / 1e9 }'; }

measure() {  # FILE ROWS
  file=$1; n=$2
  echo "== $(basename "$file"): $n rows, $(du -m "$file" | cut -f1) MB"
  : > "$work/ref.txt"; : > "$work/ours.txt"; : > "$work/rss.txt"
  i=0
  while [ $i -lt "$runs" ]; do
    i=$((i + 1))
    rm -f "$work/ref.db" "$work/ws.gpuplan"*
    s=$(date +%s%N); sqlite3 "$work/ref.db" ".mode csv" ".import $file t"; e=$(date +%s%N)
    seconds "$s" "$e" >> "$work/ref.txt"
    s=$(date +%s%N)
    /usr/bin/time -v -o "$work/time.txt" "$cli" import "$file" --workspace "$work/ws.gpuplan" --json > "$work/out.json"
    e=$(date +%s%N)
    seconds "$s" "$e" >> "$work/ours.txt"
    awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }' "$work/time.txt" >> "$work/rss.txt"
    grep -q '"status": "imported"' "$work/out.json" || { echo "import failed:"; head -40 "$work/out.json"; exit 1; }
  done
  ref=$(median < "$work/ref.txt"); ours=$(median < "$work/ours.txt"); rss=$(sort -n "$work/rss.txt" | tail -1)
  stored=$(sqlite3 "$work/ws.gpuplan" "SELECT sum(samples) FROM telemetry_chunk")
  awk -v n="$n" -v ref="$ref" -v ours="$ours" -v rss="$rss" -v stored="$stored" 'BEGIN {
    printf "sqlite3 .import    %7.2f s  %9.0f rows/s\n", ref, n / ref
    printf "gpuplan-cli import %7.2f s  %9.0f rows/s  (%d samples stored)\n", ours, n / ours, stored
    printf "ratio              %7.2f    (target >= 2)\n", ref / ours
    printf "peak RSS           %7.1f MB (target < 200)\n", rss / 1024
  }'
  echo "findings: $(grep -c '"code"' "$work/out.json" || true) entries with a code in the report"
}

"$gen" generate "$work/fleet.csv" "$rows"
"$gen" parse "$work/fleet.csv"
measure "$work/fleet.csv" "$rows"
rm -f "$work/fleet.csv"
if [ "$big" = "--big" ]; then
  big_rows=$((rows * 4))
  "$gen" generate "$work/fleet4x.csv" "$big_rows"
  runs=1
  measure "$work/fleet4x.csv" "$big_rows"
fi
