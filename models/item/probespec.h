#pragma once

#include "core/gpusku.h"

#include "protocol/burnin.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

/// What a probe measurement is compared with in the catalog, and which SKU a probed device is.
namespace GpuPlan::ProbeSpec {

/// The catalog figure a test is compared with, in the test's own unit (GB/s or GFLOP/s).
struct Spec
{
    double value = 0.0;
    const char *field = ""; ///< the SKU field key ("memory_bandwidth_bytes_per_s", "peak_flops.fp32")
};

/**
 * The spec of @p sku that @p test measures against: every bandwidth.* test against the memory
 * bandwidth, compute.fp32_fma against the FP32 peak, compute.fp16_fma and compute.tensor_fp16_gemm
 * against the FP16 peak, compute.bf16_fma and compute.tensor_bf16_gemm against BF16, the INT8 and FP8
 * tensor GEMMs against their dense peaks and compute.fp64_fma against FP64. None when
 * the test has no catalog counterpart (transfers, latency) or the SKU lacks the figure.
 */
std::optional<Spec> forTest(const GpuSku &sku, std::string_view test);

/**
 * The catalog SKU a device named @p deviceName (as its driver names it: "NVIDIA H100 80GB HBM3",
 * "AMD Instinct MI300X") is sold as, by core's SkuMatcher (the fleet's matcher, on the name alone).
 * None when nothing or more than one SKU matches equally well.
 */
std::optional<std::size_t> matchSku(const std::vector<GpuSku> &skus, std::string_view deviceName);

/// The burn-in class (default criteria) of a catalog segment.
Probe::SkuClass skuClassOf(Segment segment);

} // namespace GpuPlan::ProbeSpec
