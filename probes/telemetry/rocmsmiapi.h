#pragma once

#include <cstddef>
#include <cstdint>

// The part of the ROCm SMI C API (rocm_smi/rocm_smi.h) that the rocm-smi reader uses, declared here so
// that gpuplan-probe builds without librocm-smi-dev (the GPU device machine has no Debian packages).
// The library is loaded with dlopen and each function looked up with dlsym.
//
// Two layouts exist: up to ROCm 5.x (library major version <= 5; Debian's 5.2.3 build reports 1.0.0)
// rsmi_frequencies_t holds 32 entries; from ROCm 6.0 (library major >= 6) it starts with a bool
// has_deep_sleep and holds 33. Both are mirrored; the reader passes buffers larger than either and
// decodes by the library's version.
namespace GpuPlan::Probe::Rsmi {

using Status = std::uint32_t; // rsmi_status_t
inline constexpr Status kSuccess = 0;

using ClockType = std::uint32_t; // rsmi_clk_type_t
inline constexpr ClockType kClockSys = 0;
inline constexpr ClockType kClockMem = 4;

using TemperatureMetric = std::uint32_t; // rsmi_temperature_metric_t
inline constexpr TemperatureMetric kTempCurrent = 0;
// hwmon temp*_crit: the limit where the SMU firmware starts to throttle ("slowdown"); temp*_emergency
// (RSMI_TEMP_EMERGENCY = 7) is the shutdown limit.
inline constexpr TemperatureMetric kTempCritical = 5;

using TemperatureSensor = std::uint32_t; // rsmi_temperature_type_t
inline constexpr TemperatureSensor kSensorEdge = 0;
inline constexpr TemperatureSensor kSensorJunction = 1;

// rsmi_gpu_block_t: one bit per RAS block, RSMI_GPU_BLOCK_UMC (1) to RSMI_GPU_BLOCK_FUSE (0x2000).
// The enum holds 0x8000000000000000, so it is passed as a 64-bit value.
using GpuBlock = std::uint64_t;
inline constexpr GpuBlock kBlockFirst = 0x1;
inline constexpr GpuBlock kBlockLast = 0x2000;

struct Version
{ // rsmi_version_t
    std::uint32_t major;
    std::uint32_t minor;
    std::uint32_t patch;
    const char *build;
};

struct FrequenciesV5
{ // rsmi_frequencies_t, ROCm <= 5
    std::uint32_t num_supported;
    std::uint32_t current;
    std::uint64_t frequency[32];
};

struct FrequenciesV6
{ // rsmi_frequencies_t, ROCm >= 6
    bool has_deep_sleep;
    std::uint32_t num_supported;
    std::uint32_t current;
    std::uint64_t frequency[33];
};

static_assert(sizeof(FrequenciesV5) == 264 && sizeof(FrequenciesV6) == 280, "rsmi_frequencies_t layouts");

struct PcieBandwidthV5
{ // rsmi_pcie_bandwidth_t, ROCm <= 5; transfer rates in T/s
    FrequenciesV5 transfer_rate;
    std::uint32_t lanes[32];
};

struct PcieBandwidthV6
{ // rsmi_pcie_bandwidth_t, ROCm >= 6
    FrequenciesV6 transfer_rate;
    std::uint32_t lanes[33];
};

struct ErrorCount
{ // rsmi_error_count_t
    std::uint64_t correctable_err;
    std::uint64_t uncorrectable_err;
};

// The head of rsmi_gpu_metrics_t, identical in every version up to throttle_status (ASIC-specific
// firmware bits). From ROCm 6 the structure continues, through the v1.3 fields, to
// indep_throttle_status (ASIC-independent SMU_THROTTLER_* bits) at kIndepThrottleOffsetV6.
struct GpuMetricsHead
{
    std::uint16_t structure_size;
    std::uint8_t format_revision;
    std::uint8_t content_revision;
    std::uint16_t temperature[6];
    std::uint16_t activity[3];
    std::uint16_t average_socket_power;
    std::uint64_t energy_accumulator;
    std::uint64_t system_clock_counter;
    std::uint16_t average_clocks[7];
    std::uint16_t current_clocks[7];
    std::uint32_t throttle_status;
};
static_assert(offsetof(GpuMetricsHead, throttle_status) == 68, "rsmi_gpu_metrics_t.throttle_status");
// ROCm 6 header: ... pcie_link_speed (76), gfx_activity_acc (80), mem_activity_acc (84),
// temperature_hbm[4] (88), firmware_timestamp (96), voltage_soc/gfx/mem (104..109), then the u64.
inline constexpr std::size_t kIndepThrottleOffsetV6 = 112;
// Larger than rsmi_gpu_metrics_t of any version seen (ROCm 6.4: about 5 KiB, with per-partition stats).
inline constexpr std::size_t kGpuMetricsBufferBytes = 64 * 1024;

extern "C" {
using InitFn = Status (*)(std::uint64_t flags);
using ShutDownFn = Status (*)();
using StatusStringFn = Status (*)(Status status, const char **text);
using VersionGetFn = Status (*)(Version *version);
using NumMonitorDevicesFn = Status (*)(std::uint32_t *count);
using PciIdGetFn = Status (*)(std::uint32_t device, std::uint64_t *bdfid);
using ClockFrequencyGetFn = Status (*)(std::uint32_t device, ClockType type, void *frequencies);
using PowerAverageGetFn = Status (*)(std::uint32_t device, std::uint32_t sensor, std::uint64_t *microwatts);
using SocketPowerGetFn = Status (*)(std::uint32_t device, std::uint64_t *microwatts); // ROCm >= 6
using TemperatureGetFn
    = Status (*)(std::uint32_t device, TemperatureSensor sensor, TemperatureMetric metric, std::int64_t *millidegrees);
using BusyPercentGetFn = Status (*)(std::uint32_t device, std::uint32_t *percent);
using EccCountGetFn = Status (*)(std::uint32_t device, GpuBlock block, ErrorCount *counts);
using PciBandwidthGetFn = Status (*)(std::uint32_t device, void *bandwidth);
using ReservedPagesGetFn = Status (*)(std::uint32_t device, std::uint32_t *count, void *records);
using ReplayCounterGetFn = Status (*)(std::uint32_t device, std::uint64_t *counter);
using GpuMetricsGetFn = Status (*)(std::uint32_t device, void *metrics);
}

} // namespace GpuPlan::Probe::Rsmi
