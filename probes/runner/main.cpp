// gpuplan-probe: measures the local accelerators (and the CPU) and streams versioned JSON lines.
// A separate process, so that a crashing or hanging GPU driver never takes the app down.
#include "commands.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>

#ifndef GPUPLAN_VERSION
#define GPUPLAN_VERSION "0"
#endif

namespace {

extern "C" void onSignal(int) { GpuPlan::Probe::g_cancelRequested = true; }

} // namespace

int main(int argc, char **argv)
{
    using namespace GpuPlan::Probe;
    // Level Zero Sysman (telemetry) only works if this is set before the process's first zeInit.
    setenv("ZES_ENABLE_SYSMAN", "1", 0);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    RunnerOptions options;
    std::string error;
    if (!parseOptions(argc, argv, options, error)) {
        std::fprintf(stderr, "gpuplan-probe: %s\n\n%s", error.c_str(), usageText().c_str());
        return static_cast<int>(ExitCode::Usage);
    }
    switch (options.command) {
    case RunnerOptions::Command::Help:
        std::fputs(usageText().c_str(), stdout);
        return 0;
    case RunnerOptions::Command::Version:
        std::printf("gpuplan-probe %s (protocol schema %d)\n", GPUPLAN_VERSION, kSchemaVersion);
        return 0;
    case RunnerOptions::Command::List:
        return static_cast<int>(listCommand(options));
    case RunnerOptions::Command::Run:
        return static_cast<int>(runCommand(options));
    case RunnerOptions::Command::BurnIn:
        return static_cast<int>(burnInCommand(options));
    }
    return static_cast<int>(ExitCode::Internal);
}
