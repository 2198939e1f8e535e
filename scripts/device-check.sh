#!/usr/bin/env bash
# Builds gpuplan-probe (probes only, CUDA for sm_90) on the GPU device machine, runs the CUDA probes,
# a one-minute burn-in and nvidia-smi -q, writes everything under build/device-out and prints a short summary
# against the H200's datasheet figures.
#
# The device machine has CMake, ninja, nvcc and the NVIDIA driver, but no Qt, no Debian packages and
# no network: the caller carries a copy of nlohmann/json.hpp in build/carry/include/nlohmann, e.g.
#   mkdir -p build/carry/include && cp -r /usr/include/nlohmann build/carry/include/
# and runs this script from the repository root with carry=["build/carry"].
#
# Every step runs with a timeout and its exit status is recorded in build/device-out/steps.tsv; a failing step
# does not stop the ones after it. The script exits non-zero when any step failed.
# All steps share one time budget (DEVICE_CHECK_BUDGET_S, default 560 s, under the device tool's
# 600 s per command): a step's timeout shrinks to what is left, and a step with under 15 s left is
# skipped. DEVICE_CHECK_SUMMARY_ONLY=1 only prints the summary again from the files already in build/device-out;
# DEVICE_CHECK_BURNIN=0 leaves out the one-minute burn-in.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Every step's output goes to build/device-out. When the device tool sets $OUT (only 8 files come back
# from it), the script leaves there just the summary and one tarball of build/device-out.
RESULTS="${OUT:-}"
OUT="$PWD/build/device-out"
mkdir -p "$OUT"

BUILD_DIR=build/device
CARRY_INCLUDE="$PWD/build/carry/include"
PROBE="$BUILD_DIR/app/gpuplan-probe"
DEVICE="${GPUPLAN_DEVICE:-cuda:0}"
SPEC_BANDWIDTH_GBS=4800  # H200 datasheet: 4.8 TB/s HBM3e
SPEC_FP32_GFLOPS=67000   # H200 SXM datasheet FP32
SPEC_FP16_TENSOR_GFLOPS=989500 # H200 SXM datasheet FP16/BF16 tensor, dense (1,979 TFLOPS with sparsity)
SPEC_FP8_TENSOR_GFLOPS=1979000  # FP8, dense
SPEC_INT8_TENSOR_GOPS=1979000   # INT8 TOPS, dense
FP32_LANES_PER_SM=128    # Hopper (sm_90): 128 FP32 FMA units per SM
JOBS="$(nproc 2>/dev/null || echo 4)"
BUDGET_S="${DEVICE_CHECK_BUDGET_S:-560}"

STEPS="$OUT/steps.tsv"
FAILED=0

# step NAME TIMEOUT_S OK_CODES COMMAND...: stdout to $OUT/NAME.out, stderr to $OUT/NAME.err.
# OK_CODES is a comma-separated list of exit codes that count as success (burn-in verdicts are not failures).
step() {
    local name="$1" limit="$2" okCodes="$3"
    shift 3
    local start rc=0 remaining=$((BUDGET_S - SECONDS))
    if ((remaining < 15)); then
        echo "== $name: skipped, ${remaining}s left of the ${BUDGET_S}s budget" >&2
        printf '%s\tskipped\t0\n' "$name" >>"$STEPS"
        FAILED=1
        return 1
    fi
    if ((limit > remaining - 5)); then
        limit=$((remaining - 5))
    fi
    start=$(date +%s)
    echo "== $name: $*" >&2
    timeout --kill-after=10 "$limit" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err" || rc=$?
    printf '%s\t%s\t%s\n' "$name" "$rc" "$(($(date +%s) - start))" >>"$STEPS"
    if [[ ",$okCodes," != *",$rc,"* ]]; then
        FAILED=1
        if [[ $rc -eq 124 || $rc -eq 137 ]]; then
            echo "   $name: timed out after ${limit}s" >&2
        else
            echo "   $name: exit code $rc (see $OUT/$name.err)" >&2
        fi
        tail -n 5 "$OUT/$name.err" >&2 || true
        return 1
    fi
    return 0
}

# field FILE TEST KEY: the numeric KEY of the result line of TEST in a JSON-lines file (compact JSON).
field() {
    [[ -f "$1" ]] || return 0
    awk -v t="$2" -v k="$3" '
        index($0, "\"type\":\"result\"") && index($0, "\"test\":\"" t "\"") {
            if (match($0, "\"" k "\":-?[0-9.eE+]+")) { s = substr($0, RSTART, RLENGTH); sub(/^"[^"]*":/, "", s); print s }
            exit
        }' "$1"
}

# detailNumber FILE TEST REGEX: the first number in the match of REGEX inside the test's "detail" text.
detailNumber() {
    [[ -f "$1" ]] || return 0
    awk -v t="$2" -v re="$3" '
        index($0, "\"type\":\"result\"") && index($0, "\"test\":\"" t "\"") {
            if (match($0, re)) { s = substr($0, RSTART, RLENGTH); gsub(/[^0-9.]/, "", s); print s }
            exit
        }' "$1"
}

# fieldOr FILE TEST KEY: as field, "n/a" when absent.
fieldOr() {
    local v
    v=$(field "$@")
    echo "${v:-n/a}"
}

# percent A B: A / B as a percentage, or "n/a".
percent() {
    awk -v a="${1:-}" -v b="${2:-}" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "n/a"; else printf "%.1f%%", 100 * a / b }'
}

if [[ "${DEVICE_CHECK_SUMMARY_ONLY:-0}" != 1 ]]; then
    printf 'step\texit_code\tseconds\n' >"$STEPS"
    {
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "host: $(uname -a)"
        echo "cmake: $(cmake --version 2>&1 | head -n 1)"
        echo "nvcc: $(nvcc --version 2>&1 | tail -n 1)"
        echo "git: $(git rev-parse HEAD 2>/dev/null || echo 'not a git checkout')"
    } >"$OUT/env.txt" 2>&1 || true

    step nvidia-smi-q 30 0 nvidia-smi -q || true
    step nvidia-smi-query 15 0 nvidia-smi \
        --query-gpu=name,pci.bus_id,pcie.link.gen.current,pcie.link.width.current,pcie.link.gen.max,pcie.link.width.max,clocks.max.sm,driver_version \
        --format=csv,noheader,nounits || true

    BUILT=0
    if [[ ! -f "$CARRY_INCLUDE/nlohmann/json.hpp" ]]; then
        echo "ERROR: $CARRY_INCLUDE/nlohmann/json.hpp is missing. Carry a copy of /usr/include/nlohmann:" >&2
        echo "       mkdir -p build/carry/include && cp -r /usr/include/nlohmann build/carry/include/" >&2
        echo "       and pass carry=[\"build/carry\"] to the device run." >&2
        printf 'configure\tmissing-nlohmann\t0\n' >>"$STEPS"
        FAILED=1
    elif step configure 90 0 cmake -S . -B "$BUILD_DIR" -G Ninja -DGPUPLAN_PROBES_ONLY=ON -DCMAKE_BUILD_TYPE=Release \
            -DCMAKE_CUDA_ARCHITECTURES=90 -DGPUPLAN_WITH_CUDA=ON -DGPUPLAN_WITH_HIP=OFF -DGPUPLAN_WITH_LEVELZERO=OFF \
            -DGPUPLAN_NLOHMANN_INCLUDE="$CARRY_INCLUDE" &&
        step build 240 0 cmake --build "$BUILD_DIR" --parallel "$JOBS"; then
        BUILT=1
    fi

    if [[ $BUILT -eq 1 ]]; then
        step list 30 0 "$PROBE" --list --json || true
        step run 150 0 "$PROBE" run --device "$DEVICE" --tests bandwidth,compute,transfer,latency --json-lines || true
        # The tensor GEMMs again with 30 timed runs each, for a steadier median of each math format's rate.
        step gemms 90 0 "$PROBE" run --device "$DEVICE" --repeats 30 --warmups 5 --json-lines \
            --tests compute.tensor_fp16_gemm,compute.tensor_bf16_gemm,compute.tensor_int8_gemm,compute.tensor_fp8_gemm \
            || true
        # Exit codes 10 and 11 are the quarantine and reject verdicts: the burn-in itself ran.
        [[ "${DEVICE_CHECK_BURNIN:-1}" == 1 ]] && step burnin 120 0,10,11 "$PROBE" burnin --device "$DEVICE" --seconds 60 --class datacenter \
            --spec-bandwidth "$SPEC_BANDWIDTH_GBS" --spec-fp32 "$SPEC_FP32_GFLOPS" --json-lines || true
    fi
fi

# ---- summary ----
RUN="$OUT/run.out"
BURN="$OUT/burnin.out"
SUMMARY="$OUT/summary.txt"
{
    echo "== gpuplan-probe on $DEVICE"
    if [[ -f "$OUT/nvidia-smi-query.out" ]]; then
        echo "nvidia-smi: $(head -n 1 "$OUT/nvidia-smi-query.out")"
    fi

    triad=$(field "$RUN" bandwidth.triad best)
    triadMedian=$(field "$RUN" bandwidth.triad median)
    copy=$(field "$RUN" bandwidth.copy best)
    echo "triad: best ${triad:-n/a} GB/s, median ${triadMedian:-n/a} GB/s = $(percent "$triad" "$SPEC_BANDWIDTH_GBS") of ${SPEC_BANDWIDTH_GBS} GB/s datasheet (copy best ${copy:-n/a} GB/s)"

    fp32=$(field "$RUN" compute.fp32_fma best)
    sms=$(detailNumber "$RUN" compute.fp32_fma 'on [0-9]+ SMs')
    clock=$(field "$RUN" compute.fp32_fma clock_mhz)
    clockSource="measured during the test (NVML)"
    if [[ -z "$clock" ]]; then
        clock=$(detailNumber "$RUN" compute.fp32_fma 'peak SM clock [0-9]+')
        clockSource="peak SM clock (no telemetry)"
    fi
    # Peak GFLOP/s = SMs x FP32 lanes x 2 FLOP per FMA x clock (GHz).
    peak=$(awk -v s="${sms:-0}" -v c="${clock:-0}" -v l="$FP32_LANES_PER_SM" \
        'BEGIN { if (s > 0 && c > 0) printf "%.0f", s * l * 2 * c / 1000 }')
    echo "fp32 FMA: best ${fp32:-n/a} GFLOP/s = $(percent "$fp32" "$peak") of ${peak:-n/a} GFLOP/s peak" \
        "at ${clock:-?} MHz (${clockSource}, ${sms:-?} SMs x ${FP32_LANES_PER_SM} lanes x 2);" \
        "$(percent "$fp32" "$SPEC_FP32_GFLOPS") of ${SPEC_FP32_GFLOPS} datasheet"
    echo "fp16 FMA: best $(fieldOr "$RUN" compute.fp16_fma best) GFLOP/s;" \
        "bf16 FMA: best $(fieldOr "$RUN" compute.bf16_fma best) GFLOP/s"
    echo "tensor GEMMs 8192^3 (about 790000 GFLOP/s seen with PyTorch bf16):"
    for g in "fp16 $SPEC_FP16_TENSOR_GFLOPS GFLOP/s" "bf16 $SPEC_FP16_TENSOR_GFLOPS GFLOP/s" \
        "int8 $SPEC_INT8_TENSOR_GOPS GOP/s" "fp8 $SPEC_FP8_TENSOR_GFLOPS GFLOP/s"; do
        read -r fmt spec unit <<<"$g"
        best=$(field "$RUN" "compute.tensor_${fmt}_gemm" best)
        med=$(field "$RUN" "compute.tensor_${fmt}_gemm" median)
        med30=$(field "$OUT/gemms.out" "compute.tensor_${fmt}_gemm" median)
        echo "  $fmt: best ${best:-n/a}, median ${med:-n/a} $unit = $(percent "$med" "$spec") of $spec datasheet;" \
            "30 runs: median ${med30:-n/a} = $(percent "$med30" "$spec")"
    done

    linkRate=""
    linkText="unknown link"
    if [[ -f "$OUT/nvidia-smi-query.out" ]]; then
        # An idle link may train down to save power: the rate uses the maximum generation, current width.
        read -r gen width < <(awk -F', *' 'NR == 1 { print $5, $4 }' "$OUT/nvidia-smi-query.out") || true
        linkRate=$(awk -v g="${gen:-0}" -v w="${width:-0}" 'BEGIN {
            split("0.25 0.5 0.9846 1.9692 3.9385 7.5631", lane, " ")
            if (g >= 1 && g <= 6 && w > 0) printf "%.1f", lane[g] * w }')
        linkText="PCIe gen ${gen:-?} x${width:-?} = ${linkRate:-?} GB/s per direction"
    fi
    for t in h2d_pinned d2h_pinned h2d_pageable d2h_pageable; do
        v=$(field "$RUN" "transfer.$t" best)
        echo "transfer.$t: best ${v:-n/a} GB/s = $(percent "$v" "$linkRate") of $linkText"
    done
    echo "launch latency: best $(fieldOr "$RUN" latency.launch best) us, median $(fieldOr "$RUN" latency.launch median) us"

    if [[ -f "$RUN" ]]; then
        unverified=$(grep -c '"verified":false' "$RUN" || true)
        errors=$(grep -c '"type":"error"' "$RUN" || true)
        echo "run: $(grep -c '"type":"result"' "$RUN" || true) results, ${unverified} not verified, ${errors} error lines"
        grep '"type":"error"' "$RUN" | head -n 5 || true
    fi
    if [[ -f "$BURN" ]]; then
        verdict=$(grep -o '"verdict":"[a-z]*"' "$BURN" | head -n 1 | sed 's/.*:"\(.*\)"/verdict \1/' || true)
        failedChecks=$(grep '"type":"verdict"' "$BURN" | grep -o '{[^{}]*"status":"fail"[^{}]*}' |
            grep -o '"code":"[a-z_]*"' | sed 's/"code":"\(.*\)"/\1/' | paste -sd, - || true)
        checks=$(grep -c '"type":"burnin_check"' "$BURN" || true)
        bw=$(awk 'match($0, /"bandwidth_gbs":[0-9.eE+]+/) { s = substr($0, RSTART + 16, RLENGTH - 16); sum += s; n++ }
                  END { if (n) printf "%.0f", sum / n }' "$BURN")
        fl=$(awk 'match($0, /"fp32_gflops":[0-9.eE+]+/) { s = substr($0, RSTART + 14, RLENGTH - 14); sum += s; n++ }
                  END { if (n) printf "%.0f", sum / n }' "$BURN")
        miss=$(awk 'match($0, /"miscompares":[0-9]+/) { s = substr($0, RSTART + 14, RLENGTH - 14); sum += s }
                    END { print sum + 0 }' "$BURN")
        echo "burn-in 60 s: ${verdict:-no verdict line}${failedChecks:+ (failed: $failedChecks)}, ${checks} slices, mean ${bw:-n/a} GB/s, mean ${fl:-n/a} GFLOP/s, ${miss} miscompares"
    fi
    echo "steps:"
    column -t "$STEPS" 2>/dev/null || cat "$STEPS"
} | tee "$SUMMARY"

if [[ -n "$RESULTS" && "$RESULTS" != "$OUT" ]]; then
    mkdir -p "$RESULTS"
    cp "$SUMMARY" "$RESULTS/summary.txt"
    tar czf "$RESULTS/device-out.tgz" -C "$OUT" .
fi

exit "$FAILED"
