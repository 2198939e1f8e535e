#pragma once

#include "backend/backend.h"

#include <string>

namespace GpuPlan::Probe::Cpu {

// FMA peak on all threads; `fp64` picks double or single precision.
bool runFmaTest(bool fp64, const RunOptions &options, RunContext &context, TestResult &result, std::string &error);

// One timed FP32 FMA run of about `seconds` on all threads, then a short verified pass.
// Returns GFLOP/s and adds wrong chain results to `miscompares`.
double fp32Burst(double seconds, long long &miscompares);

} // namespace GpuPlan::Probe::Cpu
