#include "tests.h"

#include "backend/stats.h"

#include <algorithm>
#include <vector>

namespace GpuPlan::Probe::LevelZero {

void reportRun(RunContext &context, int run, int total, const char *stage)
{
    if (context.cancelled())
        throw Cancelled();
    context.progress(total > 0 ? static_cast<double>(run) / total : 0.0, stage);
}

std::uint64_t arrayElements(const ZeSession &session, std::uint64_t requested, std::uint64_t elementBytes)
{
    constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;
    std::uint64_t bytes = requested;
    if (bytes == 0)
        bytes = std::min(kGiB, session.memoryBytes() / 8);
    if (session.maxAllocationBytes() > 0)
        bytes = std::min(bytes, session.maxAllocationBytes());
    const std::uint64_t group = session.groupSize();
    const std::uint64_t elements = bytes / elementBytes / group * group;
    return std::max(elements, group);
}

namespace {

// Fills `host` with f(i), converted to T, and uploads it to `device`.
template <typename T, typename F>
void upload(ZeSession &session, std::vector<T> &host, const ZeMemory &device, F f)
{
    for (std::size_t i = 0; i < host.size(); ++i)
        host[i] = static_cast<T>(f(i));
    session.copy(device.get(), host.data(), host.size() * sizeof(T));
}

// Downloads `device` into `host` and compares it with f(i); sets the result's verification.
template <typename T, typename F>
void verify(ZeSession &session, std::vector<T> &host, const ZeMemory &device, F f, TestResult &result)
{
    session.copy(host.data(), device.get(), host.size() * sizeof(T));
    long long bad = 0;
    std::size_t first = 0;
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] != static_cast<T>(f(i)) && bad++ == 0)
            first = i;
    }
    if (bad > 0) {
        result.verified = false;
        result.verifyMessage = std::to_string(bad) + " of " + std::to_string(host.size())
            + " elements differ; first bad index " + std::to_string(first) + ": got "
            + std::to_string(static_cast<double>(host[first])) + ", expected " + std::to_string(f(first));
    }
}

/// Warm-up and timed launches of @p kernel over @p n elements; the timed ones give the result's GB/s.
void timeRuns(ZeSession &session, ze_kernel_handle_t kernel, std::uint64_t n, const RunOptions &options,
              RunContext &context, TestResult &result)
{
    const int total = options.warmups + options.repeats;
    std::vector<double> rates;
    for (int run = 0; run < total; ++run) {
        reportRun(context, run, total, run < options.warmups ? "warm-up" : "timed runs");
        const double seconds = session.timeKernel(kernel, n);
        if (run >= options.warmups)
            rates.push_back(static_cast<double>(result.bytesPerRun) / seconds / 1e9);
    }
    summarize(rates, true, result);
}

template <typename T>
void runTriad(ZeSession &session, ze_kernel_handle_t kernel, const RunOptions &options, RunContext &context,
              TestResult &result)
{
    const std::uint64_t n = arrayElements(session, options.workingSetBytes, sizeof(T));
    const std::size_t bytes = n * sizeof(T);
    ZeMemory a = session.allocDevice(bytes);
    ZeMemory b = session.allocDevice(bytes);
    ZeMemory c = session.allocDevice(bytes);
    std::vector<T> host(n);
    upload(session, host, b, triadB);
    upload(session, host, c, triadC);
    upload(session, host, a, [](std::uint64_t) { return 0.0; });

    ZeSession::setArg(kernel, 0, a.get());
    ZeSession::setArg(kernel, 1, b.get());
    ZeSession::setArg(kernel, 2, c.get());
    ZeSession::setArg(kernel, 3, static_cast<T>(kTriadScalar));
    ZeSession::setArg(kernel, 4, static_cast<std::uint64_t>(n));

    result.bytesPerRun = 3 * bytes;
    result.workingSetBytes = 3 * bytes;
    timeRuns(session, kernel, n, options, context, result);
    verify(
        session, host, a, [](std::uint64_t i) { return triadB(i) + kTriadScalar * triadC(i); }, result);
}

void runCopy(ZeSession &session, const RunOptions &options, RunContext &context, TestResult &result)
{
    const std::uint64_t n = arrayElements(session, options.workingSetBytes, sizeof(float));
    const std::size_t bytes = n * sizeof(float);
    ZeMemory a = session.allocDevice(bytes);
    ZeMemory c = session.allocDevice(bytes);
    std::vector<float> host(n);
    upload(session, host, a, copySource);
    upload(session, host, c, [](std::uint64_t) { return -1.0; });

    ze_kernel_handle_t kernel = session.copyF32();
    ZeSession::setArg(kernel, 0, a.get());
    ZeSession::setArg(kernel, 1, c.get());
    ZeSession::setArg(kernel, 2, static_cast<std::uint64_t>(n));

    result.bytesPerRun = 2 * bytes;
    result.workingSetBytes = 2 * bytes;
    timeRuns(session, kernel, n, options, context, result);
    verify(session, host, c, copySource, result);
}

} // namespace

void runBandwidth(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                  TestResult &result)
{
    result.unit = "GB/s";
    result.timer = "ze_timestamp";
    if (test == "bandwidth.copy")
        runCopy(session, options, context, result);
    else if (session.triadF64()) // the STREAM triad in double, as BabelStream's default
        runTriad<double>(session, session.triadF64(), options, context, result);
    else // no fp64 on this device (many client GPUs): the same triad in float
        runTriad<float>(session, session.triadF32(), options, context, result);
}

} // namespace GpuPlan::Probe::LevelZero
