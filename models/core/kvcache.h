#pragma once

#include "engine.h"
#include "modelarch.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace GpuPlan {

/// How the KV cache is stored. q8_0/q4_0 are llama.cpp's quantised caches.
enum class KvFormat { FP16, BF16, FP8, Q8_0, Q4_0 };

struct KvFormatInfo
{
    KvFormat format;
    std::string_view key;
    std::string_view label;
    double bytesPerElement;
};

std::span<const KvFormatInfo> kvFormats();
const KvFormatInfo &kvFormatInfo(KvFormat format);
bool kvFormatFromKey(std::string_view key, KvFormat &format);
/// Whether @p engine offers @p format: vLLM, TensorRT-LLM and transformers cache in FP16, BF16 or FP8
/// (vLLM --kv-cache-dtype fp8, TensorRT-LLM's FP8 KV cache, transformers' static cache in the model's
/// dtype or float8); llama.cpp in F16 or its quantised q8_0 / q4_0 (--cache-type-k/-v), not FP8.
bool kvFormatSupported(KvFormat format, Engine engine);
/// The keys @p engine offers, for error messages.
std::string kvFormatKeyList(Engine engine);

/// How the cache is split over the GPUs of a replica.
struct KvSplit
{
    int tensorParallel = 1;   ///< KV heads are divided among these GPUs (replicated when fewer heads)
    int pipelineParallel = 1; ///< layers are divided among these GPUs
};

/**
 * Bytes of KV cache one GPU holds for @p sequences sequences of @p tokens tokens each, following the
 * architecture layer by layer: full attention keeps every token, a sliding-window layer at most its
 * window, an MLA layer one latent vector (kv_lora_rank + rope dims) per token instead of K and V per
 * head, and a layer without attention nothing. GQA/MQA use the KV heads, at the explicit head_dim.
 */
double kvCacheBytes(const ModelArch &model, KvFormat format, std::int64_t tokens, std::int64_t sequences = 1,
                    KvSplit split = {});

/// Bytes per token if every layer kept every token (sliding windows ignored), for the whole model on one
/// GPU: the figure model cards and calculators quote.
double kvBytesPerToken(const ModelArch &model, KvFormat format);

} // namespace GpuPlan
