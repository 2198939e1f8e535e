#pragma once

#include "moduleloader.h"
#include "output.h"
#include "protocol/exitcode.h"
#include "telemetry.h"

#include <memory>
#include <string>

namespace GpuPlan::Probe {

// The device a run or a burn-in works on: its backend loaded, the device found, telemetry attached.
// On failure `exitCode` says why and the error line has been written.
struct DeviceSession
{
    LoadedBackend loaded;
    int index = -1;
    DeviceInfo device;
    std::unique_ptr<TelemetryReader> telemetry; // null when no reader could attach (an error line says why)
    ExitCode exitCode = ExitCode::Ok;

    static DeviceSession open(const std::string &deviceId, Output &output);
};

} // namespace GpuPlan::Probe
