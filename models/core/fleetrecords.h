#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

// What importers read out of operators' files: devices, telemetry samples, events, host facts and benchmark
// results.
// Plain C++ (no Qt): the parsers, the health rules, the store and the fuzzers share these types.
namespace GpuPlan {

/// The throttle reason of a file that says "Active" without naming one.
inline constexpr const char *kUnspecifiedThrottleReason = "unspecified";

/// A GPU as a file describes it. Fields the format does not carry stay empty.
struct FleetDevice
{
    std::string key;  ///< identity within the file: UUID, else serial, else PCI bus ID, else "node#index"
    std::string node; ///< host name when the file names one
    int index = -1;   ///< the tool's GPU index
    /// Whose numbering `index` follows when it is not the vendor's management tool's (nvidia-smi and
    /// DCGM, rocm-smi and amd-smi, xpu-smi): "zeinfo", "sycl-ls", "clinfo-list". Not stored: it only
    /// keeps a GPU known by index alone from joining another tool's GPU of that number.
    std::string indexSpace;
    std::string vendor; ///< "NVIDIA", "AMD", "Intel"
    std::string name;   ///< product name as printed
    std::string uuid;
    std::string serial;
    std::string pciBusId; ///< normalised "0000:65:00.0"
    std::string pciId;    ///< vendor:device, "10de:2330"
    std::string driverVersion;
    std::string vbios; ///< VBIOS / firmware version
    std::optional<std::uint64_t> memoryBytes;
    std::optional<int> pcieGen, pcieWidth, pcieMaxGen, pcieMaxWidth;
    std::optional<double> powerLimitW;
    std::optional<double> slowdownTemperatureC;
    std::optional<bool> eccEnabled;
    std::optional<bool> migEnabled;
    // Error counters at the time of the capture.
    std::optional<std::uint64_t> eccCorrectedVolatile, eccUncorrectedVolatile;
    std::optional<std::uint64_t> eccCorrectedAggregate, eccUncorrectedAggregate;
    std::optional<std::uint64_t> retiredPagesSbe, retiredPagesDbe;
    std::optional<bool> retiredPagesPending;
    std::optional<std::uint64_t> remappedRowsCorrectable, remappedRowsUncorrectable;
    std::optional<bool> remapPending, remapFailure;
    std::optional<std::uint64_t> pcieReplays;
    /// "sw_power_cap", "hw_slowdown", "sw_thermal", ...; kUnspecifiedThrottleReason when the file says
    /// clocks are held down ("Active") without saying why.
    std::vector<std::string> activeThrottleReasons;
    int line = 0; ///< where the device is described (first line)
};

/// One telemetry sample. Compact on purpose (tens of millions of rows): NaN means "not in the file".
struct TelemetryRow
{
    static constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();
    int device = -1;   ///< index into the importer's device list
    double time = 0.0; ///< Unix seconds (UTC) when the file has timestamps, else seconds from start
    float smClockMHz = kMissing;
    float memClockMHz = kMissing;
    float powerW = kMissing;
    float temperatureC = kMissing;
    float memTemperatureC = kMissing;
    float utilizationPct = kMissing;
    float memUtilizationPct = kMissing;
    float memUsedMiB = kMissing;
    float pcieRxMBs = kMissing;
    float pcieTxMBs = kMissing;
    std::uint32_t throttleMask = 0; ///< ThrottleBit flags
    int line = 0;

    static bool has(float v) { return !std::isnan(v); }
};

enum ThrottleBit : std::uint32_t {
    ThrottleSwPowerCap = 1u << 0,
    ThrottleHwSlowdown = 1u << 1,
    ThrottleSwThermal = 1u << 2,
    ThrottleHwThermal = 1u << 3,
    ThrottleHwPowerBrake = 1u << 4,
    ThrottleSyncBoost = 1u << 5,
    ThrottleOther = 1u << 6,
};

enum class FleetEventKind {
    Xid,            ///< NVIDIA Xid (code in `code`)
    FallenOffBus,   ///< "GPU has fallen off the bus"
    AerCorrected,   ///< PCIe AER corrected error
    AerUncorrected, ///< PCIe AER uncorrected (non-fatal)
    AerFatal,       ///< PCIe AER uncorrected fatal
    GpuReset,       ///< a GPU or ring reset (amdgpu, NVIDIA recovery)
    RingTimeout,    ///< amdgpu ring/job timeout
    RowRemap,       ///< row remapping event or pending remap
    SXid,           ///< NVSwitch SXid (code in `code`; "Fatal" or "Non-fatal" in the message)
    Diagnostic,     ///< a diagnostic tool's failure or warning (dcgmi diag); its DiagnosticClass in `code`
    CounterGrowth,  ///< a lifetime error counter grew inside a pulled window (`code` 1: uncorrected errors)
    Missing,        ///< a GPU stopped reporting while the other GPUs of its node went on
    Other,
};

/// What a diagnostic's failure or warning says about the GPU (a Diagnostic event's `code`): the tool's own
/// problem, the node's software or configuration, or the hardware.
enum class DiagnosticClass {
    Warning = 0,    ///< a test passed with a warning
    Internal = 1,   ///< the tool failed inside ("internal error during the test"): not evidence about the GPU
    Deployment = 2, ///< the node's software or configuration (persistence mode, driver, CUDA init, libraries)
    Hardware = 3,   ///< a hardware test failed (memory, PCIe, stress, power, NVLink)
};

/// Something that happened, from a kernel log or a tool's event list.
struct FleetEvent
{
    FleetEventKind kind = FleetEventKind::Other;
    int code = 0;         ///< Xid number; SXid number; DiagnosticClass
    std::string pciBusId; ///< normalised, when the line names the device
    int device = -1;      ///< index into the importer's device list when resolved
    std::string node;
    double time = 0.0;    ///< Unix seconds when known, else 0
    std::string timeText; ///< the timestamp as printed
    std::string message;  ///< the line's text after the prefix
    int line = 0;
};

/**
 * A fact about the host around the GPUs, as one file states it: kernel and OS, CPUs and NUMA nodes,
 * memory, disks, network, CPU affinity, IOMMU, the container's view, the scheduler's. Keys are dotted
 * names (hostfacts.h lists them); values are text, numbers in the C locale.
 */
struct HostFact
{
    std::string node;    ///< host name when the file names one (else the import's --node, else unattributed)
    std::string key;     ///< "kernel.release", "os.pretty_name", "cpu.count", "numa.nodes", ...
    std::string value;   ///< "6.5.0-17-generic", "64", ...
    std::string subject; ///< what within the host: a PCI bus ID, a disk, a NIC, a NUMA node, a pid; empty: the host
    int line = 0;
};

/// A benchmark figure (llama-bench, vLLM, MLPerf, BabelStream, mixbench, gpuplan-probe).
struct BenchmarkRecord
{
    std::string tool;    ///< "llama-bench", "vllm", "mlperf", "babelstream", "mixbench", "gpuplan-probe"
    std::string gpuName; ///< as printed
    int gpuCount = 1;
    std::string model;     ///< model or workload name
    std::string precision; ///< quantisation / dtype when given
    std::string test;      ///< "pp512", "tg128", "Triad", "Offline", ...
    std::string metric;    ///< "tokens_per_s", "bandwidth", "gflops", "samples_per_s", "ttft_ms", ...
    double value = 0.0;
    std::string unit;                                            ///< "tokens/s", "GB/s", "GFLOP/s", "ms", ...
    std::vector<std::pair<std::string, std::string>> attributes; ///< other fields worth keeping
    int line = 0;
};

} // namespace GpuPlan
