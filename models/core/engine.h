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
    /// Serving engines: decode steps replay captured CUDA graphs (vLLM, TensorRT-LLM's PyTorch backend,
    /// SGLang by default). Off (vLLM --enforce-eager), every kernel of a step is launched from the host.
    /// vLLM keeps the graphs' memory outside the KV budget.
    bool cudaGraphs = true;
    /// Serving engines with several GPUs: each GPU runs attention for its own share of the sequences,
    /// with all the attention weights and those sequences' whole KV (TensorRT-LLM enable_attention_dp,
    /// SGLang --enable-dp-attention, vLLM data parallel with expert parallelism).
    bool attentionDataParallel = false;
    /// Serving engines with several GPUs: a MoE model's experts are spread whole over the GPUs (EP = the
    /// GPUs of the replica; trtllm-bench --ep, vLLM --enable-expert-parallel) instead of each expert
    /// being split across them.
    bool expertParallel = false;
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
