#include "cublasloader.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

namespace GpuPlan::Probe::Cuda {
namespace {

// Sonames first (LD_LIBRARY_PATH, ld.so.cache), then the toolkit's own folders, which are often not in
// the loader's path. libcublas.so.N finds its libcublasLt.so.N next to itself ($ORIGIN run path).
std::vector<std::string> candidates()
{
    std::vector<std::string> names = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"};
    std::vector<std::string> dirs;
    if (const char *home = std::getenv("CUDA_HOME"); home && *home)
        dirs.push_back(std::string(home) + "/lib64");
    dirs.push_back("/usr/local/cuda/lib64");
    dirs.push_back("/usr/local/cuda/targets/x86_64-linux/lib");
    std::vector<std::string> out = names;
    for (const std::string &dir : dirs)
        for (const std::string &name : names)
            out.push_back(dir + "/" + name);
    return out;
}

template <typename Function>
bool bind(void *library, const char *symbol, Function &function, bool required, std::string &missing)
{
    function = reinterpret_cast<Function>(dlsym(library, symbol));
    if (!function && required) {
        missing += missing.empty() ? symbol : std::string(", ") + symbol;
        return false;
    }
    return true;
}

struct Loaded
{
    CublasApi api;
    bool ok = false;
    std::string error;
};

Loaded load()
{
    Loaded out;
    std::string firstError;
    void *library = nullptr;
    for (const std::string &candidate : candidates()) {
        library = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (library) {
            out.api.path = candidate;
            break;
        }
        if (firstError.empty()) {
            const char *why = dlerror();
            firstError = why ? why : candidate + ": cannot be loaded";
        }
    }
    if (!library) {
        out.error = "cuBLAS not found: " + firstError + " (also tried libcublas.so.12/.11 and /usr/local/cuda/lib64)";
        return out;
    }
    std::string missing;
    bool ok = bind(library, "cublasCreate_v2", out.api.create, true, missing);
    ok = bind(library, "cublasDestroy_v2", out.api.destroy, true, missing) && ok;
    ok = bind(library, "cublasSetStream_v2", out.api.setStream, true, missing) && ok;
    ok = bind(library, "cublasGemmEx", out.api.gemmEx, true, missing) && ok;
    bind(library, "cublasGetVersion_v2", out.api.getVersion, false, missing);
    bind(library, "cublasGetStatusName", out.api.statusName, false, missing);
    if (!ok) {
        out.error = out.api.path + " lacks " + missing;
        return out; // the library stays loaded: unloading cuBLAS mid-process is not worth the risk
    }
    out.ok = true;
    return out;
}

} // namespace

std::string CublasApi::errorText(const char *call, cublasStatus_t status) const
{
    const char *name = statusName ? statusName(status) : nullptr;
    return std::string(call) + ": " + (name ? name : "cuBLAS status") + " (" + std::to_string(static_cast<int>(status))
        + ")";
}

const CublasApi *loadCublas(std::string &error)
{
    static const Loaded loaded = load();
    if (!loaded.ok) {
        error = loaded.error;
        return nullptr;
    }
    return &loaded.api;
}

} // namespace GpuPlan::Probe::Cuda
