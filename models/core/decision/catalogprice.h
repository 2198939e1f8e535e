#pragma once

#include "core/decision/scenario.h"
#include "core/pricepoint.h"

#include <optional>
#include <string>

namespace GpuPlan {

struct Catalog;

/// A price an option bought in @p mode can take: in USD, per GPU-hour for cloud modes, per GPU otherwise.
bool isUsablePrice(const PricePoint &price, PurchaseMode mode);

/**
 * The catalog price an option of @p skuId bought in @p mode takes when the scenario gives none: the
 * lowest usable price of the first kind in priceKindsOf(mode) that the catalog has (New: the lowest
 * street price, else the MSRP). nullopt when the catalog has none.
 */
std::optional<PricePoint> lowestCatalogPrice(const Catalog &catalog, const std::string &skuId, PurchaseMode mode);

} // namespace GpuPlan
