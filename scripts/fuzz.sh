#!/usr/bin/env bash
# Fuzzes every importer with libFuzzer (clang-14, ASan + UBSan), one after another.
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [FORMAT...]     (default 60 s, every format, then "detect")
# Targets: one per importer format (GPUPLAN_FUZZ_FORMAT=<format>: that parser, then detection) plus
# "detect" (detection only), "generic-csv", "prometheus-api", "quote-csv" and "xlsx" (with Qt Core and libzip). Each has its own corpus in build/fuzz/corpus/<target>,
# seeded from tests/import/samples by the golden files; crashes land in build/fuzz/crashes/<target>/
# (the summary counts those found in this run).
# Environment: FUZZ_BUILD_DIR (default build/fuzz/build), FUZZ_MAX_LEN (default 32768), CC/CXX (clang-14).
# Needs: apt-get install -y clang-14 libclang-rt-14-dev. Not part of the default build or test run.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_PER_TARGET=${1:-60}
shift || true
OUT="$ROOT/build/fuzz"
BUILD=${FUZZ_BUILD_DIR:-$OUT/build}
MAX_LEN=${FUZZ_MAX_LEN:-32768}
SAMPLES="$ROOT/tests/import/samples"

CC=${CC:-clang-14} CXX=${CXX:-clang++-14} cmake -S "$ROOT/tests/fuzz" -B "$BUILD" -G Ninja >/dev/null
ninja -C "$BUILD" -j "${FUZZ_JOBS:-2}" fuzz_import
FUZZER="$BUILD/fuzz_import"

if [ $# -gt 0 ]; then
  TARGETS=("$@")
else
  mapfile -t TARGETS < <(GPUPLAN_FUZZ_FORMAT=list "$FUZZER")
  TARGETS+=(detect)
fi

# Seeds: each golden row "file,format,..." puts the sample in that format's seed folder; every seed folder
# also gets the negative cases (failing samples, empty, binary, UTF-16, truncated halves).
SEEDS="$OUT/seeds"
rm -rf "$SEEDS"
mkdir -p "$SEEDS/_negative" "$SEEDS/detect" "$SEEDS/generic-csv"
for golden in "$ROOT"/tests/import/golden_*.csv; do
  while IFS=, read -r file format _ _ _ _ outcome _; do
    case "$file" in ''|file|\#*) continue ;; esac
    [ -f "$SAMPLES/$file" ] || continue
    name=$(echo "$file" | tr '/' '_')
    if [ -n "$format" ]; then
      mkdir -p "$SEEDS/$format"
      cp "$SAMPLES/$file" "$SEEDS/$format/$name"
      head -c $(( $(stat -c %s "$SAMPLES/$file") / 2 )) "$SAMPLES/$file" > "$SEEDS/$format/half_$name"
    fi
    cp "$SAMPLES/$file" "$SEEDS/detect/$name"
    [ "$outcome" = error ] && cp "$SAMPLES/$file" "$SEEDS/_negative/$name"
  done < "$golden"
done
for f in "$ROOT"/tests/import/data/*.jsonl; do
  [ -f "$f" ] && mkdir -p "$SEEDS/gpuplan-probe-jsonl" && cp "$f" "$SEEDS/gpuplan-probe-jsonl/"
done
cp "$SAMPLES"/nvsmi-csv/*.csv "$SEEDS/generic-csv/" 2>/dev/null || true
mkdir -p "$SEEDS/quote-csv"
cp "$SAMPLES"/quotes/*.csv "$SEEDS/quote-csv/"
printf 'Seller,GPU,Price,Qty,Condition,Channel,Lead time,Warranty,Returns,Date,Valid until\nA,RTX 3090,"$700.50",2,used,marketplace,2-3 weeks,3 years,yes,2026-11-20,45627\n' > "$SEEDS/quote-csv/all-fields.csv"
# XLSX seeds: a minimal workbook (shared strings, a number, an inline string) zipped by Python.
mkdir -p "$SEEDS/xlsx"
python3 - "$SEEDS/xlsx" <<'PY'
import sys, zipfile
ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
parts = {
    'xl/workbook.xml': f'<workbook xmlns="{ns}" xmlns:r="{rel}"><sheets><sheet name="Q" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/sharedStrings.xml': f'<sst xmlns="{ns}"><si><t>Seller</t></si><si><t>GPU</t></si><si><t>Price</t></si><si><r><t>RTX</t></r><r><t> 3090</t></r></si></sst>',
    'xl/worksheets/sheet1.xml': f'<worksheet xmlns="{ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>A</t></is></c><c r="B3" t="s"><v>3</v></c><c r="C3"><v>699.5</v></c></row></sheetData></worksheet>',
}
for method, name in ((zipfile.ZIP_DEFLATED, 'deflated.xlsx'), (zipfile.ZIP_STORED, 'stored.xlsx')):
    with zipfile.ZipFile(f'{sys.argv[1]}/{name}', 'w', method) as z:
        for part, text in parts.items():
            z.writestr(part, text)
PY
mkdir -p "$SEEDS/prometheus-api"
cp "$SAMPLES"/prometheus-api/*.json "$SEEDS/prometheus-api/"
printf 'Zeit;GPU;Leistung [mW];Temp\n2024-05-12T10:00:00Z;0;69500,5;45,2\n' > "$SEEDS/generic-csv/semicolons.csv"
printf 'timestamp\tgpu\tpower.draw [W]\n2024/05/12 10:00:00.125\t0\t70\n' > "$SEEDS/generic-csv/tabs.csv"
: > "$SEEDS/_negative/empty"
head -c 512 /dev/urandom > "$SEEDS/_negative/binary" 2>/dev/null || true
printf '\xff\xfe#\x00 \x00g\x00p\x00u\x00\n\x00' > "$SEEDS/_negative/utf16"
printf 'a,b\r\n1,2\r\n\r' > "$SEEDS/_negative/crlf"
for target in "${TARGETS[@]}"; do
  mkdir -p "$SEEDS/$target"
  cp "$SEEDS/_negative/"* "$SEEDS/$target/"
done

mkdir -p "$OUT/logs"
printf '%-24s %9s %9s %10s %8s %8s\n' target seconds runs execs/s coverage crashes > "$OUT/summary.txt"
for target in "${TARGETS[@]}"; do
  corpus="$OUT/corpus/$target" crashes="$OUT/crashes/$target" log="$OUT/logs/$target.log"
  mkdir -p "$corpus" "$crashes"
  start=$(date +%s)
  touch "$OUT/logs/.start-$target"
  set +e
  GPUPLAN_FUZZ_FORMAT=$target timeout $((SECONDS_PER_TARGET + 60)) "$FUZZER" "$corpus" "$SEEDS/$target" \
    -max_total_time="$SECONDS_PER_TARGET" -max_len="$MAX_LEN" -timeout=10 -rss_limit_mb=2048 -workers=1 \
    -artifact_prefix="$crashes/" -print_final_stats=1 > "$log" 2>&1
  set -e
  elapsed=$(( $(date +%s) - start ))
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  found=$(find "$crashes" -type f -newer "$OUT/logs/.start-$target" \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)
  printf '%-24s %9s %9s %10s %8s %8s\n' "$target" "$elapsed" "${runs:-?}" "${speed:-?}" "${cov:-?}" "$found" \
    | tee -a "$OUT/summary.txt"
done
echo
cat "$OUT/summary.txt"
echo "logs: $OUT/logs, crashes: $OUT/crashes"
