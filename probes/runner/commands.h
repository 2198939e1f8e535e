#pragma once

#include "options.h"
#include "protocol/exitcode.h"

#include <atomic>

namespace GpuPlan::Probe {

// Set by SIGINT/SIGTERM; every command stops at the next check and still writes its final line.
extern std::atomic<bool> g_cancelRequested;

ExitCode listCommand(const RunnerOptions &options);
ExitCode runCommand(const RunnerOptions &options);
ExitCode burnInCommand(const RunnerOptions &options);

} // namespace GpuPlan::Probe
