#include "cpucompute.h"

#include "backend/stats.h"
#include "cpuinfo.h"
#include "fmakernels.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace GpuPlan::Probe::Cpu {
namespace {

// acc -> acc * m + c converges to c / (1 - m) without overflow or denormals.
constexpr double kM64 = 0.999999;
constexpr double kC64 = 1.0e-6;
constexpr float kM32 = 0.9999f;
constexpr float kC32 = 1.0e-4f;
constexpr long long kVerifyIterations = 20000;

__attribute__((target("fma"))) double referenceFma64(double start, long long n)
{
    double acc = start;
    for (long long i = 0; i < n; ++i)
        acc = __builtin_fma(acc, kM64, kC64);
    return acc;
}

__attribute__((target("fma"))) float referenceFma32(float start, long long n)
{
    float acc = start;
    for (long long i = 0; i < n; ++i)
        acc = __builtin_fmaf(acc, kM32, kC32);
    return acc;
}

template <typename T>
T referenceMulAdd(T start, T m, T c, long long n)
{
    T acc = start;
    for (long long i = 0; i < n; ++i) {
        const T product = acc * m;
        acc = product + c;
    }
    return acc;
}

// Seconds for one parallel run of `iterations` steps per chain; chain values of thread 0 in `out`.
template <typename T>
double timedRun(SimdLevel level, long long iterations, std::vector<T> &out)
{
    const int threads = threadCount();
    std::vector<T> all(static_cast<std::size_t>(threads * chains(level)));
    const auto start = std::chrono::steady_clock::now();
#pragma omp parallel
    {
        T *mine = all.data() + omp_get_thread_num() * chains(level);
        if constexpr (sizeof(T) == sizeof(double))
            fmaChainsF64(level, iterations, kM64, kC64, mine);
        else
            fmaChainsF32(level, iterations, kM32, kC32, mine);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out = std::move(all);
    return seconds;
}

// Chain k starts at 1 + k; every thread's every chain must match the scalar reference.
template <typename T>
long long verify(SimdLevel level)
{
    std::vector<T> values;
    timedRun<T>(level, kVerifyIterations, values);
    long long bad = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const T start = static_cast<T>(1 + static_cast<int>(i) % chains(level));
        T expected;
        if (level == SimdLevel::Sse2) {
            if constexpr (sizeof(T) == sizeof(double))
                expected = referenceMulAdd<T>(start, kM64, kC64, kVerifyIterations);
            else
                expected = referenceMulAdd<T>(start, kM32, kC32, kVerifyIterations);
        } else {
            if constexpr (sizeof(T) == sizeof(double))
                expected = referenceFma64(start, kVerifyIterations);
            else
                expected = referenceFma32(start, kVerifyIterations);
        }
        if (values[i] != expected)
            ++bad;
    }
    return bad;
}

template <typename T>
double flopsPerRun(SimdLevel level, long long iterations)
{
    return 2.0 * lanes(level, sizeof(T) == sizeof(double)) * chains(level) * static_cast<double>(iterations)
        * threadCount();
}

// Iterations for a run of about `seconds`, from a short calibration run.
template <typename T>
long long calibrate(SimdLevel level, double seconds)
{
    std::vector<T> scratch;
    long long iterations = 200000;
    for (;;) {
        const double t = timedRun<T>(level, iterations, scratch);
        if (t > 0.02 || iterations > (1ll << 40))
            return std::max<long long>(1000, static_cast<long long>(iterations * seconds / t));
        iterations *= 4;
    }
}

template <typename T>
bool runFma(const RunOptions &options, RunContext &context, TestResult &result, std::string &error)
{
    const SimdLevel level = widestSimd();
    const long long iterations = calibrate<T>(level, 0.2);
    std::vector<T> scratch;
    std::vector<double> rates;
    const int total = options.warmups + options.repeats;
    const double flops = flopsPerRun<T>(level, iterations);
    const std::string test = sizeof(T) == sizeof(double) ? "compute.fp64_fma" : "compute.fp32_fma";
    for (int r = 0; r < total; ++r) {
        if (context.cancelled()) {
            error = "cancelled";
            return false;
        }
        const double seconds = timedRun<T>(level, iterations, scratch);
        if (r >= options.warmups && seconds > 0.0) {
            rates.push_back(flops / seconds / 1e9);
            context.measurement(rates.back(), "GFLOP/s");
        }
        context.progress(static_cast<double>(r + 1) / total, test);
    }
    summarize(rates, true, result);
    result.unit = "GFLOP/s";
    result.flopsPerRun = flops;
    result.timer = "steady_clock";
    result.detail = std::string(simdName(level)) + ", " + std::to_string(threadCount()) + " threads, "
        + std::to_string(chains(level)) + " chains";
    const long long bad = verify<T>(level);
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " FMA chains ended on a value other than the scalar reference";
    return true;
}

} // namespace

bool runFmaTest(bool fp64, const RunOptions &options, RunContext &context, TestResult &result, std::string &error)
{
    return fp64 ? runFma<double>(options, context, result, error) : runFma<float>(options, context, result, error);
}

double fp32Burst(double seconds, long long &miscompares)
{
    const SimdLevel level = widestSimd();
    const long long iterations = calibrate<float>(level, seconds);
    std::vector<float> scratch;
    const double t = timedRun<float>(level, iterations, scratch);
    miscompares += verify<float>(level);
    return t > 0.0 ? flopsPerRun<float>(level, iterations) / t / 1e9 : 0.0;
}

} // namespace GpuPlan::Probe::Cpu
