#include "catalogprice.h"

#include "core/catalog.h"

namespace GpuPlan {

bool isUsablePrice(const PricePoint &price, PurchaseMode mode)
{
    return price.currency == "USD" && price.isCloud() == isCloudMode(mode);
}

std::optional<PricePoint> lowestCatalogPrice(const Catalog &catalog, const std::string &skuId, PurchaseMode mode)
{
    for (PriceKind kind : priceKindsOf(mode)) {
        std::optional<PricePoint> best;
        for (const PricePoint *p : catalog.pricesOf(skuId)) {
            if (p->kind == kind && isUsablePrice(*p, mode) && (!best || p->amount < best->amount))
                best = *p;
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

} // namespace GpuPlan
