#include "devicesession.h"

#include <cstdlib>

namespace GpuPlan::Probe {

DeviceSession DeviceSession::open(const std::string &deviceId, Output &output)
{
    DeviceSession s;
    const auto colon = deviceId.find(':');
    const std::string backendName = deviceId.substr(0, colon);
    char *end = nullptr;
    const long index = colon == std::string::npos ? -1 : std::strtol(deviceId.c_str() + colon + 1, &end, 10);
    if (colon == std::string::npos || !end || *end != '\0' || index < 0) {
        output.emit(
            ErrorLine{"no_such_device", "\"" + deviceId + "\" is not a device ID (<backend>:<index>)", {}, deviceId});
        s.exitCode = ExitCode::NoSuchDevice;
        return s;
    }
    bool known = false;
    for (const std::string &name : backendNames())
        known = known || name == backendName;
    if (!known) {
        output.emit(ErrorLine{"no_such_device", "no backend \"" + backendName + "\"", backendName, deviceId});
        s.exitCode = ExitCode::NoSuchDevice;
        return s;
    }
    s.loaded = loadBackend(backendName);
    if (!s.loaded.status.available) {
        output.emit(ErrorLine{"backend_unavailable", s.loaded.status.reason, backendName, deviceId});
        s.exitCode = ExitCode::BackendUnavailable;
        return s;
    }
    const std::vector<DeviceInfo> devices = s.loaded.backend->devices();
    if (static_cast<std::size_t>(index) >= devices.size()) {
        output.emit(ErrorLine{"no_such_device",
                              "backend " + backendName + " has " + std::to_string(devices.size()) + " device(s)",
                              backendName, deviceId});
        s.exitCode = ExitCode::NoSuchDevice;
        return s;
    }
    s.index = static_cast<int>(index);
    s.device = devices[static_cast<std::size_t>(index)];
    std::string whyNot;
    s.telemetry = openTelemetry(backendName, whyNot);
    if (s.telemetry && !s.telemetry->attach(s.device, whyNot))
        s.telemetry.reset();
    if (!s.telemetry)
        output.emit(ErrorLine{"telemetry_unavailable", whyNot, backendName, deviceId});
    else if (s.device.pcie.maxGen == 0)
        if (const auto link = s.telemetry->pcieLink())
            s.device.pcie = *link; // CUDA and HIP do not report the link; the management library does
    return s;
}

} // namespace GpuPlan::Probe
