#include "engine.h"

#include <array>

namespace GpuPlan {

namespace {
constexpr std::array kEngines{
    EngineInfo{Engine::Vllm, "vllm", "vLLM"},
    EngineInfo{Engine::TensorRtLlm, "trtllm", "TensorRT-LLM"},
    EngineInfo{Engine::LlamaCpp, "llamacpp", "llama.cpp"},
    EngineInfo{Engine::Transformers, "transformers", "HF transformers"},
};
} // namespace

std::span<const EngineInfo> engines() { return kEngines; }

const EngineInfo &engineInfo(Engine engine)
{
    for (const auto &e : kEngines) {
        if (e.engine == engine)
            return e;
    }
    return kEngines[0];
}

bool engineFromKey(std::string_view key, Engine &engine)
{
    for (const auto &e : kEngines) {
        if (e.key == key) {
            engine = e.engine;
            return true;
        }
    }
    return false;
}

EngineConfig defaultEngineConfig(Engine engine)
{
    EngineConfig c;
    c.engine = engine;
    // transformers' generate() runs eagerly unless the user compiles the model with a static cache.
    c.cudaGraphs = engine != Engine::Transformers;
    return c;
}

} // namespace GpuPlan
