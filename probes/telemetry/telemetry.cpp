#include "telemetry.h"

namespace GpuPlan::Probe {

std::unique_ptr<TelemetryReader> openTelemetry(const std::string &backend, std::string &whyNot)
{
    if (backend == "cuda")
        return openNvmlTelemetry(whyNot);
    if (backend == "hip")
        return openRocmSmiTelemetry(whyNot);
    if (backend == "levelzero")
        return openSysmanTelemetry(whyNot);
    if (backend == "cpu")
        return openCpuTelemetry(whyNot);
    whyNot = "no telemetry reader for backend \"" + backend + "\"";
    return nullptr;
}

} // namespace GpuPlan::Probe
