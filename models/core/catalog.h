#pragma once

#include "gpusku.h"
#include "modelarch.h"
#include "pricepoint.h"

#include <string>
#include <vector>

namespace GpuPlan {

inline constexpr int CatalogSchemaVersion = 1;

/// A set of SKUs, their prices and model architectures: the shipped catalog, an imported file or the
/// effective view of a workspace.
struct Catalog
{
    int schemaVersion = CatalogSchemaVersion;
    int catalogVersion = 0;
    std::string generated;
    std::vector<GpuSku> skus;
    std::vector<PricePoint> prices;
    std::vector<ModelArch> models;

    const GpuSku *findSku(const std::string &id) const;
    const ModelArch *findModel(const std::string &id) const;
    std::vector<const PricePoint *> pricesOf(const std::string &skuId) const;

    bool operator==(const Catalog &) const = default;
};

} // namespace GpuPlan
