#include "hipbackend.h"

#include "hipburnin.h"
#include "hipcommon.h"
#include "hiptests.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <type_traits>

#ifndef GPUPLAN_HIP_ARCHS
#define GPUPLAN_HIP_ARCHS ""
#endif

namespace GpuPlan::Probe::Hip {
namespace {

// No compute.matrix_fp16: Debian has no rocBLAS/hipBLAS, and a portable tiled kernel without the
// matrix cores (MFMA) would report a small fraction of the datasheet figure as if it were the card's.
const char *const kTests[] = {
    "bandwidth.copy",      "bandwidth.triad",       "compute.fp32_fma",      "compute.fp16_fma", "transfer.h2d_pinned",
    "transfer.d2h_pinned", "transfer.h2d_pageable", "transfer.d2h_pageable", "latency.launch",
};

// "gfx90a:sramecc+:xnack-" -> "gfx90a"
std::string archBase(const hipDeviceProp_t &props)
{
    const std::string arch = props.gcnArchName;
    return arch.substr(0, arch.find(':'));
}

bool kernelsBuiltFor(const std::string &arch)
{
    const std::string list = std::string(",") + GPUPLAN_HIP_ARCHS + ","; // "gfx906,gfx908,..."
    return !arch.empty() && list.find("," + arch + ",") != std::string::npos;
}

// HIP_VERSION encoding: major * 10^7 + minor * 10^5 + patch.
std::string versionString(int version)
{
    return std::to_string(version / 10000000) + "." + std::to_string(version / 100000 % 100) + "."
        + std::to_string(version % 100000);
}

// ROCm fills hipUUID with the 16 characters after "GPU-" of the agent's UUID; other values as hex.
std::string uuidString(const hipUUID &uuid)
{
    std::string text;
    bool printable = true, allZero = true;
    for (const char c : uuid.bytes) {
        printable = printable && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
        allZero = allZero && c == 0;
    }
    if (allZero)
        return {};
    if (printable)
        return "GPU-" + std::string(uuid.bytes, sizeof uuid.bytes);
    char hex[3];
    for (const char c : uuid.bytes) {
        std::snprintf(hex, sizeof hex, "%02x", static_cast<unsigned>(static_cast<unsigned char>(c)));
        text += hex;
    }
    return text;
}

// The amdgpu kernel driver's version (DKMS builds publish one), else what HIP reports.
std::string driverVersion()
{
    std::ifstream file("/sys/module/amdgpu/version");
    std::string version;
    if (file && std::getline(file, version) && !version.empty())
        return "amdgpu " + version;
    int hipDriver = 0;
    return hipDriverGetVersion(&hipDriver) == hipSuccess ? "HIP driver " + versionString(hipDriver) : std::string();
}

} // namespace

HipBackend::HipBackend(int deviceCount)
    : m_deviceCount(deviceCount)
    , m_burnIns(static_cast<std::size_t>(deviceCount))
{
}

HipBackend::~HipBackend() = default;

std::vector<DeviceInfo> HipBackend::devices()
{
    std::vector<DeviceInfo> out;
    int runtime = 0;
    const std::string runtimeVersion
        = hipRuntimeGetVersion(&runtime) == hipSuccess ? "HIP " + versionString(runtime) : std::string();
    const std::string driver = driverVersion();
    for (int i = 0; i < m_deviceCount; ++i) {
        DeviceInfo info;
        info.id = "hip:" + std::to_string(i);
        info.backend = "hip";
        info.vendor = "AMD";
        info.driverVersion = driver;
        info.runtimeVersion = runtimeVersion;
        hipDeviceProp_t props{};
        if (hipGetDeviceProperties(&props, i) == hipSuccess) {
            info.name = props.name;
            const std::string arch = props.gcnArchName;
            if (!arch.empty())
                info.name += info.name.empty() ? arch : " (" + arch + ")";
            char bdf[32];
            std::snprintf(bdf, sizeof bdf, "%04x:%02x:%02x.0", static_cast<unsigned>(props.pciDomainID),
                          static_cast<unsigned>(props.pciBusID), static_cast<unsigned>(props.pciDeviceID));
            info.pciBusId = bdf;
            info.memoryBytes = props.totalGlobalMem;
            info.computeUnits = props.multiProcessorCount;
            info.coreClockMHz = props.clockRate / 1000.0;
            info.memoryClockMHz = props.memoryClockRate / 1000.0;
            info.memoryBusWidthBits = props.memoryBusWidth;
        }
        hipDevice_t device = 0;
        hipUUID uuid{};
        if (hipDeviceGet(&device, i) == hipSuccess && hipDeviceGetUuid(&uuid, device) == hipSuccess)
            info.uuid = uuidString(uuid);
        out.push_back(info);
    }
    return out;
}

std::vector<std::string> HipBackend::tests(int deviceIndex)
{
    if (deviceIndex < 0 || deviceIndex >= m_deviceCount)
        return {};
    return {std::begin(kTests), std::end(kTests)};
}

namespace {

// Makes the device current and checks that this module carries kernels for it.
bool selectDevice(int deviceIndex, int deviceCount, hipDeviceProp_t &props, std::string &error)
{
    if (deviceIndex < 0 || deviceIndex >= deviceCount) {
        error = "no HIP device " + std::to_string(deviceIndex) + " (" + std::to_string(deviceCount) + " found)";
        return false;
    }
    GPUPLAN_HIP_TRY(hipSetDevice(deviceIndex));
    GPUPLAN_HIP_TRY(hipGetDeviceProperties(&props, deviceIndex));
    const std::string arch = archBase(props);
    if (!kernelsBuiltFor(arch)) {
        error = "gpuplan-probe-hip has no kernels for " + (arch.empty() ? std::string("this GPU") : arch)
            + " (built for " + GPUPLAN_HIP_ARCHS + ")";
        return false;
    }
    return true;
}

} // namespace

bool HipBackend::runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                         TestResult &result, std::string &error)
{
    result = TestResult{};
    result.backend = "hip";
    result.device = "hip:" + std::to_string(deviceIndex);
    result.test = test;
    result.timer = "hipEvent";
    try {
        return runTestOnDevice(deviceIndex, test, options, context, result, error);
    } catch (const std::exception &e) { // host allocations; nothing may escape the module
        error = test + ": " + e.what();
        return false;
    }
}

bool HipBackend::runTestOnDevice(int deviceIndex, const std::string &test, const RunOptions &options,
                                 RunContext &context, TestResult &result, std::string &error)
{
    hipDeviceProp_t props{};
    if (!selectDevice(deviceIndex, m_deviceCount, props, error))
        return false;
    const TestEnv env{props, options, context};
    if (test == "bandwidth.copy" || test == "bandwidth.triad")
        return runBandwidthTest(env, test == "bandwidth.triad", result, error);
    if (test == "compute.fp32_fma" || test == "compute.fp16_fma")
        return runFmaTest(env, test == "compute.fp16_fma", result, error);
    if (test.rfind("transfer.", 0) == 0) {
        const bool h2d = test == "transfer.h2d_pinned" || test == "transfer.h2d_pageable";
        const bool d2h = test == "transfer.d2h_pinned" || test == "transfer.d2h_pageable";
        if (h2d || d2h)
            return runTransferTest(env, h2d, test.find("_pinned") != std::string::npos, result, error);
    }
    if (test == "latency.launch")
        return runLaunchLatencyTest(env, result, error);
    error = "unknown test \"" + test + "\" for the hip backend";
    return false;
}

bool HipBackend::burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error)
{
    try {
        hipDeviceProp_t props{};
        if (!selectDevice(deviceIndex, m_deviceCount, props, error))
            return false;
        auto &burnIn = m_burnIns[static_cast<std::size_t>(deviceIndex)];
        if (!burnIn)
            burnIn = std::make_unique<HipBurnIn>();
        return burnIn->slice(props, seconds, check, error);
    } catch (const std::exception &e) {
        error = std::string("burn-in: ") + e.what();
        return false;
    }
}

} // namespace GpuPlan::Probe::Hip

extern "C" __attribute__((visibility("default"))) GpuPlan::Probe::Backend *
gpuplan_probe_create_backend(int abiVersion, char *error, std::size_t errorSize)
{
    const auto fail = [&](const std::string &why) -> GpuPlan::Probe::Backend * {
        if (error && errorSize > 0)
            std::snprintf(error, errorSize, "%s", why.c_str());
        return nullptr;
    };
    if (abiVersion != GpuPlan::Probe::kBackendAbiVersion)
        return fail("gpuplan-probe-hip speaks backend ABI " + std::to_string(GpuPlan::Probe::kBackendAbiVersion)
                    + ", the runner " + std::to_string(abiVersion));
    int count = 0;
    const hipError_t status = hipGetDeviceCount(&count);
    if (status != hipSuccess)
        return fail("no HIP device: " + GpuPlan::Probe::Hip::hipErrorText("hipGetDeviceCount", status));
    if (count <= 0)
        return fail("no HIP device: hipGetDeviceCount found none");
    try {
        return new GpuPlan::Probe::Hip::HipBackend(count);
    } catch (const std::exception &e) {
        return fail(e.what());
    }
}

static_assert(std::is_same_v<decltype(&gpuplan_probe_create_backend), GpuplanProbeCreateBackend>,
              "the entry point must match backend.h");
