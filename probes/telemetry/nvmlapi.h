#pragma once

// The few NVML declarations the telemetry reader uses. There is no nvml.h on the build machines (it
// is in Debian non-free), and libnvidia-ml.so.1 is dlopen'ed at run time, so the types, values and
// signatures are restated here exactly as NVIDIA's nvml.h has them. Only the names are ours: each
// Nvml*Fn is the type of the function of the same name without the suffix.
namespace GpuPlan::Probe::Nvml {

using nvmlReturn_t = int; // nvml.h: typedef enum nvmlReturn_enum { ... } nvmlReturn_t
inline constexpr nvmlReturn_t NVML_SUCCESS = 0;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_SUPPORTED = 3;
inline constexpr nvmlReturn_t NVML_ERROR_NO_PERMISSION = 4;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_FOUND = 6;
inline constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_SIZE = 7;
inline constexpr nvmlReturn_t NVML_ERROR_TIMEOUT = 10;
inline constexpr nvmlReturn_t NVML_ERROR_FUNCTION_NOT_FOUND = 13;
inline constexpr nvmlReturn_t NVML_ERROR_GPU_IS_LOST = 15;

using nvmlDevice_t = struct nvmlDevice_st *;
using nvmlEventSet_t = struct nvmlEventSet_st *;

// nvmlClockType_t
inline constexpr unsigned NVML_CLOCK_GRAPHICS = 0;
inline constexpr unsigned NVML_CLOCK_SM = 1;
inline constexpr unsigned NVML_CLOCK_MEM = 2;
// nvmlTemperatureSensors_t
inline constexpr unsigned NVML_TEMPERATURE_GPU = 0;
// nvmlTemperatureThresholds_t
inline constexpr unsigned NVML_TEMPERATURE_THRESHOLD_SHUTDOWN = 0;
inline constexpr unsigned NVML_TEMPERATURE_THRESHOLD_SLOWDOWN = 1;
// nvmlMemoryErrorType_t
inline constexpr unsigned NVML_MEMORY_ERROR_TYPE_CORRECTED = 0;
inline constexpr unsigned NVML_MEMORY_ERROR_TYPE_UNCORRECTED = 1;
// nvmlEccCounterType_t: volatile counts since the driver loaded, aggregate over the board's life.
inline constexpr unsigned NVML_VOLATILE_ECC = 0;
inline constexpr unsigned NVML_AGGREGATE_ECC = 1;
// nvmlPageRetirementCause_t
inline constexpr unsigned NVML_PAGE_RETIREMENT_CAUSE_MULTIPLE_SINGLE_BIT_ECC_ERRORS = 0;
inline constexpr unsigned NVML_PAGE_RETIREMENT_CAUSE_DOUBLE_BIT_ECC_ERROR = 1;

// nvmlClocksEventReasons (formerly nvmlClocksThrottleReasons; same bits).
inline constexpr unsigned long long nvmlClocksEventReasonGpuIdle = 0x0000000000000001ULL;
inline constexpr unsigned long long nvmlClocksEventReasonApplicationsClocksSetting = 0x0000000000000002ULL;
inline constexpr unsigned long long nvmlClocksEventReasonSwPowerCap = 0x0000000000000004ULL;
inline constexpr unsigned long long nvmlClocksThrottleReasonHwSlowdown = 0x0000000000000008ULL;
inline constexpr unsigned long long nvmlClocksEventReasonSyncBoost = 0x0000000000000010ULL;
inline constexpr unsigned long long nvmlClocksEventReasonSwThermalSlowdown = 0x0000000000000020ULL;
inline constexpr unsigned long long nvmlClocksThrottleReasonHwThermalSlowdown = 0x0000000000000040ULL;
inline constexpr unsigned long long nvmlClocksThrottleReasonHwPowerBrakeSlowdown = 0x0000000000000080ULL;
inline constexpr unsigned long long nvmlClocksEventReasonDisplayClockSetting = 0x0000000000000100ULL;

// Event types (nvmlEventType*)
inline constexpr unsigned long long nvmlEventTypeXidCriticalError = 0x0000000000000008ULL;

// The current nvml.h layout; older headers end after eventData, so the struct is at least as large
// as any driver writes.
struct nvmlEventData_t
{
    nvmlDevice_t device;
    unsigned long long eventType;
    unsigned long long eventData; // the Xid for nvmlEventTypeXidCriticalError (999: unknown)
    unsigned int gpuInstanceId;
    unsigned int computeInstanceId;
};

struct nvmlUtilization_t
{
    unsigned int gpu;    // percent of time a kernel was running
    unsigned int memory; // percent of time device memory was read or written
};

extern "C" {
using NvmlInitFn = nvmlReturn_t (*)(); // nvmlInit_v2
using NvmlShutdownFn = nvmlReturn_t (*)();
using NvmlErrorStringFn = const char *(*)(nvmlReturn_t);
using NvmlDeviceGetHandleByUUIDFn = nvmlReturn_t (*)(const char *uuid, nvmlDevice_t *device);
using NvmlDeviceGetHandleByPciBusIdFn = nvmlReturn_t (*)(const char *pciBusId, nvmlDevice_t *device); // _v2
using NvmlDeviceGetHandleByIndexFn = nvmlReturn_t (*)(unsigned int index, nvmlDevice_t *device);      // _v2
using NvmlDeviceGetClockInfoFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned type, unsigned int *clockMHz);
using NvmlDeviceGetPowerUsageFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *milliwatts);
using NvmlDeviceGetTemperatureFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned sensor, unsigned int *celsius);
using NvmlDeviceGetTemperatureThresholdFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned threshold, unsigned int *celsius);
using NvmlDeviceGetUtilizationRatesFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlUtilization_t *utilization);
// nvmlDeviceGetCurrentClocksEventReasons (R535+) or nvmlDeviceGetCurrentClocksThrottleReasons.
using NvmlDeviceGetClocksEventReasonsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long *reasons);
using NvmlDeviceGetTotalEccErrorsFn
    = nvmlReturn_t (*)(nvmlDevice_t, unsigned errorType, unsigned counterType, unsigned long long *count);
using NvmlDeviceGetRetiredPagesFn
    = nvmlReturn_t (*)(nvmlDevice_t, unsigned cause, unsigned int *pageCount, unsigned long long *addresses);
using NvmlDeviceGetRemappedRowsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *corrRows, unsigned int *uncRows,
                                                     unsigned int *isPending, unsigned int *failureOccurred);
using NvmlDeviceGetPcieValueFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *value); // link gen/width, replays
using NvmlEventSetCreateFn = nvmlReturn_t (*)(nvmlEventSet_t *set);
using NvmlEventSetFreeFn = nvmlReturn_t (*)(nvmlEventSet_t set);
using NvmlDeviceRegisterEventsFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned long long eventTypes, nvmlEventSet_t set);
using NvmlEventSetWaitFn = nvmlReturn_t (*)(nvmlEventSet_t set, nvmlEventData_t *data, unsigned int timeoutMs); // _v2
}

} // namespace GpuPlan::Probe::Nvml
