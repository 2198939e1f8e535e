#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// The values gpuplan-probe reports. Plain C++ (no Qt): the runner, its backends, the app's client and
// the tests share them. Units are in the names; GB is 1e9 bytes, as in STREAM and BabelStream.
namespace GpuPlan::Probe {

inline constexpr int kSchemaVersion = 1;

struct PcieLink
{
    int currentGen = 0; // 0: unknown
    int currentWidth = 0;
    int maxGen = 0;
    int maxWidth = 0;
};

struct DeviceInfo
{
    std::string id;      // "<backend>:<index>", e.g. "cuda:0", "cpu:0"
    std::string backend; // "cpu", "cuda", "hip", "levelzero"
    std::string name;
    std::string vendor;
    std::string uuid;     // empty when the API gives none
    std::string serial;   // empty when the API gives none
    std::string pciBusId; // "0000:65:00.0" or empty
    std::uint64_t memoryBytes = 0;
    int computeUnits = 0; // SMs, CUs, Xe cores or CPU threads
    double coreClockMHz = 0.0;
    double memoryClockMHz = 0.0;
    int memoryBusWidthBits = 0;
    PcieLink pcie;
    std::string driverVersion;
    std::string runtimeVersion;
};

struct BackendStatus
{
    std::string name; // "cpu", "cuda", "hip", "levelzero"
    bool available = false;
    std::string reason; // why not available, e.g. "libamdhip64.so.5 not found"
    std::string module; // the module file that was (or would be) loaded
};

// One measured test: a named kernel on one device, repeated; warm-up runs are not counted.
struct TestResult
{
    std::string backend;
    std::string device; // DeviceInfo::id
    std::string test;   // "bandwidth.triad", "compute.fp32_fma", "transfer.h2d_pinned", "latency.launch"
    std::string unit;   // "GB/s", "GFLOP/s", "us"
    double best = 0.0;  // highest rate (lowest time for latency)
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
    int runs = 0;
    std::uint64_t bytesPerRun = 0; // bytes counted per kernel run (read + written)
    double flopsPerRun = 0.0;
    std::uint64_t workingSetBytes = 0;
    bool verified = true;
    std::string verifyMessage;      // why verification failed
    std::string timer;              // "cudaEvent", "hipEvent", "ze_timestamp", "steady_clock"
    std::string detail;             // how it ran, e.g. "avx512f, 2 threads, 16 chains"
    std::optional<double> clockMHz; // core clock logged alongside, when telemetry has it
    std::optional<double> temperatureC;
};

struct TelemetrySample
{
    double tSeconds = 0.0; // since the start of the run
    std::string device;
    std::optional<double> smClockMHz;
    std::optional<double> memClockMHz;
    std::optional<double> powerW;
    std::optional<double> temperatureC;
    std::optional<double> utilizationPct;
    std::vector<std::string> throttleReasons; // "sw_power_cap", "hw_slowdown", "sw_thermal", ...
    std::optional<std::uint64_t> eccCorrected;
    std::optional<std::uint64_t> eccUncorrected;
    std::optional<std::uint64_t> retiredPages; // retired or remapped rows/pages
    std::optional<std::uint64_t> pcieReplays;
    std::optional<int> pcieGen;
    std::optional<int> pcieWidth;
    std::optional<std::uint64_t> xidCount; // Xid events seen by the reader since start
};

} // namespace GpuPlan::Probe
