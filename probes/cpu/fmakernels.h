#pragma once

#include <cstddef>
#include <string>

// Peak FMA throughput: independent chains acc = acc * m + c, long enough to hide the FMA latency on
// every pipe, with the widest vectors the CPU has (AVX-512, AVX2+FMA, or SSE2 multiply + add).
namespace GpuPlan::Probe::Cpu {

enum class SimdLevel { Sse2, Avx2Fma, Avx512 };

SimdLevel widestSimd();
const char *simdName(SimdLevel level);
int lanes(SimdLevel level, bool fp64); // vector lanes per instruction
int chains(SimdLevel level);           // independent accumulators per thread

// Runs `iterations` steps on every chain; writes each chain's lane 0 to `out` (chains(level) values).
void fmaChainsF64(SimdLevel level, long long iterations, double m, double c, double *out);
void fmaChainsF32(SimdLevel level, long long iterations, float m, float c, float *out);

} // namespace GpuPlan::Probe::Cpu
