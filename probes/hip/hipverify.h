#pragma once

#include <cstddef>
#include <string>
#include <vector>

// Host-side expected values of the HIP kernels (kernels.h) and the comparisons. The expected values
// are computed independently on the CPU, with the same IEEE operations, so they must match exactly.
namespace GpuPlan::Probe::Hip {

struct Miscompares
{
    long long count = 0;
    std::size_t firstIndex = 0; // valid when count > 0
    double got = 0.0;
    double expected = 0.0;
};

enum class StreamKernel { Copy, Triad };

// Checks elements [offset, offset + count) of the kernel's output array (copy: c, triad: a).
void checkStream(StreamKernel kernel, const double *values, std::size_t offset, std::size_t count, Miscompares &bad);

// The value every thread of class `cls` writes, per lane: kFmaClasses x lanes (1: FP32, 2: FP16).
std::vector<float> expectedFmaF32(int iterations);
std::vector<float> expectedFmaF16(int iterations);

// Checks `threads` x `lanes` outputs of an FMA kernel against the per-class table above.
void checkFma(const float *out, std::size_t threads, unsigned lanes, const std::vector<float> &expected,
              Miscompares &bad);

// "element 1234 of a: got 1.5, expected 1.25 (3 miscompares)"
std::string miscompareMessage(const Miscompares &bad, const char *what);

} // namespace GpuPlan::Probe::Hip
