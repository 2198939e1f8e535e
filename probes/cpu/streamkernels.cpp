#include "streamkernels.h"

// GCC picks the clone at load time from the CPU's features; "default" is plain x86-64 (SSE2).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define GPUPLAN_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define GPUPLAN_CLONES
#endif

namespace GpuPlan::Probe::Cpu {

GPUPLAN_CLONES void copyChunk(double *__restrict c, const double *__restrict a, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        c[i] = a[i];
}

GPUPLAN_CLONES void scaleChunk(double *__restrict b, const double *__restrict c, double scalar, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        b[i] = scalar * c[i];
}

GPUPLAN_CLONES void addChunk(double *__restrict c, const double *__restrict a, const double *__restrict b,
                             std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        c[i] = a[i] + b[i];
}

GPUPLAN_CLONES void triadChunk(double *__restrict a, const double *__restrict b, const double *__restrict c,
                               double scalar, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        a[i] = b[i] + scalar * c[i];
}

} // namespace GpuPlan::Probe::Cpu
