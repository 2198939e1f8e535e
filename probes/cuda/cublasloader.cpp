#include "cublasloader.h"
#include "cublasltloader.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

namespace GpuPlan::Probe::Cuda {
namespace {

// Sonames first (LD_LIBRARY_PATH, ld.so.cache), then the toolkit's own folders, which are often not in
// the loader's path. libcublas.so.N finds its libcublasLt.so.N next to itself ($ORIGIN run path).
std::vector<std::string> candidates(const std::string &base)
{
    std::vector<std::string> names = {base + ".so.13", base + ".so.12", base + ".so.11", base + ".so"};
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

// The first of `base`'s candidates that loads, its path in `path`; nullptr with `error` naming what failed.
void *openLibrary(const std::string &base, const char *what, std::string &path, std::string &error)
{
    std::string firstError;
    for (const std::string &candidate : candidates(base)) {
        if (void *library = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            path = candidate;
            return library;
        }
        if (firstError.empty()) {
            const char *why = dlerror();
            firstError = why ? why : candidate + ": cannot be loaded";
        }
    }
    error = std::string(what) + " not found: " + firstError + " (also tried " + base + ".so.12/.11 and "
        + "/usr/local/cuda/lib64)";
    return nullptr;
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

template <typename Api>
struct Loaded
{
    Api api;
    bool ok = false;
    std::string error;
};

Loaded<CublasApi> load()
{
    Loaded<CublasApi> out;
    void *library = openLibrary("libcublas", "cuBLAS", out.api.path, out.error);
    if (!library)
        return out;
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

Loaded<CublasLtApi> loadLt()
{
    Loaded<CublasLtApi> out;
    void *library = openLibrary("libcublasLt", "cuBLASLt", out.api.path, out.error);
    if (!library)
        return out;
    std::string missing;
    CublasLtApi &a = out.api;
    bool ok = bind(library, "cublasLtCreate", a.create, true, missing);
    ok = bind(library, "cublasLtDestroy", a.destroy, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulDescCreate", a.descCreate, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulDescDestroy", a.descDestroy, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulDescSetAttribute", a.descSetAttribute, true, missing) && ok;
    ok = bind(library, "cublasLtMatrixLayoutCreate", a.layoutCreate, true, missing) && ok;
    ok = bind(library, "cublasLtMatrixLayoutDestroy", a.layoutDestroy, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulPreferenceCreate", a.preferenceCreate, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulPreferenceDestroy", a.preferenceDestroy, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulPreferenceSetAttribute", a.preferenceSetAttribute, true, missing) && ok;
    ok = bind(library, "cublasLtMatmulAlgoGetHeuristic", a.algoGetHeuristic, true, missing) && ok;
    ok = bind(library, "cublasLtMatmul", a.matmul, true, missing) && ok;
    bind(library, "cublasLtGetVersion", a.getVersion, false, missing);
    bind(library, "cublasLtGetStatusName", a.statusName, false, missing);
    if (!ok) {
        out.error = a.path + " lacks " + missing;
        return out;
    }
    out.ok = true;
    return out;
}

std::string statusText(const char *call, const char *name, cublasStatus_t status)
{
    return std::string(call) + ": " + (name ? name : "cuBLAS status") + " (" + std::to_string(static_cast<int>(status))
        + ")";
}

} // namespace

std::string CublasApi::errorText(const char *call, cublasStatus_t status) const
{
    return statusText(call, statusName ? statusName(status) : nullptr, status);
}

std::string CublasLtApi::errorText(const char *call, cublasStatus_t status) const
{
    return statusText(call, statusName ? statusName(status) : nullptr, status);
}

const CublasApi *loadCublas(std::string &error)
{
    static const Loaded<CublasApi> loaded = load();
    if (!loaded.ok) {
        error = loaded.error;
        return nullptr;
    }
    return &loaded.api;
}

const CublasLtApi *loadCublasLt(std::string &error)
{
    static const Loaded<CublasLtApi> loaded = loadLt();
    if (!loaded.ok) {
        error = loaded.error;
        return nullptr;
    }
    return &loaded.api;
}

} // namespace GpuPlan::Probe::Cuda
