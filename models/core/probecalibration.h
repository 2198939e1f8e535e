#pragma once

#include "provenance.h"
#include "skuoverride.h"

#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/**
 * What a STREAM triad measurement says about a card's memory bandwidth, in the terms the sizing engine
 * is calibrated in: datasheet-equivalent bytes/s. The decode efficiencies are fitted against datasheet
 * bandwidth, and even a healthy card's triad reaches only part of its datasheet figure, so the measured
 * triad is divided by that typical share: a healthy card keeps its datasheet figure, a card whose
 * memory is slower than it should be (clocks locked low, a degraded stack) gets proportionally less.
 *
 * The typical share, 0.90: BabelStream 3.4 triad on an A100-SXM4-40GB, 1,398.7 GB/s of 1,555 GB/s
 * (0.899; tests/import/samples/babelstream/v3.4-cuda-a100-mig-3sizes.txt), and a device-to-device copy
 * on an H200, 4.3 of 4.8 TB/s (0.90; ../shared/TOOLCHAIN.md).
 */
inline constexpr double kTypicalTriadShareOfDatasheet = 0.90;

/**
 * The same for compute: a measured rate divided by the share of the datasheet a healthy card's probe
 * reaches gives the datasheet-equivalent ceiling the efficiencies are fitted against. On an H200 the
 * probes measured an FP16 tensor GEMM (cuBLAS, 8192^3) at 881 of 989.5 TFLOPS (0.89) and an FP32 FMA
 * loop at 65,237 of 66,908 GFLOP/s (132 SMs x 128 lanes x 2 x 1,980 MHz: 0.975); README, "Probes".
 */
inline constexpr double kTypicalGemmShareOfDatasheet = 0.89;
inline constexpr double kTypicalFmaShareOfPeak = 0.975;
/**
 * The other tensor formats' GEMMs (gpuplan-probe's compute.tensor_{bf16,int8,fp8}_gemm, 8192^3, default run of 3
 * warm-ups and 10 timed runs) on the same H200 (cuBLAS 13.1, driver 580.159), medians of two runs on 2026-12-04:
 * BF16 893,145 and 892,832 of 989,500 GFLOP/s (0.90); INT8 (cublasGemmEx, TN, int32 C) 1,641,614 and 1,639,262 of
 * 1,979,000 GOP/s (0.83); FP8 (cublasLtMatmul, E4M3, BF16 D, FP32 accumulation) 1,691,765 and 1,723,978 of
 * 1,979,000 GFLOP/s (0.855 and 0.871: 0.86). The FP16 GEMM measured 893,366 (0.903) in the same run.
 * scripts/device-check.sh prints them. These are short runs: held for seconds the same GEMMs settle lower under
 * the power cap (FP16 728,000 at 1,635 MHz, BF16 771,000, INT8 1,629,000, FP8 1,459,000), which the datasheet
 * figures the efficiencies are fitted against do not show either.
 */
inline constexpr double kTypicalBf16GemmShareOfDatasheet = 0.90;
inline constexpr double kTypicalInt8GemmShareOfDatasheet = 0.83;
inline constexpr double kTypicalFp8GemmShareOfDatasheet = 0.86;
/// The datasheet-equivalent figure (bytes/s or FLOP/s) of a median in GB/s or GFLOP/s measured by a
/// card that reaches @p typicalShare of its datasheet when healthy; nullopt if not positive.
std::optional<double> datasheetEquivalent(double measuredGiga, double typicalShare);
/// Where a measured ceiling comes from: the provenance source "Use in estimates" writes.
inline constexpr const char *kProbeProvenanceSource = "gpuplan-probe";

/// One figure of an imported benchmark file (BenchmarkRecord as the workspace keeps it).
struct BenchmarkFigure
{
    std::string tool;      ///< "mixbench", "babelstream", ...
    std::string gpuName;   ///< as printed
    std::string precision; ///< mixbench: "fp32", "fp32x2", "fp64", "fp16", "int32"
    std::string test;      ///< BabelStream: "Triad", ...
    std::string metric;    ///< "gflops", "bandwidth", ...
    double value = 0;      ///< GFLOP/s or GB/s
    int line = 0;
};

/// A SKU ceiling an imported benchmark measures, for "Use in estimates".
struct MeasuredCeiling
{
    std::string field;       ///< "peak_flops.fp32" or "memory_bandwidth_bytes_per_s"
    double measuredGiga = 0; ///< the best figure: GFLOP/s or GB/s
    double share = 1;        ///< the typical share of the datasheet it is divided by
    double value = 0;        ///< datasheet-equivalent FLOP/s or bytes/s
    std::string tool;
    std::string gpuName;
    int line = 0; ///< of the best figure
};

/**
 * The ceilings a file's benchmark figures measure for the first GPU they name (one GPU's figures for one
 * SKU; a file names one GPU): mixbench's
 * single-precision plateau (the largest GFLOP/s of its FMA kernel over the compute intensities) over
 * kTypicalFmaShareOfPeak for peak_flops.fp32, and BabelStream's best Triad over
 * kTypicalTriadShareOfDatasheet for the memory bandwidth. mixbench's half precision runs on the vector
 * units, not the tensor cores, so it sets no tensor ceiling; packed FP32, FP64 and integers set none.
 */
std::vector<MeasuredCeiling> ceilingsFromBenchmarks(const std::vector<BenchmarkFigure> &figures);

/// The edit of @p skuId that puts @p ceiling in estimates, dated @p date (ISO), its note naming the
/// benchmark @p file and line, the figure and the share it was divided by.
FieldOverride ceilingOverride(const MeasuredCeiling &ceiling, const std::string &skuId, const std::string &file,
                              const std::string &date);

/// The provenance source a ceiling from an imported benchmark carries: "imported mixbench".
std::string benchmarkProvenanceSource(const std::string &tool);
/// Whether a SKU field's value is a measured ceiling put there by "Use in estimates" (a probe run or an
/// imported benchmark), which the estimate then reports as measured.
bool isMeasuredCeiling(const Provenance &provenance);

} // namespace GpuPlan
