#pragma once

#include "gpusku.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/**
 * The one device to SKU matcher (the fleet's imported GPUs, the probe's local device).
 *
 * A device's PCI vendor:device ID ("10de:2330", which lspci -nn prints even where it names the GPU only
 * "Device") comes first: the catalog carries the IDs pci.ids lists each SKU under (GpuSku::pciIds). One
 * SKU with that ID (and a memory size within 8 % when both are known) is the match; several (an ID shared
 * by the RX 7900 XT and XTX) are told apart by the name as below, and stay unmatched if it cannot.
 *
 * Without an ID the catalog knows, the match is on the product name as the tools print it
 * ("NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-80GB", "AMD Instinct MI300X", lspci's
 * "GH100 [H100 SXM5 80GB]"), checked against the vendor and memory size when they are known:
 *  - a SKU whose name words all appear in the device's name (a form-factor word such as "SXM" also
 *    matches "SXM4"), words of memory size ("80GB") excepted, is a full match; one whose model-number
 *    words appear but another word is missing is a partial match (nvidia-smi prints no "SXM");
 *  - candidates of another vendor, or whose memory differs by more than 8 % from the device's (usable
 *    memory is a little below the nominal size), or whose "NNGB" word contradicts the device's, drop;
 *  - among several, full matches win, then the most words matched, then the memory type named in the
 *    device's name ("HBM3"), then an SXM part for a name without a form factor (nvidia-smi and CUDA
 *    name SXM parts without it and PCIe or NVL parts with it).
 * Still ambiguous, or nothing: no SKU, never a guess.
 */
class SkuMatcher
{
public:
    explicit SkuMatcher(const std::vector<GpuSku> &skus);
    /// The index in the SKUs given to the constructor of the one SKU the device is; an empty @p vendor
    /// ("NVIDIA", any case), no @p memoryBytes or an empty @p pciId leaves that check out.
    std::optional<std::size_t> match(std::string_view name, std::string_view vendor = {},
                                     std::optional<std::uint64_t> memoryBytes = std::nullopt,
                                     std::string_view pciId = {}) const;

private:
    std::optional<std::size_t> matchName(std::string_view name, std::string_view vendor,
                                         std::optional<std::uint64_t> memoryBytes) const;

    struct Entry
    {
        std::size_t index = 0;
        std::string vendor; ///< lower case
        std::vector<std::string> words;
        std::string memoryWord; ///< "80gb" when the name has one
        std::string memoryType; ///< lower case
        long long memoryBytes = 0;
        std::vector<std::string> pciIds; ///< lower case
    };
    std::vector<Entry> m_entries;
};

} // namespace GpuPlan
