#include "weightformat.h"

#include <array>

namespace GpuPlan {

namespace {

// Bits per weight of the ggml block types, block scales included (ggml-common.h):
// Q8_0 34 B / 32 weights, Q4_0 18 B / 32, Q4_K 144 B / 256, Q5_K 176 B / 256, Q6_K 210 B / 256.
constexpr double kQ8_0 = 8.5;
constexpr double kQ4_0 = 4.5;
constexpr double kQ4_K = 4.5;
constexpr double kQ5_K = 5.5;
constexpr double kQ6_K = 6.5625;
// AWQ/GPTQ INT4 with group size 128: 4 bits + an FP16 scale and a 4-bit zero point per group.
constexpr double kInt4Group128 = 4.0 + (16.0 + 4.0) / 128.0;

// Server formats (FP8, INT8, INT4) keep the embedding and lm_head in 16 bits, as vLLM and
// TensorRT-LLM load them. llama.cpp's K-quant mixes store the output in Q6_K, Q4_0 too.
constexpr std::array kFormats{
    WeightFormatInfo{WeightFormat::FP32, "fp32", "FP32", 32, 32, 32, 32, Precision::FP32, false},
    WeightFormatInfo{WeightFormat::FP16, "fp16", "FP16", 16, 16, 16, 16, Precision::FP16, false},
    WeightFormatInfo{WeightFormat::BF16, "bf16", "BF16", 16, 16, 16, 16, Precision::BF16, false},
    WeightFormatInfo{WeightFormat::FP8, "fp8", "FP8", 8, 8, 16, 16, Precision::FP8, false},
    WeightFormatInfo{WeightFormat::INT8, "int8", "INT8 (W8A16)", 8, 8, 16, 16, Precision::FP16, false},
    WeightFormatInfo{WeightFormat::INT4, "int4", "INT4 (AWQ/GPTQ g128)", kInt4Group128, kInt4Group128, 16, 16,
                     Precision::FP16, false},
    WeightFormatInfo{WeightFormat::Q8_0, "q8_0", "Q8_0", kQ8_0, kQ8_0, kQ8_0, kQ8_0, Precision::FP16, true},
    WeightFormatInfo{WeightFormat::Q6_K, "q6_k", "Q6_K", kQ6_K, kQ6_K, kQ6_K, kQ6_K, Precision::FP16, true},
    WeightFormatInfo{WeightFormat::Q5_K_M, "q5_k_m", "Q5_K_M", kQ5_K, kQ6_K, kQ5_K, kQ6_K, Precision::FP16, true},
    WeightFormatInfo{WeightFormat::Q4_K_M, "q4_k_m", "Q4_K_M", kQ4_K, kQ6_K, kQ4_K, kQ6_K, Precision::FP16, true},
    WeightFormatInfo{WeightFormat::Q4_0, "q4_0", "Q4_0", kQ4_0, kQ4_0, kQ4_0, kQ6_K, Precision::FP16, true},
};

// Parameters of the tensors that K-quant mixes upgrade (attn_v and ffn_down), per layer.
double moreBitsParamsPerLayer(const ModelArch &m)
{
    const double v = double(m.hidden) * m.kvHeads * m.headDim;
    double down = double(m.hidden) * double(m.intermediate);
    if (m.moe) {
        const double expertDown = double(m.hidden) * double(m.moe->moeIntermediate);
        down = expertDown * (m.moe->experts + m.moe->sharedExperts);
    }
    return v + down;
}

} // namespace

std::span<const WeightFormatInfo> weightFormats()
{
    return kFormats;
}

const WeightFormatInfo &weightFormatInfo(WeightFormat format)
{
    for (const auto &f : kFormats) {
        if (f.format == format)
            return f;
    }
    return kFormats[1];
}

bool weightFormatFromKey(std::string_view key, WeightFormat &format)
{
    for (const auto &f : kFormats) {
        if (f.key == key) {
            format = f.format;
            return true;
        }
    }
    if (key == "f16") { // llama.cpp's name
        format = WeightFormat::FP16;
        return true;
    }
    return false;
}

double moreBitsLayerFraction(int layers)
{
    if (layers <= 0)
        return 0;
    int n = 0;
    for (int i = 0; i < layers; ++i) {
        if (i < layers / 8 || i >= 7 * layers / 8 || (i - layers / 8) % 3 == 2)
            ++n;
    }
    return double(n) / layers;
}

WeightBytes weightBytes(const ModelArch &m, WeightFormat format)
{
    const WeightFormatInfo &f = weightFormatInfo(format);
    const double embeddingParams = double(m.vocab) * m.hidden;
    const double outputParams = m.tieWordEmbeddings ? 0.0 : embeddingParams;
    const double bodyParams = std::max(0.0, double(m.params) - embeddingParams - outputParams);
    WeightBytes b;
    b.embedding = embeddingParams * f.embeddingBits / 8;
    b.output = outputParams * f.outputBits / 8;
    double bodyBits = f.bodyBits;
    if (f.moreBits != f.bodyBits && m.layers > 0 && bodyParams > 0) {
        const double upgraded = std::min(bodyParams, moreBitsParamsPerLayer(m) * m.layers * moreBitsLayerFraction(m.layers));
        bodyBits = (f.bodyBits * (bodyParams - upgraded) + f.moreBits * upgraded) / bodyParams;
    }
    b.body = bodyParams * bodyBits / 8;
    return b;
}

} // namespace GpuPlan
