#include "hipverify.h"

#include "kernels.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace GpuPlan::Probe::Hip {
namespace {

void note(Miscompares &bad, std::size_t index, double got, double expected)
{
    if (bad.count++ == 0) {
        bad.firstIndex = index;
        bad.got = got;
        bad.expected = expected;
    }
}

// Rounds to the nearest FP16 value (ties to even), for values in the FP16 normal and subnormal range.
// Used on exact double results, so this is the single rounding of an FP16 FMA or add.
double roundToHalf(double v)
{
    if (v == 0.0 || !std::isfinite(v))
        return v;
    int exponent = 0;
    std::frexp(v, &exponent);                                         // |v| in [2^(exponent-1), 2^exponent)
    const double ulp = std::ldexp(1.0, std::max(exponent - 11, -24)); // 11 significant bits; 2^-24 subnormal step
    const double rounded = std::nearbyint(v / ulp) * ulp;             // default rounding: to nearest even
    return std::fabs(rounded) > 65504.0 ? std::copysign(INFINITY, v) : rounded;
}

} // namespace

void checkStream(StreamKernel kernel, const double *values, std::size_t offset, std::size_t count, Miscompares &bad)
{
    for (std::size_t k = 0; k < count; ++k) {
        const std::size_t i = offset + k;
        const double expected = kernel == StreamKernel::Copy
            ? HipKernels::streamInitA(i)
            : HipKernels::streamInitB(i) + HipKernels::kTriadScalar * HipKernels::streamInitC(i);
        if (values[k] != expected)
            note(bad, i, values[k], expected);
    }
}

std::vector<float> expectedFmaF32(int iterations)
{
    std::vector<float> table(HipKernels::kFmaClasses);
    for (unsigned cls = 0; cls < HipKernels::kFmaClasses; ++cls) {
        float sum = 0.0f;
        for (unsigned j = 0; j < HipKernels::kFmaAccumulators; ++j) {
            float acc = HipKernels::fmaSeed(cls, j);
            for (int it = 0; it < iterations; ++it) {
                const float next = std::fma(acc, HipKernels::kFmaF32X, HipKernels::kFmaF32Y);
                if (next == acc)
                    break; // a fixed point: the remaining steps change nothing
                acc = next;
            }
            sum += acc;
        }
        table[cls] = sum;
    }
    return table;
}

std::vector<float> expectedFmaF16(int iterations)
{
    // Products of two FP16 values have at most 22 significant bits and our sums stay within a few
    // binades, so double holds a*x + y exactly and one roundToHalf() is the fused operation.
    const double x = roundToHalf(HipKernels::kFmaF16X);
    const double y = roundToHalf(HipKernels::kFmaF16Y);
    std::vector<float> table(2 * HipKernels::kFmaClasses);
    for (unsigned cls = 0; cls < HipKernels::kFmaClasses; ++cls) {
        for (unsigned lane = 0; lane < 2; ++lane) {
            double sum = 0.0;
            for (unsigned j = 0; j < HipKernels::kFmaAccumulators; ++j) {
                double acc = roundToHalf(HipKernels::fmaSeed(cls, j + lane * HipKernels::kFmaAccumulators));
                for (int it = 0; it < iterations; ++it) {
                    const double next = roundToHalf(acc * x + y);
                    if (next == acc)
                        break; // a fixed point: the remaining steps change nothing
                    acc = next;
                }
                sum = j == 0 ? acc : roundToHalf(sum + acc);
            }
            table[2 * cls + lane] = static_cast<float>(sum);
        }
    }
    return table;
}

void checkFma(const float *out, std::size_t threads, unsigned lanes, const std::vector<float> &expected,
              Miscompares &bad)
{
    for (std::size_t t = 0; t < threads; ++t) {
        const std::size_t cls = t % HipKernels::kFmaClasses;
        for (unsigned lane = 0; lane < lanes; ++lane) {
            const float want = expected[cls * lanes + lane];
            const float got = out[t * lanes + lane];
            if (got != want)
                note(bad, t * lanes + lane, static_cast<double>(got), static_cast<double>(want));
        }
    }
}

std::string miscompareMessage(const Miscompares &bad, const char *what)
{
    char text[200];
    std::snprintf(text, sizeof text, "element %zu of %s: got %.17g, expected %.17g (%lld miscompares)", bad.firstIndex,
                  what, bad.got, bad.expected, bad.count);
    return text;
}

} // namespace GpuPlan::Probe::Hip
