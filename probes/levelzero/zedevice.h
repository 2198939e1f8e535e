#pragma once

#include "protocol/types.h"

#include <level_zero/ze_api.h>

#include <string>
#include <vector>

// The GPU devices of every Level Zero driver, in the order the runner numbers them ("levelzero:<i>").
namespace GpuPlan::Probe::LevelZero {

struct ZeDeviceRecord
{
    ze_driver_handle_t driver = nullptr;
    ze_device_handle_t device = nullptr;
    ze_api_version_t apiVersion = ZE_API_VERSION_1_0;
    ze_device_properties_t properties{};
    ze_device_module_properties_t moduleProperties{};
    double timerHz = 0.0;            // kernel timestamp ticks per second
    std::uint64_t timestampMask = 0; // kernelTimestampValidBits as a mask
    bool hasFp64() const;
    bool hasFp16() const;
};

// zeInit(ZE_INIT_FLAG_GPU_ONLY) and the GPU devices of all drivers; throws ZeError, e.g. when no
// driver is installed (zeInit returns ZE_RESULT_ERROR_UNINITIALIZED).
std::vector<ZeDeviceRecord> enumerateDevices();

// Static properties for the runner's device list.
DeviceInfo describeDevice(const ZeDeviceRecord &record, int index);

// 32 lower-case hex digits, the form Sysman reports too, so that telemetry matches the device.
std::string formatUuid(const ze_device_uuid_t &uuid);

} // namespace GpuPlan::Probe::LevelZero
