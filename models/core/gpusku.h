#pragma once

#include "provenance.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

enum class Vendor { Nvidia, Amd, Intel };
enum class Segment { Datacenter, Workstation, Consumer };
/// Precisions with a published dense peak. INT8 is in operations per second. FP16 is the tensor rate
/// with FP32 accumulation; FP16Acc16 the rate with FP16 accumulation, which GeForce cards run at twice
/// their FP32-accumulate rate (pro and datacenter cards at the same rate). FP4 is NVFP4 / MXFP4.
enum class Precision { FP64, FP32, FP16, BF16, FP8, INT8, FP4, FP6, FP16Acc16 };
inline constexpr int PrecisionCount = 9;

std::string_view vendorKey(Vendor vendor); ///< "NVIDIA", "AMD", "Intel"
bool vendorFromKey(std::string_view key, Vendor &vendor);
std::string_view segmentKey(Segment segment); ///< "datacenter", ...
bool segmentFromKey(std::string_view key, Segment &segment);
std::string_view precisionKey(Precision precision); ///< "fp64", ...
bool precisionFromKey(std::string_view key, Precision &precision);

/// One GPU product as sold (a stock-keeping unit). Unknown figures are empty optionals.
struct GpuSku
{
    std::string id; ///< stable lowercase slug, e.g. "nvidia-h100-sxm-80gb"
    Vendor vendor = Vendor::Nvidia;
    std::string family;
    std::string name;
    Segment segment = Segment::Datacenter;
    std::string formFactor;
    std::optional<std::int64_t> memoryBytes;
    std::string memoryType;
    std::optional<double> memoryBandwidthBytesPerSecond;
    std::array<std::optional<double>, PrecisionCount> peakFlops{}; ///< dense FLOP/s per Precision
    std::optional<double> tdpWatts;
    std::optional<int> pcieGen;
    std::optional<int> pcieWidth;
    std::string interconnect;
    std::optional<bool> ecc;
    std::string launchDate; ///< YYYY-MM or YYYY-MM-DD
    std::string softwareStack;
    std::string notes;
    /// The PCI vendor:device IDs that identify the product ("10de:2330"), lower case: pci.ids gives them
    /// to it alone; several for a product with revisions or editions.
    std::vector<std::string> pciIds;
    Provenance provenance;
    /// Per-field provenance where it differs from the record's, keyed by field key ("ecc",
    /// "peak_flops.fp16", ...).
    std::map<std::string, Provenance> fieldProvenance;

    std::optional<double> peak(Precision p) const { return peakFlops[static_cast<int>(p)]; }
    /// The provenance of one field: its own entry if any, else the record's.
    const Provenance &provenanceOf(const std::string &fieldKey) const;

    bool operator==(const GpuSku &) const = default;
};

} // namespace GpuPlan
