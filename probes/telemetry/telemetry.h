#pragma once

#include "protocol/types.h"

#include <memory>
#include <optional>
#include <string>

// Telemetry readers used by gpuplan-probe while it runs: NVML for CUDA devices, rocm-smi for HIP,
// Level Zero Sysman for Intel, /proc and /sys for the CPU. The vendor libraries are loaded with dlopen,
// never linked, so the runner starts without them and says which one is missing.
namespace GpuPlan::Probe {

class TelemetryReader
{
public:
    virtual ~TelemetryReader() = default;
    virtual std::string name() const = 0; // "nvml", "rocm-smi", "sysman", "cpu"
    // Binds the reader to the device (matched by UUID, then PCI bus ID, then index); false with
    // `whyNot` set when the management library does not know this device.
    virtual bool attach(const DeviceInfo &device, std::string &whyNot) = 0;
    // One sample of the attached device; fields the library cannot read stay empty.
    virtual TelemetrySample sample(double tSeconds) = 0;
    // The device's own slowdown (throttle) temperature, when the library reports it.
    virtual std::optional<double> slowdownTemperatureC() = 0;
    // Maximum and current PCIe generation/width, when the library reports them.
    virtual std::optional<PcieLink> pcieLink() = 0;
};

// The reader for a backend's devices, or nullptr with the reason ("libnvidia-ml.so.1 not found: ...").
std::unique_ptr<TelemetryReader> openTelemetry(const std::string &backend, std::string &whyNot);

// One per library; each lives in its own file.
std::unique_ptr<TelemetryReader> openNvmlTelemetry(std::string &whyNot);
std::unique_ptr<TelemetryReader> openRocmSmiTelemetry(std::string &whyNot);
std::unique_ptr<TelemetryReader> openSysmanTelemetry(std::string &whyNot);
std::unique_ptr<TelemetryReader> openCpuTelemetry(std::string &whyNot);

} // namespace GpuPlan::Probe
