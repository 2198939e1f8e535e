#pragma once

#include <span>
#include <string_view>

namespace GpuPlan {

/// The inference engine: it decides how much memory is reserved besides weights and KV cache.
enum class Engine { Vllm, TensorRtLlm, LlamaCpp, Transformers };

/// The engine's memory knobs, with the engines' own defaults.
struct EngineConfig
{
    Engine engine = Engine::Vllm;
    /// vLLM: the fraction of GPU memory vLLM may use (weights, activations, KV cache).
    double gpuMemoryUtilization = 0.90;
    /// vLLM/TensorRT-LLM: tokens in one forward pass; the profile run's activation peak scales with it.
    int maxNumBatchedTokens = 8192;
    /// vLLM: CUDA graphs are captured (memory outside the KV budget).
    bool cudaGraphs = true;
    /// TensorRT-LLM: fraction of the memory left after weights and activations given to the KV cache.
    double kvCacheFreeMemoryFraction = 0.90;
    /// llama.cpp: physical batch; its compute buffer grows with it and with the context.
    int ubatch = 512;
    /// llama.cpp: flash attention avoids materialising the attention scores.
    bool flashAttention = false;
};

struct EngineInfo
{
    Engine engine;
    std::string_view key;   ///< "vllm", "trtllm", "llamacpp", "transformers"
    std::string_view label; ///< "vLLM", ...
};

std::span<const EngineInfo> engines();
const EngineInfo &engineInfo(Engine engine);
bool engineFromKey(std::string_view key, Engine &engine);
/// The defaults of @p engine (vLLM 0.9 V1, TensorRT-LLM 0.x, llama.cpp b3000+, transformers 4.4x).
EngineConfig defaultEngineConfig(Engine engine);

} // namespace GpuPlan
