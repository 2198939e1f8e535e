#include "tests.h"

#include "backend/stats.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace GpuPlan::Probe::LevelZero {

namespace {

constexpr int kChains = 16;      // independent chains per work-item, as in kernels/*.cl
constexpr float kFma16A = 0.75f; // fp16 chains converge fast and exactly to 1.0
constexpr float kFma16B = 0.25f;

float seed(std::uint64_t gid, int chain)
{
    return static_cast<float>((gid + static_cast<std::uint64_t>(chain)) % 64) * 0.0625f;
}

// Rounds to the nearest half-precision value (ties to even), for the normal range the fp16 chains use.
double roundToHalf(double x)
{
    if (x == 0.0 || !std::isfinite(x))
        return x;
    int exponent = 0;
    const double mantissa = std::frexp(x, &exponent); // [0.5, 1): 11 significant bits are kept
    return std::ldexp(std::nearbyint(std::ldexp(mantissa, 11)), exponent - 11);
}

// One work-item of fma_f16: fma in double is exact for halves of this range, then rounded once.
double expectedFma16(std::uint64_t gid, int iterations)
{
    const double a = kFma16A;
    const double b = kFma16B;
    float sum = 0.0f;
    for (int j = 0; j < kChains; ++j) {
        double x = roundToHalf(seed(gid, j));
        for (int it = 0; it < iterations; ++it)
            x = roundToHalf(std::fma(x, a, b));
        sum += static_cast<float>(x);
    }
    return roundToHalf(sum);
}

double halfToDouble(std::uint16_t h)
{
    const int exponent = (h >> 10) & 0x1f;
    const int fraction = h & 0x3ff;
    double value = 0.0;
    if (exponent == 0)
        value = std::ldexp(fraction, -24);
    else if (exponent == 31)
        value = fraction ? NAN : INFINITY;
    else
        value = std::ldexp(fraction + 1024, exponent - 25);
    return (h & 0x8000) ? -value : value;
}

void fail(TestResult &result, long long bad, int samples, std::uint64_t firstBad, double got, double expected)
{
    result.verified = false;
    result.verifyMessage = std::to_string(bad) + " of " + std::to_string(samples)
        + " checked work-items differ; first bad index " + std::to_string(firstBad) + ": got " + std::to_string(got)
        + ", expected " + std::to_string(expected);
}

} // namespace

FmaShape fmaShape(const ZeSession &session)
{
    // Enough work-items for every hardware thread of every EU several times over.
    const ze_device_properties_t &p = session.record().properties;
    const std::uint64_t eus
        = std::max<std::uint64_t>(1, std::uint64_t{p.numSlices} * p.numSubslicesPerSlice * p.numEUsPerSubslice);
    const std::uint64_t lanes
        = eus * std::max<std::uint32_t>(1, p.numThreadsPerEU) * std::max<std::uint32_t>(1, p.physicalEUSimdWidth);
    const std::uint64_t group = session.groupSize();
    FmaShape shape;
    shape.items = std::max<std::uint64_t>(group, lanes * 4 / group * group);
    shape.iterations = 4096;
    return shape;
}

float expectedFma32(std::uint64_t gid, int iterations)
{
    float sum = 0.0f;
    for (int j = 0; j < kChains; ++j) {
        float x = seed(gid, j);
        for (int it = 0; it < iterations; ++it)
            x = std::fma(x, kFma32A, kFma32B);
        sum += x;
    }
    return sum;
}

long long checkFma32(const float *out, const FmaShape &shape, int samples, std::uint64_t offset,
                     std::uint64_t &firstBad)
{
    long long bad = 0;
    const std::uint64_t stride = std::max<std::uint64_t>(1, shape.items / static_cast<std::uint64_t>(samples));
    for (int s = 0; s < samples; ++s) {
        const std::uint64_t gid = (offset + static_cast<std::uint64_t>(s) * stride) % shape.items;
        const float expected = expectedFma32(gid, shape.iterations);
        // Correctly rounded fma on both sides gives the same bits; the margin covers a compiler that
        // sums the chains in another order.
        if (!(std::fabs(out[gid] - expected) <= 1e-6f * std::fabs(expected)) && bad++ == 0)
            firstBad = gid;
    }
    return bad;
}

void runCompute(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                TestResult &result)
{
    const bool half = test == "compute.fp16_fma";
    ze_kernel_handle_t kernel = half ? session.fmaF16() : session.fmaF32();
    if (!kernel)
        throw std::runtime_error("the device does not support fp16 (ze_device_module_properties_t::fp16flags)");
    const FmaShape shape = fmaShape(session);
    const std::size_t elementBytes = half ? 2 : 4;
    ZeMemory out = session.allocDevice(shape.items * elementBytes);
    ZeSession::setArg(kernel, 0, out.get());
    ZeSession::setArg(kernel, 1, half ? kFma16A : kFma32A);
    ZeSession::setArg(kernel, 2, half ? kFma16B : kFma32B);
    ZeSession::setArg(kernel, 3, shape.iterations);

    result.unit = "GFLOP/s";
    result.timer = "ze_timestamp";
    result.flopsPerRun = shape.flopsPerRun();
    result.workingSetBytes = shape.items * elementBytes;
    const int total = options.warmups + options.repeats;
    std::vector<double> rates;
    for (int run = 0; run < total; ++run) {
        reportRun(context, run, total, run < options.warmups ? "warm-up" : "timed runs");
        const double seconds = session.timeKernel(kernel, shape.items);
        if (run >= options.warmups)
            rates.push_back(result.flopsPerRun / seconds / 1e9);
    }
    summarize(rates, true, result);

    constexpr int kSamples = 256;
    std::vector<unsigned char> host(shape.items * elementBytes);
    session.copy(host.data(), out.get(), host.size());
    std::uint64_t firstBad = 0;
    if (!half) {
        std::vector<float> values(shape.items);
        std::memcpy(values.data(), host.data(), host.size());
        const long long bad = checkFma32(values.data(), shape, kSamples, 0, firstBad);
        if (bad > 0)
            fail(result, bad, kSamples, firstBad, values[firstBad], expectedFma32(firstBad, shape.iterations));
        return;
    }
    long long bad = 0;
    const std::uint64_t stride = std::max<std::uint64_t>(1, shape.items / kSamples);
    double got = 0.0;
    double expected = 0.0;
    for (int s = 0; s < kSamples; ++s) {
        const std::uint64_t gid = static_cast<std::uint64_t>(s) * stride % shape.items;
        std::uint16_t bits = 0;
        std::memcpy(&bits, host.data() + gid * 2, 2);
        const double value = halfToDouble(bits);
        const double want = expectedFma16(gid, shape.iterations);
        // Two half ulps: a device whose half fma rounds twice (through float) is still correct.
        if (!(std::fabs(value - want) <= std::ldexp(std::fabs(want), -9)) && bad++ == 0) {
            firstBad = gid;
            got = value;
            expected = want;
        }
    }
    if (bad > 0)
        fail(result, bad, kSamples, firstBad, got, expected);
}

void runLatency(ZeSession &session, const RunOptions &options, RunContext &context, TestResult &result)
{
    constexpr int kLaunches = 100; // per timed run, each waited for
    result.unit = "us";
    result.timer = "steady_clock";
    const int total = options.warmups + options.repeats;
    std::vector<double> latencies;
    for (int run = 0; run < total; ++run) {
        reportRun(context, run, total, run < options.warmups ? "warm-up" : "timed runs");
        const double seconds = session.launchLatency(kLaunches);
        if (run >= options.warmups)
            latencies.push_back(seconds * 1e6);
    }
    summarize(latencies, false, result);
}

} // namespace GpuPlan::Probe::LevelZero
