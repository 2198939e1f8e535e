#include "skufields.h"

#include <array>

namespace GpuPlan {

namespace {
// Bounds reject typos (an extra zero, TB typed as GB) without second-guessing real products:
// 1 PB of VRAM, 1 PB/s, 1e18 FLOP/s and 10 kW are far beyond any card.
constexpr double kMaxBytes = 1e15;
constexpr double kMaxBandwidth = 1e15;
constexpr double kMaxFlops = 1e18;
constexpr double kMaxWatts = 1e4;

constexpr std::array kFields{
    SkuFieldInfo{"id", FieldType::Text, Quantity::None, false, 0, 0},
    SkuFieldInfo{"vendor", FieldType::Enum, Quantity::None, false, 0, 0},
    SkuFieldInfo{"name", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"family", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"segment", FieldType::Enum, Quantity::None, true, 0, 0},
    SkuFieldInfo{"form_factor", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"memory_bytes", FieldType::Integer, Quantity::Bytes, true, 1, kMaxBytes},
    SkuFieldInfo{"memory_type", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"memory_bandwidth_bytes_per_s", FieldType::Number, Quantity::BytesPerSecond, true, 1, kMaxBandwidth},
    SkuFieldInfo{"peak_flops.fp64", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp32", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp16", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp16_acc16", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.bf16", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp8", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.int8", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp6", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"peak_flops.fp4", FieldType::Number, Quantity::FlopsPerSecond, true, 1, kMaxFlops},
    SkuFieldInfo{"tdp_watts", FieldType::Number, Quantity::Watts, true, 1, kMaxWatts},
    SkuFieldInfo{"pcie_gen", FieldType::Integer, Quantity::None, true, 1, 7},
    SkuFieldInfo{"pcie_width", FieldType::Integer, Quantity::None, true, 1, 32},
    SkuFieldInfo{"interconnect", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"ecc", FieldType::Boolean, Quantity::None, true, 0, 0},
    SkuFieldInfo{"launch_date", FieldType::Date, Quantity::None, true, 0, 0},
    SkuFieldInfo{"software_stack", FieldType::Text, Quantity::None, true, 0, 0},
    SkuFieldInfo{"notes", FieldType::Text, Quantity::None, true, 0, 0},
};
} // namespace

std::span<const SkuFieldInfo> skuFields() { return kFields; }

const SkuFieldInfo *skuField(std::string_view key)
{
    for (const auto &f : kFields) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

} // namespace GpuPlan
