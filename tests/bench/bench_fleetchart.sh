#!/bin/sh
# Telemetry chart responsiveness with 10 million samples of one GPU (issue 5 "Fleet page"):
#   1. generate an nvidia-smi --query-gpu CSV of one GPU sampled every second (ROWS, default 10 million);
#   2. import it with gpuplan-cli into a fresh workspace;
#   3. bench_fleetchart times the chart's views against a whole-range read (see bench_fleetchart.cpp).
# Usage: tests/bench/bench_fleetchart.sh BUILD_DIR [ROWS] [PIXELS]
set -eu
build=${1:?usage: bench_fleetchart.sh BUILD_DIR [ROWS] [PIXELS]}
rows=${2:-10000000}
pixels=${3:-1600}
work=$(mktemp -d "${TMPDIR:-/tmp}/bench_fleetchart.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"
"$build/tests/bench/bench_import" generate "$work/gpu.csv" "$rows" 1
"$build/app/gpuplan-cli" import "$work/gpu.csv" --workspace "$work/ws.gpuplan" --json > "$work/out.json"
grep -q '"status": "imported"' "$work/out.json" || { echo "import failed:"; head -40 "$work/out.json"; exit 1; }
rm -f "$work/gpu.csv"
"$build/tests/bench/bench_fleetchart" "$work/ws.gpuplan" 1 "$pixels"
