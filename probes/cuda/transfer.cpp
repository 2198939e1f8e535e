#include "cudabackend.h"
#include "kernels.h"

#include "backend/stats.h"

#include <memory>

// transfer.{h2d,d2h}_{pinned,pageable}: one cudaMemcpyAsync of RunOptions::transferBytes (256 MiB by
// default) per run, timed by events on the copy's stream. The data are checked after the timed runs.
namespace GpuPlan::Probe::Cuda {
namespace {

constexpr std::uint32_t kSeed = 0x5eed1234u;

std::string countText(long long bad, std::size_t n, std::size_t first, const char *where)
{
    return std::to_string(bad) + " of " + std::to_string(n) + " words differ " + where + ", first at index "
        + std::to_string(first);
}

} // namespace

bool runTransferTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                     TestResult &result, std::string &error)
{
    const bool toDevice = test == "transfer.h2d_pinned" || test == "transfer.h2d_pageable";
    const bool pinned = test == "transfer.h2d_pinned" || test == "transfer.d2h_pinned";
    if (!toDevice && test != "transfer.d2h_pinned" && test != "transfer.d2h_pageable") {
        error = "unknown test \"" + test + "\" for the CUDA backend";
        return false;
    }
    const std::uint64_t requested = options.transferBytes > 0 ? options.transferBytes : (256ull << 20);
    const std::size_t n = static_cast<std::size_t>(requested / sizeof(std::uint32_t));
    if (n == 0) {
        error = test + ": transfer size of " + std::to_string(requested) + " bytes is too small";
        return false;
    }
    const std::size_t bytes = n * sizeof(std::uint32_t);

    Stream stream;
    DeviceMemory device;
    DeviceMemory check;
    PinnedMemory pinnedHost;
    std::unique_ptr<std::uint32_t[]> pageableHost;
    if (!stream.create(error) || !device.allocate(bytes, error) || !check.allocate(sizeof(CheckResult), error))
        return false;
    std::uint32_t *host = nullptr;
    if (pinned) {
        if (!pinnedHost.allocate(bytes, error))
            return false;
        host = pinnedHost.as<std::uint32_t>();
    } else {
        pageableHost.reset(new std::uint32_t[n]);
        host = pageableHost.get();
    }
    // Every host page is written before timing, so first-touch page faults are not measured.
    for (std::size_t i = 0; i < n; ++i)
        host[i] = toDevice ? patternWord(i, kSeed) : 0u;
    if (!toDevice)
        GPUPLAN_CUDA_TRY(launchFillWords(device.as<std::uint32_t>(), n, kSeed, stream.get()));
    GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream.get()));

    const RunFunction run = [&](cudaStream_t s, std::string &err) {
        const cudaError_t status = toDevice
            ? cudaMemcpyAsync(device.as<void>(), host, bytes, cudaMemcpyHostToDevice, s)
            : cudaMemcpyAsync(host, device.as<void>(), bytes, cudaMemcpyDeviceToHost, s);
        return ok(status, "cudaMemcpyAsync", err);
    };
    const auto toRate = [&](double ms) { return static_cast<double>(bytes) / (ms * 1e-3) / 1e9; };
    std::vector<double> rates;
    if (!timeRuns(options, context, test, stream.get(), run, toRate, "GB/s", rates, error))
        return false;

    fillCommon(props, test, "GB/s", result);
    summarize(rates, true, result);
    result.bytesPerRun = bytes;
    result.workingSetBytes = bytes;
    result.detail = std::to_string(bytes >> 20) + " MiB " + (toDevice ? "host to device" : "device to host")
        + " per run, " + (pinned ? "pinned (cudaHostAlloc)" : "pageable (new[])")
        + " host memory, cudaMemcpyAsync on a non-blocking stream";

    long long bad = 0;
    std::size_t first = 0;
    if (toDevice) {
        GPUPLAN_CUDA_TRY(launchCheckWords(device.as<std::uint32_t>(), n, kSeed, check.as<CheckResult>(), stream.get()));
        CheckResult found{};
        GPUPLAN_CUDA_TRY(cudaMemcpyAsync(&found, check.as<void>(), sizeof found, cudaMemcpyDeviceToHost, stream.get()));
        GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream.get()));
        bad = static_cast<long long>(found.mismatches);
        first = static_cast<std::size_t>(found.firstBad);
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            if (host[i] != patternWord(i, kSeed)) {
                if (bad == 0)
                    first = i;
                ++bad;
            }
        }
    }
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = countText(bad, n, first, toDevice ? "on the device" : "on the host");
    return true;
}

} // namespace GpuPlan::Probe::Cuda
