#include "cudabackend.h"
#include "gemmformats.h"

#include <cstdio>
#include <exception>
#include <fstream>
#include <new>

namespace GpuPlan::Probe::Cuda {
namespace {

const std::vector<std::string> &allTests()
{
    static const std::vector<std::string> names = {"bandwidth.copy",           "bandwidth.triad",
                                                   "compute.fp32_fma",         "compute.fp16_fma",
                                                   "compute.bf16_fma",         "compute.tensor_fp16_gemm",
                                                   "compute.tensor_bf16_gemm", "compute.tensor_int8_gemm",
                                                   "compute.tensor_fp8_gemm",  "transfer.h2d_pinned",
                                                   "transfer.d2h_pinned",      "transfer.h2d_pageable",
                                                   "transfer.d2h_pageable",    "latency.launch"};
    return names;
}

// 13000 -> "13.0"
std::string cudaVersionText(int version)
{
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// The kernel module's version ("580.65.06") from /proc, which the CUDA runtime does not report.
std::string kernelDriverVersion()
{
    std::ifstream in("/proc/driver/nvidia/version");
    std::string line;
    if (!in || !std::getline(in, line))
        return {};
    // "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 ..."
    const std::string marker = "Kernel Module";
    const std::size_t at = line.find(marker);
    if (at == std::string::npos)
        return {};
    std::size_t begin = line.find_first_not_of(' ', at + marker.size());
    if (begin == std::string::npos)
        return {};
    const std::size_t end = line.find(' ', begin);
    return line.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

// cudaUUID_t -> "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", the form nvidia-smi and NVML print.
std::string formatUuid(const cudaUUID_t &uuid)
{
    std::string out = "GPU-";
    char hex[3];
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out += '-';
        std::snprintf(hex, sizeof hex, "%02x", static_cast<unsigned>(static_cast<unsigned char>(uuid.bytes[i])));
        out += hex;
    }
    return out;
}

int attribute(cudaDeviceAttr attr, int device)
{
    int value = 0;
    return cudaDeviceGetAttribute(&value, attr, device) == cudaSuccess ? value : 0;
}

template <typename Function>
bool guarded(std::string &error, Function &&function)
{
    try {
        return function();
    } catch (const std::bad_alloc &) {
        error = "out of host memory";
    } catch (const std::exception &e) {
        error = e.what();
    }
    return false;
}

} // namespace

CudaBackend::CudaBackend(int deviceCount)
    : m_deviceCount(deviceCount)
{
}

bool CudaBackend::validIndex(int deviceIndex, std::string &error) const
{
    if (deviceIndex >= 0 && deviceIndex < m_deviceCount)
        return true;
    error = "no CUDA device " + std::to_string(deviceIndex) + " (" + std::to_string(m_deviceCount) + " found)";
    return false;
}

std::vector<DeviceInfo> CudaBackend::devices()
{
    std::vector<DeviceInfo> out;
    int driver = 0;
    int runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    const std::string kernelModule = kernelDriverVersion();
    for (int i = 0; i < m_deviceCount; ++i) {
        cudaDeviceProp prop{};
        if (cudaGetDeviceProperties(&prop, i) != cudaSuccess)
            continue;
        DeviceInfo d;
        d.id = "cuda:" + std::to_string(i);
        d.backend = "cuda";
        d.name = prop.name;
        d.vendor = "NVIDIA";
        d.uuid = formatUuid(prop.uuid);
        char bus[32];
        std::snprintf(bus, sizeof bus, "%04x:%02x:%02x.0", static_cast<unsigned>(prop.pciDomainID),
                      static_cast<unsigned>(prop.pciBusID), static_cast<unsigned>(prop.pciDeviceID));
        d.pciBusId = bus;
        d.memoryBytes = prop.totalGlobalMem;
        d.computeUnits = prop.multiProcessorCount;
        // CUDA 13 removed clockRate and memoryClockRate from cudaDeviceProp: attributes, in kHz.
        d.coreClockMHz = attribute(cudaDevAttrClockRate, i) / 1000.0;
        d.memoryClockMHz = attribute(cudaDevAttrMemoryClockRate, i) / 1000.0;
        d.memoryBusWidthBits = attribute(cudaDevAttrGlobalMemoryBusWidth, i);
        d.driverVersion = kernelModule.empty() ? "CUDA " + cudaVersionText(driver)
                                               : kernelModule + " (CUDA " + cudaVersionText(driver) + ")";
        d.runtimeVersion
            = "CUDA " + cudaVersionText(runtime) + ", sm_" + std::to_string(prop.major) + std::to_string(prop.minor);
        out.push_back(std::move(d));
    }
    return out;
}

std::vector<std::string> CudaBackend::tests(int deviceIndex)
{
    std::vector<std::string> out = allTests();
    if (deviceIndex < 0 || deviceIndex >= m_deviceCount)
        return out;
    const int capability = attribute(cudaDevAttrComputeCapabilityMajor, deviceIndex) * 10
        + attribute(cudaDevAttrComputeCapabilityMinor, deviceIndex);
    // BF16 arithmetic is native from sm_80; before that the FMA would be emulated and not a peak. A GEMM format
    // the tensor cores do not have (FP8 before Ada and Hopper) is not offered.
    if (capability < 80)
        std::erase(out, std::string("compute.bf16_fma"));
    for (const GemmSpec &spec : gemmSpecs())
        if (capability < spec.minCapability)
            std::erase(out, std::string(spec.test));
    return out;
}

bool CudaBackend::runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                          TestResult &result, std::string &error)
{
    if (!validIndex(deviceIndex, error))
        return false;
    return guarded(error, [&] {
        DeviceProps props;
        if (!selectDevice(deviceIndex, props, error))
            return false;
        if (test == "bandwidth.copy" || test == "bandwidth.triad")
            return runBandwidthTest(props, test, options, context, result, error);
        if (test == "compute.fp32_fma" || test == "compute.fp16_fma" || test == "compute.bf16_fma")
            return runFmaTest(props, test, options, context, result, error);
        if (gemmSpec(test))
            return runGemmTest(props, test, options, context, result, error);
        if (test.rfind("transfer.", 0) == 0)
            return runTransferTest(props, test, options, context, result, error);
        if (test == "latency.launch")
            return runLaunchLatencyTest(props, options, context, result, error);
        error = "unknown test \"" + test + "\" for the CUDA backend";
        return false;
    });
}

bool CudaBackend::burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error)
{
    if (!validIndex(deviceIndex, error))
        return false;
    return guarded(error, [&] {
        DeviceProps props;
        return selectDevice(deviceIndex, props, error) && runBurnSlice(props, seconds, check, error);
    });
}

std::size_t streamArrayBytes(const DeviceProps &props, std::uint64_t requested)
{
    if (requested > 0)
        return static_cast<std::size_t>(requested);
    const std::size_t gib = std::size_t{1} << 30;
    return std::min(gib, props.totalMemory / 8);
}

} // namespace GpuPlan::Probe::Cuda

namespace {

void setError(char *error, std::size_t errorSize, const std::string &text)
{
    if (error && errorSize > 0)
        std::snprintf(error, errorSize, "%s", text.c_str());
}

} // namespace

extern "C" __attribute__((visibility("default"))) GpuPlan::Probe::Backend *
gpuplan_probe_create_backend(int abiVersion, char *error, std::size_t errorSize)
{
    using namespace GpuPlan::Probe;
    if (abiVersion != kBackendAbiVersion) {
        setError(error, errorSize,
                 "backend ABI mismatch: runner " + std::to_string(abiVersion) + ", CUDA module "
                     + std::to_string(kBackendAbiVersion));
        return nullptr;
    }
    int count = 0;
    const cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess) {
        setError(error, errorSize, "no CUDA device: " + Cuda::errorText("cudaGetDeviceCount", status));
        return nullptr;
    }
    if (count == 0) {
        setError(error, errorSize, "no CUDA device: cudaGetDeviceCount found none");
        return nullptr;
    }
    try {
        return new Cuda::CudaBackend(count);
    } catch (const std::exception &e) {
        setError(error, errorSize, std::string("CUDA backend: ") + e.what());
        return nullptr;
    }
}
