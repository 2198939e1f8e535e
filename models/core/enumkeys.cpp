// String keys of the domain enums, as written in catalog JSON and the workspace.
#include "enumtable.h"
#include "gpusku.h"
#include "modelarch.h"
#include "pricepoint.h"
#include "provenance.h"

#include <array>
#include <utility>

namespace GpuPlan {

namespace {
template <typename E, std::size_t N>
bool valueOf(const EnumTable::Table<E, N> &table, std::string_view key, E &out)
{
    const std::optional<E> value = EnumTable::valueOf(table, key);
    if (value)
        out = *value;
    return value.has_value();
}
using EnumTable::keyOf;

constexpr std::array<std::pair<ProvenanceKind, std::string_view>, 6> kProvenanceKinds{{
    {ProvenanceKind::Datasheet, "datasheet"},
    {ProvenanceKind::Measured, "measured"},
    {ProvenanceKind::Imported, "imported"},
    {ProvenanceKind::UserOverride, "user_override"},
    {ProvenanceKind::Derived, "derived"},
    {ProvenanceKind::Quote, "quote"},
}};
constexpr std::array<std::pair<Vendor, std::string_view>, 3> kVendors{{
    {Vendor::Nvidia, "NVIDIA"},
    {Vendor::Amd, "AMD"},
    {Vendor::Intel, "Intel"},
}};
constexpr std::array<std::pair<Segment, std::string_view>, 3> kSegments{{
    {Segment::Datacenter, "datacenter"},
    {Segment::Workstation, "workstation"},
    {Segment::Consumer, "consumer"},
}};
constexpr std::array<std::pair<Precision, std::string_view>, PrecisionCount> kPrecisions{{
    {Precision::FP64, "fp64"},
    {Precision::FP32, "fp32"},
    {Precision::FP16, "fp16"},
    {Precision::BF16, "bf16"},
    {Precision::FP8, "fp8"},
    {Precision::INT8, "int8"},
    {Precision::FP4, "fp4"},
    {Precision::FP6, "fp6"},
    {Precision::FP16Acc16, "fp16_acc16"},
}};
constexpr std::array<std::pair<PriceKind, std::string_view>, 7> kPriceKinds{{
    {PriceKind::Msrp, "msrp"},
    {PriceKind::Street, "street"},
    {PriceKind::Used, "used"},
    {PriceKind::Refurbished, "refurbished"},
    {PriceKind::CloudOnDemand, "cloud_on_demand"},
    {PriceKind::CloudReserved, "cloud_reserved"},
    {PriceKind::CloudSpot, "cloud_spot"},
}};
constexpr std::array<std::pair<PriceUnit, std::string_view>, 2> kPriceUnits{{
    {PriceUnit::PerGpu, "gpu"},
    {PriceUnit::PerGpuHour, "gpu_hour"},
}};
constexpr std::array<std::pair<AttentionKind, std::string_view>, 4> kAttentionKinds{{
    {AttentionKind::Full, "full"},
    {AttentionKind::Sliding, "sliding"},
    {AttentionKind::Mla, "mla"},
    {AttentionKind::None, "none"},
}};
} // namespace

std::string_view provenanceKindKey(ProvenanceKind kind) { return keyOf(kProvenanceKinds, kind); }
bool provenanceKindFromKey(std::string_view key, ProvenanceKind &kind) { return valueOf(kProvenanceKinds, key, kind); }
std::string_view vendorKey(Vendor vendor) { return keyOf(kVendors, vendor); }
bool vendorFromKey(std::string_view key, Vendor &vendor) { return valueOf(kVendors, key, vendor); }
std::string_view segmentKey(Segment segment) { return keyOf(kSegments, segment); }
bool segmentFromKey(std::string_view key, Segment &segment) { return valueOf(kSegments, key, segment); }
std::string_view precisionKey(Precision precision) { return keyOf(kPrecisions, precision); }
bool precisionFromKey(std::string_view key, Precision &precision) { return valueOf(kPrecisions, key, precision); }
std::string_view priceKindKey(PriceKind kind) { return keyOf(kPriceKinds, kind); }
bool priceKindFromKey(std::string_view key, PriceKind &kind) { return valueOf(kPriceKinds, key, kind); }
std::string_view priceUnitKey(PriceUnit unit) { return keyOf(kPriceUnits, unit); }
bool priceUnitFromKey(std::string_view key, PriceUnit &unit) { return valueOf(kPriceUnits, key, unit); }
std::string_view attentionKindKey(AttentionKind kind) { return keyOf(kAttentionKinds, kind); }
bool attentionKindFromKey(std::string_view key, AttentionKind &kind) { return valueOf(kAttentionKinds, key, kind); }

} // namespace GpuPlan
