#include "probespec.h"

#include "core/skumatcher.h"

namespace GpuPlan::ProbeSpec {

namespace {

std::optional<Spec> flopsSpec(const GpuSku &sku, Precision precision, const char *field)
{
    if (const auto peak = sku.peak(precision); peak && *peak > 0)
        return Spec{*peak / 1e9, field};
    return std::nullopt;
}

} // namespace

std::optional<Spec> forTest(const GpuSku &sku, std::string_view test)
{
    if (test.starts_with("bandwidth.")) {
        if (sku.memoryBandwidthBytesPerSecond && *sku.memoryBandwidthBytesPerSecond > 0)
            return Spec{*sku.memoryBandwidthBytesPerSecond / 1e9, "memory_bandwidth_bytes_per_s"};
        return std::nullopt;
    }
    if (test == "compute.fp32_fma")
        return flopsSpec(sku, Precision::FP32, "peak_flops.fp32");
    if (test == "compute.fp16_fma" || test == "compute.tensor_fp16_gemm")
        return flopsSpec(sku, Precision::FP16, "peak_flops.fp16");
    if (test == "compute.bf16_fma" || test == "compute.tensor_bf16_gemm")
        return flopsSpec(sku, Precision::BF16, "peak_flops.bf16");
    if (test == "compute.tensor_int8_gemm")
        return flopsSpec(sku, Precision::INT8, "peak_flops.int8");
    if (test == "compute.tensor_fp8_gemm")
        return flopsSpec(sku, Precision::FP8, "peak_flops.fp8");
    if (test == "compute.fp64_fma")
        return flopsSpec(sku, Precision::FP64, "peak_flops.fp64");
    return std::nullopt;
}

std::optional<std::size_t> matchSku(const std::vector<GpuSku> &skus, std::string_view deviceName)
{
    return SkuMatcher(skus).match(deviceName);
}

Probe::SkuClass skuClassOf(Segment segment)
{
    switch (segment) {
    case Segment::Datacenter:
        return Probe::SkuClass::Datacenter;
    case Segment::Workstation:
        return Probe::SkuClass::Workstation;
    case Segment::Consumer:
        return Probe::SkuClass::Consumer;
    }
    return Probe::SkuClass::Datacenter;
}

} // namespace GpuPlan::ProbeSpec
