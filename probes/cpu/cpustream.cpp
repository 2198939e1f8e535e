#include "cpustream.h"

#include "backend/stats.h"
#include "cpuinfo.h"
#include "streamkernels.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

namespace GpuPlan::Probe::Cpu {
namespace {

constexpr double kScalar = 3.0;

// Exactly representable inputs, so every kernel's expected output is exact.
double patternA(std::size_t i) { return 1.0 + static_cast<double>(i % 7); }
double patternB(std::size_t i) { return 2.0 + static_cast<double>(i % 3); }
double patternC(std::size_t i) { return 0.25 * static_cast<double>(i % 5); }

double *allocate(std::size_t n)
{
    const std::size_t bytes = ((n * sizeof(double) + 4095) / 4096) * 4096;
    return static_cast<double *>(std::aligned_alloc(4096, bytes));
}

// Runs f(begin, count) on every thread over the same static partition as the first touch.
template <typename F>
void parallelChunks(std::size_t n, F f)
{
#pragma omp parallel
    {
        const auto t = static_cast<std::size_t>(omp_get_thread_num());
        const auto threads = static_cast<std::size_t>(omp_get_num_threads());
        const std::size_t begin = n * t / threads;
        const std::size_t end = n * (t + 1) / threads;
        f(begin, end - begin);
    }
}

} // namespace

StreamArrays::StreamArrays(std::size_t elements)
    : m_n(elements)
    , m_a(allocate(elements))
    , m_b(allocate(elements))
    , m_c(allocate(elements))
{
}

StreamArrays::~StreamArrays()
{
    std::free(m_a);
    std::free(m_b);
    std::free(m_c);
}

void StreamArrays::fill()
{
    parallelChunks(m_n, [this](std::size_t begin, std::size_t count) {
        for (std::size_t i = begin; i < begin + count; ++i) {
            m_a[i] = patternA(i);
            m_b[i] = patternB(i);
            m_c[i] = patternC(i);
        }
    });
}

double StreamArrays::run(const std::string &kernel)
{
    const auto start = std::chrono::steady_clock::now();
    if (kernel == "copy") // c = a
        parallelChunks(m_n, [this](std::size_t b, std::size_t n) { copyChunk(m_c + b, m_a + b, n); });
    else if (kernel == "scale") // b = s * c
        parallelChunks(m_n, [this](std::size_t b, std::size_t n) { scaleChunk(m_b + b, m_c + b, kScalar, n); });
    else if (kernel == "add") // c = a + b
        parallelChunks(m_n, [this](std::size_t b, std::size_t n) { addChunk(m_c + b, m_a + b, m_b + b, n); });
    else // triad: a = b + s * c
        parallelChunks(m_n,
                       [this](std::size_t b, std::size_t n) { triadChunk(m_a + b, m_b + b, m_c + b, kScalar, n); });
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

long long StreamArrays::verify(const std::string &kernel, std::size_t &firstBad) const
{
    const auto count = [this, &firstBad](auto ok) {
        long long bad = 0;
        std::size_t first = m_n;
#pragma omp parallel for schedule(static) reduction(+ : bad) reduction(min : first)
        for (std::size_t i = 0; i < m_n; ++i) {
            if (!ok(i)) {
                ++bad;
                first = std::min(first, i);
            }
        }
        firstBad = first;
        return bad;
    };
    if (kernel == "copy")
        return count([this](std::size_t i) { return m_c[i] == patternA(i) && m_a[i] == patternA(i); });
    if (kernel == "scale")
        return count([this](std::size_t i) { return m_b[i] == kScalar * patternC(i); });
    if (kernel == "add")
        return count([this](std::size_t i) { return m_c[i] == patternA(i) + patternB(i); });
    return count([this](std::size_t i) { return m_a[i] == patternB(i) + kScalar * patternC(i); });
}

int StreamArrays::arraysTouched(const std::string &kernel) { return kernel == "copy" || kernel == "scale" ? 2 : 3; }

std::size_t defaultStreamElements()
{
    const std::uint64_t llc = lastLevelCacheBytes();
    std::uint64_t perArray = std::max<std::uint64_t>(4 * llc, 64ull << 20);
    const std::uint64_t ram = physicalMemoryBytes();
    if (ram > 0)
        perArray = std::min(perArray, ram / 12);
    return static_cast<std::size_t>(perArray / sizeof(double));
}

bool runStreamTest(const std::string &kernel, const RunOptions &options, RunContext &context, TestResult &result,
                   std::string &error)
{
    const std::size_t n
        = options.workingSetBytes > 0 ? options.workingSetBytes / sizeof(double) : defaultStreamElements();
    StreamArrays arrays(n);
    if (!arrays.ok()) {
        error = "cannot allocate 3 arrays of " + std::to_string(n * sizeof(double) >> 20) + " MiB";
        return false;
    }
    arrays.fill();
    const int touched = StreamArrays::arraysTouched(kernel);
    const double bytes = static_cast<double>(touched) * static_cast<double>(n) * sizeof(double);
    const int total = options.warmups + options.repeats;
    std::vector<double> rates;
    for (int r = 0; r < total; ++r) {
        if (context.cancelled()) {
            error = "cancelled";
            return false;
        }
        const double seconds = arrays.run(kernel);
        if (r >= options.warmups && seconds > 0.0) {
            rates.push_back(bytes / seconds / 1e9);
            context.measurement(rates.back(), "GB/s");
        }
        context.progress(static_cast<double>(r + 1) / total, "bandwidth." + kernel);
    }
    summarize(rates, true, result);
    result.unit = "GB/s";
    result.bytesPerRun = static_cast<std::uint64_t>(bytes);
    result.workingSetBytes = static_cast<std::uint64_t>(bytes);
    result.timer = "steady_clock";
    result.detail
        = std::to_string(threadCount()) + " threads, " + std::to_string(n * sizeof(double) >> 20) + " MiB per array";
    std::size_t firstBad = 0;
    const long long bad = arrays.verify(kernel, firstBad);
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " elements differ from the expected value, first at index "
            + std::to_string(firstBad);
    return true;
}

} // namespace GpuPlan::Probe::Cpu
