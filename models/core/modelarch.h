#pragma once

#include "provenance.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

enum class AttentionKind { Full, Sliding, Mla, None };
std::string_view attentionKindKey(AttentionKind kind); ///< "full", "sliding", "mla", "none"
bool attentionKindFromKey(std::string_view key, AttentionKind &kind);

struct LayerAttention
{
    AttentionKind kind = AttentionKind::Full;
    std::int64_t window = 0; ///< tokens kept, for Sliding
    std::string note;
    bool operator==(const LayerAttention &) const = default;
};

struct MlaSpec
{
    int kvLoraRank = 0;
    int qkRopeHeadDim = 0;
    bool operator==(const MlaSpec &) const = default;
};

struct MoeSpec
{
    int experts = 0;
    int activeExperts = 0;
    int sharedExperts = 0;
    std::int64_t moeIntermediate = 0;
    int denseLayers = 0; ///< layers with a dense FFN instead of experts
    bool operator==(const MoeSpec &) const = default;
};

/// A transformer's shape, as in its config.json.
struct ModelArch
{
    std::string id;
    std::string name;
    std::string hfId;
    std::string architecture; ///< "dense", "moe", "moe-mla"
    std::int64_t params = 0;
    std::int64_t activeParams = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    std::int64_t intermediate = 0;
    std::int64_t vocab = 0;
    std::int64_t maxContext = 0;
    bool tieWordEmbeddings = false;
    bool qkvBias = false;
    /// Repeated cyclically over the layers: [sliding, full] alternates, [full] is plain attention.
    std::vector<LayerAttention> attentionPattern{LayerAttention{}};
    std::optional<MlaSpec> mla;
    std::optional<MoeSpec> moe;
    std::optional<std::int64_t> kvBytesPerTokenFp16Reference;
    Provenance provenance;
    std::map<std::string, Provenance> fieldProvenance; ///< where a field's origin differs ("params")

    const LayerAttention &attentionOfLayer(int layer) const;
    /// How many of the layers use @p kind.
    int layerCount(AttentionKind kind) const;

    bool operator==(const ModelArch &) const = default;
};

} // namespace GpuPlan
