#include "moduleloader.h"

#include "cpubackend.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

namespace GpuPlan::Probe {
namespace {

std::string moduleDirectory()
{
    if (const char *dir = std::getenv("GPUPLAN_PROBE_MODULE_DIR"); dir && *dir)
        return dir;
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::string(".") : self.parent_path().string();
}

const char *runtimeOf(const std::string &name)
{
    if (name == "cuda")
        return "CUDA";
    if (name == "hip")
        return "HIP";
    return "Level Zero";
}

} // namespace

const std::vector<std::string> &backendNames()
{
    static const std::vector<std::string> names = {"cpu", "cuda", "hip", "levelzero"};
    return names;
}

LoadedBackend loadBackend(const std::string &name)
{
    LoadedBackend out;
    out.status.name = name;
    if (name == "cpu") {
        out.backend = createCpuBackend();
        out.status.available = true;
        out.status.module = "built in";
        return out;
    }
    const std::string path = moduleDirectory() + "/gpuplan-probe-" + name + ".so";
    out.status.module = path;
    if (!std::filesystem::exists(path)) {
        out.status.reason = "module " + path + " not found (this build has no " + runtimeOf(name) + " backend)";
        return out;
    }
    // Modules stay loaded for the life of the process: a backend's runtime may keep threads alive.
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        out.status.reason = std::string(runtimeOf(name)) + " runtime not loadable: " + (why ? why : "unknown error");
        return out;
    }
    const auto create = reinterpret_cast<GpuplanProbeCreateBackend>(dlsym(handle, GPUPLAN_PROBE_ENTRY));
    if (!create) {
        out.status.reason = path + " has no " GPUPLAN_PROBE_ENTRY " entry point";
        return out;
    }
    char error[512] = {};
    Backend *backend = create(kBackendAbiVersion, error, sizeof error);
    if (!backend) {
        out.status.reason = error[0] ? error : "the module found no usable device";
        return out;
    }
    out.backend.reset(backend);
    out.status.available = true;
    return out;
}

} // namespace GpuPlan::Probe
