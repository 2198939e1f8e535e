#!/usr/bin/env bash
# CPU probe targets of the Probes issue, as ratios measured side by side in one run:
#   triad  >= 0.9 x likwid-bench -t stream_avx on the same working set
#   FMA    >= 0.9 x likwid-bench peakflops for the same instruction set (FP64 and FP32)
# Runs alternate (likwid, gpuplan-probe, likwid, ...) so drift on a shared machine hits both; medians.
# Usage: tests/bench/bench_probes.sh [build-dir] [rounds]   (needs the Debian package likwid)
set -euo pipefail
build="${1:-build/dev}"
rounds="${2:-5}"
probe="$build/app/gpuplan-probe"
command -v likwid-bench >/dev/null || { echo "likwid-bench not found: apt-get install likwid" >&2; exit 2; }
[ -x "$probe" ] || { echo "$probe not built" >&2; exit 2; }

threads=$(nproc)
total_gb=3                                   # likwid's working set: three arrays
per_array_mib=$(awk -v g=$total_gb 'BEGIN { printf "%.3f", g * 1e9 / 3 / 1048576 }')
simd=$("$probe" run --device cpu:0 --tests compute.fp64_fma --repeats 1 --warmups 0 --json-lines \
       | sed -n 's/.*"detail":"\([a-z0-9+]*\).*/\1/p')
case "$simd" in
  avx512f) dp=peakflops_avx512_fma; sp=peakflops_sp_avx512_fma ;;
  avx2+fma) dp=peakflops_avx_fma; sp=peakflops_sp_avx_fma ;;
  *) dp=peakflops_sse; sp=peakflops_sp_sse ;;
esac

likwid() {  # $1 test, $2 working set; prints GB/s or GFLOP/s
  local out
  out=$(likwid-bench -t "$1" -w "S0:$2:$threads" 2>/dev/null)
  case "$1" in
    stream*) awk '/^MByte\/s/ { printf "%.3f\n", $2 / 1000 }' <<<"$out" ;;
    *) awk '/^MFlops\/s/ { printf "%.3f\n", $2 / 1000 }' <<<"$out" ;;
  esac
}
ours() {  # $1 test; prints the median of its timed runs
  "$probe" run --device cpu:0 --tests "$1" --size-mib "$per_array_mib" --repeats 10 --json-lines \
    | sed -n 's/.*"median":\([0-9.e+]*\).*"type":"result".*/\1/p'
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -a lt lo ld od ls os
for ((r = 1; r <= rounds; r++)); do
  lt+=("$(likwid stream_avx ${total_gb}GB)"); lo+=("$(ours bandwidth.triad)")
  ld+=("$(likwid "$dp" 32KB)"); od+=("$(ours compute.fp64_fma)")
  ls+=("$(likwid "$sp" 32KB)"); os+=("$(ours compute.fp32_fma)")
  echo "round $r: triad likwid ${lt[-1]} ours ${lo[-1]} GB/s; fp64 ${ld[-1]} vs ${od[-1]}; fp32 ${ls[-1]} vs ${os[-1]} GFLOP/s" >&2
done

row() {  # name unit target reference-values ours-values
  local ref our
  ref=$(tr ' ' '\n' <<<"$4" | median); our=$(tr ' ' '\n' <<<"$5" | median)
  awk -v n="$1" -v u="$2" -v t="$3" -v r="$ref" -v o="$our" 'BEGIN {
    ratio = o / r; printf "%-28s %10.2f %10.2f %-8s %6.3f  %s (target >= %s)\n", n, r, o, u, ratio,
    (ratio >= t ? "ok" : "BELOW"), t }'
}
echo
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $threads threads, SIMD $simd, $rounds rounds (medians)"
printf "%-28s %10s %10s %-8s %6s\n" "measure" "reference" "gpuplan" "unit" "ratio"
row "triad vs stream_avx" "GB/s" 0.9 "${lt[*]}" "${lo[*]}"
row "FP64 FMA vs $dp" "GFLOP/s" 0.9 "${ld[*]}" "${od[*]}"
row "FP32 FMA vs $sp" "GFLOP/s" 0.9 "${ls[*]}" "${os[*]}"
