#pragma once

#include "backend/backend.h"

#include <memory>

namespace GpuPlan::Probe {

// The CPU backend: STREAM copy/scale/add/triad on all cores and FP64/FP32 FMA peak with the widest SIMD
// the CPU has. Always built, linked into the runner.
std::unique_ptr<Backend> createCpuBackend();

} // namespace GpuPlan::Probe
