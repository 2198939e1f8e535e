// bandwidth.copy, bandwidth.triad (device memory) and transfer.{h2d,d2h}_{pinned,pageable} (PCIe).
#include "hipcommon.h"
#include "hiptests.h"
#include "kernels.h"

#include "backend/stats.h"

#include <algorithm>
#include <cstring>
#include <memory>

namespace GpuPlan::Probe::Hip {
namespace {

constexpr std::uint64_t kGiB = 1ull << 30;
constexpr std::uint64_t kDefaultTransferBytes = 256ull << 20;
constexpr std::size_t kCheckSliceElements = std::size_t{8} << 20; // 64 MiB of doubles per read-back

std::uint32_t patternWord(std::size_t i) { return static_cast<std::uint32_t>(i * 2654435761u) ^ 0x5bd1e995u; }

void fillPattern(std::uint32_t *words, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        words[i] = patternWord(i);
}

void checkPattern(const std::uint32_t *words, std::size_t count, Miscompares &bad)
{
    for (std::size_t i = 0; i < count; ++i) {
        if (words[i] != patternWord(i) && bad.count++ == 0) {
            bad.firstIndex = i;
            bad.got = words[i];
            bad.expected = patternWord(i);
        }
    }
}

// Host memory for the transfer tests: page-locked, or ordinary pages touched beforehand.
class HostBuffer
{
public:
    bool allocate(std::size_t bytes, bool pinned, std::string &error)
    {
        if (pinned) {
            if (!m_pinned.allocate(bytes, error))
                return false;
            m_ptr = m_pinned.as<std::uint32_t>();
        } else {
            m_pageable = std::make_unique<std::uint32_t[]>(bytes / sizeof(std::uint32_t)); // zeroed: touched
            m_ptr = m_pageable.get();
        }
        return true;
    }
    std::uint32_t *words() const { return m_ptr; }

private:
    PinnedBuffer m_pinned;
    std::unique_ptr<std::uint32_t[]> m_pageable;
    std::uint32_t *m_ptr = nullptr;
};

} // namespace

std::size_t streamElements(const hipDeviceProp_t &props, std::uint64_t requestedBytesPerArray)
{
    const std::uint64_t total = props.totalGlobalMem;
    std::uint64_t bytes = requestedBytesPerArray > 0 ? std::min<std::uint64_t>(requestedBytesPerArray, total / 4)
                                                     : std::min<std::uint64_t>(kGiB, total / 8);
    bytes = std::max<std::uint64_t>(bytes, HipKernels::kBlockSize * sizeof(double));
    return static_cast<std::size_t>(bytes / sizeof(double));
}

bool checkStreamArray(StreamKernel kernel, const double *deviceArray, std::size_t n, Miscompares &bad,
                      std::string &error)
{
    PinnedBuffer host;
    const std::size_t slice = std::min(n, kCheckSliceElements);
    if (!host.allocate(slice * sizeof(double), error))
        return false;
    for (std::size_t offset = 0; offset < n; offset += slice) {
        const std::size_t count = std::min(slice, n - offset);
        GPUPLAN_HIP_TRY(
            hipMemcpy(host.as<double>(), deviceArray + offset, count * sizeof(double), hipMemcpyDeviceToHost));
        checkStream(kernel, host.as<double>(), offset, count, bad);
    }
    return true;
}

bool runBandwidthTest(const TestEnv &env, bool triad, TestResult &result, std::string &error)
{
    const std::size_t n = streamElements(env.props, env.options.workingSetBytes);
    const std::size_t arrayBytes = n * sizeof(double);
    DeviceBuffer a, b, c;
    Stream stream;
    if (!a.allocate(arrayBytes, error) || !b.allocate(arrayBytes, error) || !c.allocate(arrayBytes, error)
        || !stream.create(error))
        return false;
    GPUPLAN_HIP_TRY(HipKernels::launchStreamInit(a.as<double>(), b.as<double>(), c.as<double>(), n, stream.get()));
    GPUPLAN_HIP_TRY(hipStreamSynchronize(stream.get()));

    const int arrays = triad ? 3 : 2; // copy reads a, writes c; triad reads b and c, writes a
    result.unit = "GB/s";
    result.bytesPerRun = static_cast<std::uint64_t>(arrays) * arrayBytes;
    result.workingSetBytes = result.bytesPerRun;
    result.detail = std::to_string(arrayBytes >> 20) + " MiB per array, " + std::to_string(HipKernels::kBlockSize)
        + " threads per block, one double per thread";
    TimedWork work;
    work.stage = result.test;
    work.call = triad ? "triad kernel launch" : "copy kernel launch";
    work.queue = [&]() {
        return triad ? HipKernels::launchTriad(a.as<double>(), b.as<double>(), c.as<double>(), n, stream.get())
                     : HipKernels::launchCopy(a.as<double>(), c.as<double>(), n, stream.get());
    };
    work.valueOf = rateOf(static_cast<double>(result.bytesPerRun), 1e9);
    work.unit = result.unit;
    std::vector<double> rates;
    if (!timeRuns(env.options, stream.get(), env.context, work, rates, error))
        return false;
    summarize(rates, true, result);

    Miscompares bad;
    const StreamKernel kernel = triad ? StreamKernel::Triad : StreamKernel::Copy;
    if (!checkStreamArray(kernel, triad ? a.as<double>() : c.as<double>(), n, bad, error))
        return false;
    result.verified = bad.count == 0;
    if (!result.verified)
        result.verifyMessage = miscompareMessage(bad, triad ? "a (a = b + 3c)" : "c (c = a)");
    return true;
}

bool runTransferTest(const TestEnv &env, bool toDevice, bool pinned, TestResult &result, std::string &error)
{
    std::uint64_t bytes64 = env.options.transferBytes > 0 ? env.options.transferBytes : kDefaultTransferBytes;
    bytes64 = std::min<std::uint64_t>(bytes64, env.props.totalGlobalMem / 2);
    const std::size_t words = std::max<std::size_t>(static_cast<std::size_t>(bytes64 / sizeof(std::uint32_t)), 1);
    const std::size_t bytes = words * sizeof(std::uint32_t);

    DeviceBuffer device;
    HostBuffer host;
    Stream stream;
    if (!device.allocate(bytes, error) || !host.allocate(bytes, pinned, error) || !stream.create(error))
        return false;
    if (toDevice) {
        fillPattern(host.words(), words);
    } else {
        // The device holds the pattern; the host buffer (zeroed) receives it.
        auto pattern = std::make_unique<std::uint32_t[]>(words);
        fillPattern(pattern.get(), words);
        GPUPLAN_HIP_TRY(hipMemcpy(device.as<void>(), pattern.get(), bytes, hipMemcpyHostToDevice));
    }

    result.unit = "GB/s";
    result.bytesPerRun = bytes;
    result.workingSetBytes = bytes;
    result.detail = std::to_string(bytes >> 20) + " MiB, "
        + (pinned ? "page-locked host memory (hipHostMalloc)" : "pageable host memory") + ", hipMemcpyAsync";
    TimedWork work;
    work.stage = result.test;
    work.call = "hipMemcpyAsync";
    work.queue = [&]() {
        return toDevice ? hipMemcpyAsync(device.as<void>(), host.words(), bytes, hipMemcpyHostToDevice, stream.get())
                        : hipMemcpyAsync(host.words(), device.as<void>(), bytes, hipMemcpyDeviceToHost, stream.get());
    };
    work.valueOf = rateOf(static_cast<double>(bytes), 1e9);
    work.unit = result.unit;
    std::vector<double> rates;
    if (!timeRuns(env.options, stream.get(), env.context, work, rates, error))
        return false;
    summarize(rates, true, result);

    Miscompares bad;
    if (toDevice) {
        auto back = std::make_unique<std::uint32_t[]>(words);
        GPUPLAN_HIP_TRY(hipMemcpy(back.get(), device.as<void>(), bytes, hipMemcpyDeviceToHost));
        checkPattern(back.get(), words, bad);
    } else {
        checkPattern(host.words(), words, bad);
    }
    result.verified = bad.count == 0;
    if (!result.verified)
        result.verifyMessage
            = miscompareMessage(bad, toDevice ? "the device copy (32-bit words)" : "the host copy (32-bit words)");
    return true;
}

} // namespace GpuPlan::Probe::Hip
