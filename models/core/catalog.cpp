#include "catalog.h"

#include <algorithm>

namespace GpuPlan {

const GpuSku *Catalog::findSku(const std::string &id) const
{
    const auto it = std::find_if(skus.begin(), skus.end(), [&](const GpuSku &s) { return s.id == id; });
    return it == skus.end() ? nullptr : &*it;
}

const ModelArch *Catalog::findModel(const std::string &id) const
{
    const auto it = std::find_if(models.begin(), models.end(), [&](const ModelArch &m) { return m.id == id; });
    return it == models.end() ? nullptr : &*it;
}

std::vector<const PricePoint *> Catalog::pricesOf(const std::string &skuId) const
{
    std::vector<const PricePoint *> out;
    for (const auto &p : prices) {
        if (p.skuId == skuId)
            out.push_back(&p);
    }
    return out;
}

const Provenance &GpuSku::provenanceOf(const std::string &fieldKey) const
{
    const auto it = fieldProvenance.find(fieldKey);
    return it == fieldProvenance.end() ? provenance : it->second;
}

const LayerAttention &ModelArch::attentionOfLayer(int layer) const
{
    static const LayerAttention kFull;
    if (attentionPattern.empty() || layer < 0)
        return kFull;
    return attentionPattern[static_cast<std::size_t>(layer) % attentionPattern.size()];
}

int ModelArch::layerCount(AttentionKind kind) const
{
    int n = 0;
    for (int i = 0; i < layers; ++i) {
        if (attentionOfLayer(i).kind == kind)
            ++n;
    }
    return n;
}

} // namespace GpuPlan
