#pragma once

#include "backend/backend.h"
#include "protocol/types.h"

#include <memory>
#include <string>
#include <vector>

namespace GpuPlan::Probe {

// The backends gpuplan-probe knows, in listing order.
const std::vector<std::string> &backendNames();

struct LoadedBackend
{
    BackendStatus status;
    std::unique_ptr<Backend> backend; // null when !status.available
};

// Loads a backend: "cpu" is built in; the others are gpuplan-probe-<name>.so modules in the
// directory of the runner (or $GPUPLAN_PROBE_MODULE_DIR). The reason names what is missing.
LoadedBackend loadBackend(const std::string &name);

} // namespace GpuPlan::Probe
