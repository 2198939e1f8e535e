#!/bin/sh
# The field guides' playbook at fleet scale (issue 15 "Performance"), side by side in one run:
#   1. generate the guides' 30 outputs (tests/import/samples/guides) for each of NODES nodes, one folder a
#      node, the host names varied (the prompt's "server", the journal's and kubectl's node names);
#   2. the reference: `sqlite3 DB ".import"` of every line of those files into one text column, one
#      transaction (no parsing, no rules: what storing the lines alone costs here);
#   3. `gpuplan-cli import DIR --workspace W --json` on one core (taskset -c 0): every file detected,
#      parsed, joined to its node's devices, stored in its own transaction, the health rules evaluated;
#   4. `gpuplan-cli triage --json` on one core: the five steps for every node;
#   5. print files/s and lines/s of each, the ratio to the reference, and import + triage against 60 s.
# Usage: tests/bench/bench_playbook.sh BUILD_DIR [NODES]      (medians of RUNS=3 runs; default 1000 nodes)
set -eu
build=${1:?usage: bench_playbook.sh BUILD_DIR [NODES]}
nodes=${2:-1000}
runs=${RUNS:-3}
cli="$build/app/gpuplan-cli"
guides="$(cd "$(dirname "$0")/../import/samples/guides" && pwd)"
command -v sqlite3 >/dev/null || { echo "sqlite3 is missing: apt-get install -y sqlite3" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/bench_playbook.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
now() { date +%s%N; }
seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f", (e - s) / 1e9 }'; }

i=0
while [ $i -lt "$nodes" ]; do
  i=$((i + 1))
  n=$(printf 'n%04d' "$i")
  mkdir -p "$work/fleet/$n"
  for f in "$guides"/*.txt; do
    sed -e "s/\\bserver\\b/$n-server/g" -e "s/gpu-node-/$n-gpu-node-/g" -e "s/cpu-node-/$n-cpu-node-/g" "$f" \
      > "$work/fleet/$n/$(basename "$f")"
  done
done
files=$(find "$work/fleet" -type f | wc -l)
lines=$(cat "$work"/fleet/*/*.txt | wc -l)
# One text column: no separator in the guides' lines, so every line is one row.
cat "$work"/fleet/*/*.txt | tr -d '\037' > "$work/all.txt"
echo "== $nodes nodes, $files files, $lines lines, $(du -sk "$work/fleet" | cut -f1) KiB"

: > "$work/ref.txt"; : > "$work/import.txt"; : > "$work/triage.txt"
r=0
while [ $r -lt "$runs" ]; do
  r=$((r + 1))
  rm -f "$work/ref.db" "$work/ws.gpuplan"*
  s=$(now); taskset -c 0 sqlite3 "$work/ref.db" ".mode ascii" ".separator \"\\037\" \"\\n\"" \
    "CREATE TABLE t (line TEXT);" ".import $work/all.txt t"; e=$(now)
  seconds "$s" "$e" >> "$work/ref.txt"
  s=$(now)
  taskset -c 0 "$cli" import "$work/fleet" --workspace "$work/ws.gpuplan" --json > "$work/import.json" \
    || { echo "import failed:"; grep -B2 -A8 '"failed"' "$work/import.json" | head -40; exit 1; }
  e=$(now)
  seconds "$s" "$e" >> "$work/import.txt"
  s=$(now)
  taskset -c 0 "$cli" triage --workspace "$work/ws.gpuplan" --json > "$work/triage.json"
  e=$(now)
  seconds "$s" "$e" >> "$work/triage.txt"
done
imported=$(grep -c '"status": "imported"' "$work/import.json" || true)
devices=$(sqlite3 "$work/ws.gpuplan" "SELECT count(*) FROM fleet_device")
facts=$(sqlite3 "$work/ws.gpuplan" "SELECT count(*) FROM host_fact")
found=$(sqlite3 "$work/ws.gpuplan" "SELECT count(*) FROM finding")
triaged=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["nodes"]))' "$work/triage.json")
ref=$(median < "$work/ref.txt"); imp=$(median < "$work/import.txt"); tri=$(median < "$work/triage.txt")
awk -v f="$files" -v l="$lines" -v ref="$ref" -v imp="$imp" -v tri="$tri" 'BEGIN {
  printf "sqlite3 .import (lines) %7.2f s  %8.0f files/s  %9.0f lines/s\n", ref, f / ref, l / ref
  printf "gpuplan-cli import      %7.2f s  %8.0f files/s  %9.0f lines/s  (%.1fx the reference time)\n", imp, f / imp, l / imp, imp / ref
  printf "gpuplan-cli triage      %7.2f s\n", tri
  printf "import + triage         %7.2f s  (target < 60 s on one core)\n", imp + tri
}'
echo "stored: $imported of $files files imported, $devices devices, $facts host facts, $found findings; $triaged nodes triaged"
