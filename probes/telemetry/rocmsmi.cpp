#include "telemetry.h"

namespace gpuplan::probe {

// Work in progress (issue 4): the rocm-smi reader is being written.
std::unique_ptr<TelemetryReader> openRocmSmiTelemetry(std::string& whyNot)
{
    whyNot = "rocm-smi telemetry reader not built yet";
    return nullptr;
}

} // namespace gpuplan::probe
