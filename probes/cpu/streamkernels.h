#pragma once

#include <cstddef>

// STREAM kernels over [begin, end) of each array, one call per thread. Compiled for several instruction
// sets (target_clones); the loader picks the widest one the CPU has.
namespace GpuPlan::Probe::Cpu {

void copyChunk(double *c, const double *a, std::size_t n);
void scaleChunk(double *b, const double *c, double scalar, std::size_t n);
void addChunk(double *c, const double *a, const double *b, std::size_t n);
void triadChunk(double *a, const double *b, const double *c, double scalar, std::size_t n);

} // namespace GpuPlan::Probe::Cpu
