#include "kvcache.h"

#include <algorithm>
#include <array>

namespace GpuPlan {

namespace {
constexpr std::array kKvFormats{
    KvFormatInfo{KvFormat::FP16, "fp16", "FP16", 2.0},
    KvFormatInfo{KvFormat::BF16, "bf16", "BF16", 2.0},
    KvFormatInfo{KvFormat::FP8, "fp8", "FP8", 1.0},
    // ggml blocks of 32: Q8_0 34 bytes, Q4_0 18 bytes.
    KvFormatInfo{KvFormat::Q8_0, "q8_0", "Q8_0", 34.0 / 32.0},
    KvFormatInfo{KvFormat::Q4_0, "q4_0", "Q4_0", 18.0 / 32.0},
};

// Elements one layer stores per token on one GPU.
double elementsPerToken(const ModelArch &m, const LayerAttention &a, int tensorParallel)
{
    switch (a.kind) {
    case AttentionKind::None:
        return 0;
    case AttentionKind::Mla:
        // The latent is not split by head, so every tensor-parallel rank keeps all of it.
        return m.mla ? double(m.mla->kvLoraRank + m.mla->qkRopeHeadDim) : 2.0 * m.kvHeads * m.headDim;
    case AttentionKind::Full:
    case AttentionKind::Sliding:
        break;
    }
    // With more ranks than KV heads, each rank still keeps one whole head (replicated).
    const double headsPerRank = std::max(1.0, double(m.kvHeads) / std::max(1, tensorParallel));
    return 2.0 * headsPerRank * m.headDim;
}
} // namespace

std::span<const KvFormatInfo> kvFormats() { return kKvFormats; }

const KvFormatInfo &kvFormatInfo(KvFormat format)
{
    for (const auto &f : kKvFormats) {
        if (f.format == format)
            return f;
    }
    return kKvFormats[0];
}

bool kvFormatFromKey(std::string_view key, KvFormat &format)
{
    for (const auto &f : kKvFormats) {
        if (f.key == key) {
            format = f.format;
            return true;
        }
    }
    if (key == "f16") {
        format = KvFormat::FP16;
        return true;
    }
    return false;
}

bool kvFormatSupported(KvFormat format, Engine engine)
{
    const bool quantisedGgml = format == KvFormat::Q8_0 || format == KvFormat::Q4_0;
    if (engine == Engine::LlamaCpp)
        return format != KvFormat::FP8;
    return !quantisedGgml;
}

std::string kvFormatKeyList(Engine engine)
{
    std::string list;
    for (const auto &f : kKvFormats) {
        if (!kvFormatSupported(f.format, engine))
            continue;
        if (!list.empty())
            list += ", ";
        list += f.key;
    }
    return list;
}

double kvCacheBytes(const ModelArch &m, KvFormat format, std::int64_t tokens, std::int64_t sequences, KvSplit split)
{
    if (tokens <= 0 || sequences <= 0)
        return 0;
    const int pp = std::max(1, split.pipelineParallel);
    // Pipeline stages hold consecutive layers; the busiest stage holds ceil(layers / pp).
    const int layersPerStage = (m.layers + pp - 1) / pp;
    // The attention pattern repeats every P layers, so a stage's layers are counted per pattern entry
    // (O(P x stages), not O(layers): sweeps call this thousands of times per model).
    const std::size_t period = std::max<std::size_t>(1, m.attentionPattern.size());
    double worst = 0;
    for (int stage = 0; stage < pp; ++stage) {
        const int first = stage * layersPerStage;
        const int last = std::min(m.layers, (stage + 1) * layersPerStage); // exclusive
        if (last <= first)
            continue;
        double elements = 0;
        for (std::size_t j = 0; j < period; ++j) {
            // Layers i in [first, last) with i % period == j.
            const int p = int(period);
            const int start = first + int((j + period - std::size_t(first) % period) % period);
            const int count = start < last ? (last - 1 - start) / p + 1 : 0;
            if (count == 0)
                continue;
            const LayerAttention &a = m.attentionOfLayer(start);
            const double kept
                = a.kind == AttentionKind::Sliding ? double(std::min<std::int64_t>(tokens, a.window)) : double(tokens);
            elements += count * elementsPerToken(m, a, split.tensorParallel) * kept;
        }
        worst = std::max(worst, elements);
    }
    return worst * double(sequences) * kvFormatInfo(format).bytesPerElement;
}

double kvBytesPerToken(const ModelArch &m, KvFormat format)
{
    double elements = 0;
    for (int i = 0; i < m.layers; ++i)
        elements += elementsPerToken(m, m.attentionOfLayer(i), 1);
    return elements * kvFormatInfo(format).bytesPerElement;
}

} // namespace GpuPlan
