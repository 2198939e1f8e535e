#pragma once

#include "protocol/types.h"

#include <cstdint>

// What the CPU backend needs to know about the host: its identity and its cache and memory sizes.
namespace GpuPlan::Probe::Cpu {

DeviceInfo hostCpu();
std::uint64_t lastLevelCacheBytes(); // the largest cache level reported by sysconf or sysfs
std::uint64_t physicalMemoryBytes();
int threadCount(); // OpenMP threads the kernels use

} // namespace GpuPlan::Probe::Cpu
