#include "fleetskumatch.h"

namespace GpuPlan {

FleetSkuMatcher::FleetSkuMatcher(const Catalog &catalog)
    : m_matcher(catalog.skus)
{
    for (const GpuSku &sku : catalog.skus)
        m_ids.push_back(sku.id);
}

std::string FleetSkuMatcher::match(const FleetDevice &device) const
{
    const auto index = m_matcher.match(device.name, device.vendor, device.memoryBytes, device.pciId);
    return index ? m_ids[*index] : std::string();
}

} // namespace GpuPlan
