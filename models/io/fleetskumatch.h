#pragma once

#include "core/catalog.h"
#include "core/fleetrecords.h"

#include <string>
#include <vector>

namespace GpuPlan {

/**
 * Matches imported GPUs to catalog SKUs. The shipped catalog carries no PCI device IDs, so the match is
 * on the product name as the tools print it ("NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-80GB",
 * "AMD Instinct MI300X", lspci's "GH100 [H100 SXM5 80GB]"), checked against the memory size:
 *  - a SKU whose name words all appear in the device's name (a form-factor word such as "SXM" also
 *    matches "SXM4"), words of memory size ("80GB") excepted, is a full match; one whose model-number
 *    words appear but another word is missing is a partial match (nvidia-smi prints no "SXM");
 *  - candidates of another vendor, or whose memory differs by more than 8 % from the device's (usable
 *    memory is a little below the nominal size), or whose "NNGB" word contradicts the device's, drop;
 *  - among several, full matches win, then the most words matched, then the memory type named in the
 *    device's name ("HBM3"), then an SXM part for a name without a form factor (nvidia-smi names SXM
 *    parts without it and PCIe or NVL parts with it).
 * Still ambiguous, or nothing: no SKU (an unknown_sku finding), never a guess.
 */
class FleetSkuMatcher
{
public:
    explicit FleetSkuMatcher(const Catalog &catalog);
    /// The matched SKU id, or empty.
    std::string match(const FleetDevice &device) const;

private:
    struct Entry
    {
        std::string id;
        std::string vendor;  ///< lower case
        std::vector<std::string> words;
        std::string memoryWord;  ///< "80gb" when the name has one
        std::string memoryType;  ///< lower case
        long long memoryBytes = 0;
    };
    std::vector<Entry> m_entries;
};

} // namespace GpuPlan
