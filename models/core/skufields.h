#pragma once

#include <span>
#include <string_view>

namespace GpuPlan {

/// What a SKU field holds, so that views can format it and editors can validate it.
enum class FieldType { Text, Integer, Number, Boolean, Date, Enum };
enum class Quantity { None, Bytes, BytesPerSecond, FlopsPerSecond, Watts };

struct SkuFieldInfo
{
    std::string_view key; ///< JSON field key; nested keys joined by '.', e.g. "peak_flops.fp16"
    FieldType type;
    Quantity quantity;
    bool editable;
    double minimum; ///< for numbers: smallest accepted value
    double maximum; ///< for numbers: largest accepted value
};

/// Every field of a GpuSku in display order.
std::span<const SkuFieldInfo> skuFields();
/// nullptr if @p key names no field.
const SkuFieldInfo *skuField(std::string_view key);

} // namespace GpuPlan
