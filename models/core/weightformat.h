#pragma once

#include "gpusku.h"
#include "modelarch.h"

#include <span>
#include <string>
#include <string_view>

namespace GpuPlan {

/// How a model's weights are stored. GGUF types follow llama.cpp's per-tensor rules. INT8 and INT4
/// are weight-only (W8A16, W4A16: activations stay 16-bit); W4A8 and W8A8 also quantise the
/// activations. FP4 is the alias of NVFP4 on NVIDIA SKUs and MXFP4 elsewhere (resolveWeightFormat).
enum class WeightFormat {
    FP32,
    FP16,
    BF16,
    FP8,
    INT8,
    INT4,
    Q8_0,
    Q6_K,
    Q5_K_M,
    Q4_K_M,
    Q4_0,
    W8A8,
    W4A8,
    FP6,
    NVFP4,
    MXFP4,
    FP4
};

struct WeightFormatInfo
{
    WeightFormat format;
    std::string_view key;   ///< "fp16", "q4_k_m", ... as typed on the command line
    std::string_view label; ///< "FP16", "Q4_K_M", ...
    double bodyBits;        ///< bits per weight of the transformer blocks, block scales included
    double moreBits;        ///< K-quant "_M" mixes: bits of attn_v/ffn_down in llama.cpp's use_more_bits layers
    double embeddingBits;   ///< token embedding
    double outputBits;      ///< output projection (lm_head), when not tied to the embedding
    Precision compute;      ///< the math a serving engine runs it in (llama.cpp: see computeRate)
    bool gguf;              ///< a llama.cpp format
    /// Bits of the non-expert body weights (attention, dense FFN layers) of a MoE model, where the
    /// format quantises only the experts (MXFP4 as gpt-oss ships it); 0: bodyBits.
    double nonExpertBits = 0;
};

std::span<const WeightFormatInfo> weightFormats();
const WeightFormatInfo &weightFormatInfo(WeightFormat format);
/// Keys and aliases ("f16", "w4a16", "fp4"), case-sensitive as typed on the command line.
bool weightFormatFromKey(std::string_view key, WeightFormat &format);
/// The keys weightFormatFromKey accepts, for error messages ("bf16, fp16, ...").
std::string weightFormatKeyList();
/// The concrete format @p format is on @p sku: the FP4 alias becomes NVFP4 on NVIDIA SKUs and MXFP4
/// on the others (AMD CDNA4 and Intel compute MXFP4, not NVIDIA's NVFP4); any other format is itself.
WeightFormat resolveWeightFormat(WeightFormat format, const GpuSku &sku);

struct WeightBytes
{
    double embedding = 0;
    double output = 0;
    double body = 0;
    double total() const { return embedding + output + body; }
};

/// Bytes of all weights of @p model in @p format (every expert of a MoE model included).
WeightBytes weightBytes(const ModelArch &model, WeightFormat format);

/// Parameters of the attention blocks (Q, K, V and output projections, MLA's low-rank ones), whole
/// model: the active parameters less the embedding, the lm_head and the FFNs a token runs (the dense
/// FFN, or its routed and shared experts).
double attentionParameters(const ModelArch &model);
/// Bytes of those parameters in @p format (16 bits where the format keeps non-expert weights so).
double attentionWeightBytes(const ModelArch &model, WeightFormat format);

/// Fraction of llama.cpp's layers that get more bits in K-quant "_M" mixes (use_more_bits: the first
/// and last eighth, and every third layer between).
double moreBitsLayerFraction(int layers);

} // namespace GpuPlan
