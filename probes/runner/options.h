#pragma once

#include "backend/backend.h"
#include "protocol/burnin.h"

#include <string>
#include <vector>

namespace GpuPlan::Probe {

struct RunnerOptions
{
    enum class Command { Help, Version, List, Run, BurnIn };
    Command command = Command::Help;
    bool json = false;              // --list --json: one JSON object
    bool jsonLines = false;         // run/burnin --json-lines: the streamed protocol
    std::string device;             // "<backend>:<index>"
    std::vector<std::string> tests; // empty: every test the backend has for the device
    RunOptions run;
    double burnSeconds = 0.0;
    double sliceSeconds = 10.0;   // one burn-in measurement every slice
    double telemetryPeriod = 1.0; // seconds between telemetry samples
    BurnInCriteria criteria;
};

// Parses the command line; false with `error` set (the caller prints it with the usage).
bool parseOptions(int argc, char **argv, RunnerOptions &options, std::string &error);
std::string usageText();

} // namespace GpuPlan::Probe
