#include "probespec.h"

#include "core/namelookup.h"

#include <string>

namespace GpuPlan::ProbeSpec {

namespace {

std::string normalized(std::string_view s)
{
    std::string out;
    for (char c : s) {
        if (c == ' ' || c == '-' || c == '_')
            continue;
        out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

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
    if (test == "compute.bf16_fma")
        return flopsSpec(sku, Precision::BF16, "peak_flops.bf16");
    if (test == "compute.fp64_fma")
        return flopsSpec(sku, Precision::FP64, "peak_flops.fp64");
    return std::nullopt;
}

std::optional<std::size_t> matchSku(const std::vector<GpuSku> &skus, std::string_view deviceName)
{
    std::vector<NamedEntry> entries;
    entries.reserve(skus.size());
    for (const GpuSku &sku : skus)
        entries.push_back({sku.id, sku.name});
    // "NVIDIA H100 PCIe", then "H100 PCIe", then "PCIe": the first that names one SKU wins.
    std::string_view rest = deviceName;
    while (!rest.empty()) {
        const NameMatch match = findByIdOrName(rest, entries);
        if (match.status == NameMatch::Status::Found)
            return match.index;
        if (match.status == NameMatch::Status::Ambiguous)
            break; // a shorter tail only matches more SKUs
        const auto space = rest.find(' ');
        if (space == std::string_view::npos)
            break;
        rest.remove_prefix(space + 1);
    }
    // "NVIDIA GeForce RTX 4090 D" contains "GeForce RTX 4090": the longest contained name wins.
    const std::string device = normalized(deviceName);
    std::optional<std::size_t> best;
    std::size_t bestLength = 0;
    bool tie = false;
    for (std::size_t i = 0; i < skus.size(); ++i) {
        const std::string name = normalized(skus[i].name);
        if (name.empty() || device.find(name) == std::string::npos)
            continue;
        if (name.size() > bestLength) {
            best = i;
            bestLength = name.size();
            tie = false;
        } else if (name.size() == bestLength) {
            tie = true;
        }
    }
    return tie ? std::nullopt : best;
}

gpuplan::probe::SkuClass skuClassOf(Segment segment)
{
    switch (segment) {
    case Segment::Datacenter:
        return gpuplan::probe::SkuClass::Datacenter;
    case Segment::Workstation:
        return gpuplan::probe::SkuClass::Workstation;
    case Segment::Consumer:
        return gpuplan::probe::SkuClass::Consumer;
    }
    return gpuplan::probe::SkuClass::Datacenter;
}

} // namespace GpuPlan::ProbeSpec
