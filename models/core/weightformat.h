#pragma once

#include "gpusku.h"
#include "modelarch.h"

#include <span>
#include <string_view>

namespace GpuPlan {

/// How a model's weights are stored. GGUF types follow llama.cpp's per-tensor rules.
enum class WeightFormat { FP32, FP16, BF16, FP8, INT8, INT4, Q8_0, Q6_K, Q5_K_M, Q4_K_M, Q4_0 };

struct WeightFormatInfo
{
    WeightFormat format;
    std::string_view key;   ///< "fp16", "q4_k_m", ... as typed on the command line
    std::string_view label; ///< "FP16", "Q4_K_M", ...
    double bodyBits;        ///< bits per weight of the transformer blocks, block scales included
    double moreBits;        ///< K-quant "_M" mixes: bits of attn_v/ffn_down in llama.cpp's use_more_bits layers
    double embeddingBits;   ///< token embedding
    double outputBits;      ///< output projection (lm_head), when not tied to the embedding
    Precision compute;      ///< the tensor-core precision prefill runs at
    bool gguf;              ///< a llama.cpp format
};

std::span<const WeightFormatInfo> weightFormats();
const WeightFormatInfo &weightFormatInfo(WeightFormat format);
bool weightFormatFromKey(std::string_view key, WeightFormat &format);

struct WeightBytes
{
    double embedding = 0;
    double output = 0;
    double body = 0;
    double total() const { return embedding + output + body; }
};

/// Bytes of all weights of @p model in @p format (every expert of a MoE model included).
WeightBytes weightBytes(const ModelArch &model, WeightFormat format);

/// Fraction of llama.cpp's layers that get more bits in K-quant "_M" mixes (use_more_bits: the first
/// and last eighth, and every third layer between).
double moreBitsLayerFraction(int layers);

} // namespace GpuPlan
