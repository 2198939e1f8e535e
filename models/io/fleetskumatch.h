#pragma once

#include "core/catalog.h"
#include "core/fleetrecords.h"
#include "core/skumatcher.h"

#include <string>
#include <vector>

namespace GpuPlan {

/// Matches imported GPUs to catalog SKUs with core's SkuMatcher (PCI ID, name, vendor and memory size).
/// Ambiguous or nothing: no SKU (an unknown_sku finding), never a guess.
class FleetSkuMatcher
{
public:
    explicit FleetSkuMatcher(const Catalog &catalog);
    /// The matched SKU id, or empty.
    std::string match(const FleetDevice &device) const;

private:
    std::vector<std::string> m_ids;
    SkuMatcher m_matcher;
};

} // namespace GpuPlan
