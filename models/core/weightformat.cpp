#include "weightformat.h"

#include <algorithm>
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
// Microscaling formats (OCP MX v1.0): an E8M0 scale (8 bits) per block of 32 elements; NVFP4 (NVIDIA
// Blackwell): an E4M3 scale per block of 16 E2M1 values (plus one FP32 scale per tensor, negligible).
constexpr double kMxfp4 = 4.0 + 8.0 / 32.0;
constexpr double kMxfp6 = 6.0 + 8.0 / 32.0;
constexpr double kNvfp4 = 4.0 + 8.0 / 16.0;
// SmoothQuant W8A8 and W4A8: per-channel scales (one FP16 per output row), negligible per weight.
constexpr double kInt8 = 8.0;

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
    WeightFormatInfo{WeightFormat::W8A8, "w8a8", "INT8 (W8A8)", kInt8, kInt8, 16, 16, Precision::INT8, false},
    // W4A8 (QServe, TensorRT-LLM's W4A8 AWQ): INT4 g128 weights, 8-bit activations (FP8 on Hopper and
    // later, INT8 before).
    WeightFormatInfo{WeightFormat::W4A8, "w4a8", "INT4 (W4A8)", kInt4Group128, kInt4Group128, 16, 16, Precision::FP8,
                     false},
    WeightFormatInfo{WeightFormat::FP6, "fp6", "FP6 (MXFP6)", kMxfp6, kMxfp6, 16, 16, Precision::FP6, false},
    // NVIDIA's NVFP4 checkpoints (TensorRT Model Optimizer) quantise every linear layer of the blocks and
    // keep the embedding and lm_head in 16 bits.
    WeightFormatInfo{WeightFormat::NVFP4, "nvfp4", "NVFP4", kNvfp4, kNvfp4, 16, 16, Precision::FP4, false},
    // gpt-oss ships its MoE experts in MXFP4 and everything else in BF16 (OpenAI gpt-oss model card,
    // arXiv 2508.10925, table 1); llama.cpp's GGUF MXFP4 (block of 32 + E8M0) keeps that layout. A dense
    // model in MXFP4 has its whole body in MXFP4.
    WeightFormatInfo{WeightFormat::MXFP4, "mxfp4", "MXFP4", kMxfp4, kMxfp4, 16, 16, Precision::FP4, false, 16},
    // The alias, before resolveWeightFormat: sized as NVFP4 (the larger of the two).
    WeightFormatInfo{WeightFormat::FP4, "fp4", "FP4", kNvfp4, kNvfp4, 16, 16, Precision::FP4, false},
};

struct Alias
{
    std::string_view key;
    WeightFormat format;
};
constexpr std::array kAliases{
    Alias{"f16", WeightFormat::FP16},   // llama.cpp's name
    Alias{"w4a16", WeightFormat::INT4}, // AWQ/GPTQ INT4, weight-only
    Alias{"w8a16", WeightFormat::INT8},
    Alias{"mxfp6", WeightFormat::FP6},
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

std::span<const WeightFormatInfo> weightFormats() { return kFormats; }

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
    for (const Alias &a : kAliases) {
        if (a.key == key) {
            format = a.format;
            return true;
        }
    }
    return false;
}

std::string weightFormatKeyList()
{
    std::string list;
    for (const auto &f : kFormats) {
        if (!list.empty())
            list += ", ";
        list += f.key;
    }
    for (const Alias &a : kAliases)
        list += ", " + std::string(a.key);
    return list;
}

WeightFormat resolveWeightFormat(WeightFormat format, const GpuSku &sku)
{
    if (format != WeightFormat::FP4)
        return format;
    return sku.vendor == Vendor::Nvidia ? WeightFormat::NVFP4 : WeightFormat::MXFP4;
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
        const double upgraded
            = std::min(bodyParams, moreBitsParamsPerLayer(m) * m.layers * moreBitsLayerFraction(m.layers));
        bodyBits = (f.bodyBits * (bodyParams - upgraded) + f.moreBits * upgraded) / bodyParams;
    }
    b.body = bodyParams * bodyBits / 8;
    if (f.nonExpertBits > 0 && m.moe && m.moe->experts > 0 && m.moe->moeIntermediate > 0) {
        // Only the routed experts are in the format; attention, routers, shared experts and dense
        // layers keep nonExpertBits.
        const double expertParams
            = 3.0 * m.hidden * double(m.moe->moeIntermediate) * m.moe->experts * (m.layers - m.moe->denseLayers);
        const double experts = std::min(bodyParams, expertParams);
        b.body = (experts * f.bodyBits + (bodyParams - experts) * f.nonExpertBits) / 8;
    }
    return b;
}

double attentionParameters(const ModelArch &m)
{
    const double embedding = double(m.vocab) * m.hidden * (m.tieWordEmbeddings ? 1 : 2);
    const double gatedFfn = 3.0 * m.hidden; // gate, up and down projections per unit of width
    double ffn = 0;
    if (m.moe && m.moe->experts > 0 && m.moe->moeIntermediate > 0) {
        const int moeLayers = m.layers - m.moe->denseLayers;
        ffn = gatedFfn * double(m.moe->moeIntermediate) * (m.moe->activeExperts + m.moe->sharedExperts) * moeLayers
            + gatedFfn * double(m.intermediate) * m.moe->denseLayers;
    } else {
        ffn = gatedFfn * double(m.intermediate) * m.layers;
    }
    const double active = double(m.activeParams > 0 ? m.activeParams : m.params);
    return std::max(0.0, active - embedding - ffn);
}

double attentionWeightBytes(const ModelArch &m, WeightFormat format)
{
    const WeightFormatInfo &f = weightFormatInfo(format);
    const bool moeFormat = f.nonExpertBits > 0 && m.moe && m.moe->experts > 0;
    return attentionParameters(m) * (moeFormat ? f.nonExpertBits : f.bodyBits) / 8;
}

} // namespace GpuPlan
