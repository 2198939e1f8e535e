#include "cudabackend.h"
#include "kernels.h"

#include "backend/stats.h"

#include <memory>

// bandwidth.copy (c = a) and bandwidth.triad (a = b + s * c), STREAM style in double precision.
// Bytes counted per run: copy reads one array and writes one, triad reads two and writes one.
namespace GpuPlan::Probe::Cuda {
namespace {

// Compares the device array with expected(i) on the host; returns the number of mismatches.
template <typename Expected>
bool verifyOnHost(const double *device, std::size_t n, Expected &&expected, const std::string &arrayName,
                  TestResult &result, std::string &error)
{
    std::unique_ptr<double[]> host(new double[n]);
    GPUPLAN_CUDA_TRY(cudaMemcpy(host.get(), device, n * sizeof(double), cudaMemcpyDeviceToHost));
    std::size_t bad = 0;
    std::size_t first = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (host[i] != expected(i)) {
            if (bad == 0)
                first = i;
            ++bad;
        }
    }
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " of " + std::to_string(n) + " elements of " + arrayName
            + " differ from the expected value, first at index " + std::to_string(first) + " ("
            + std::to_string(host[first]) + " instead of " + std::to_string(expected(first)) + ")";
    return true;
}

} // namespace

bool runBandwidthTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                      TestResult &result, std::string &error)
{
    const bool triad = test == "bandwidth.triad";
    const std::size_t arrayBytes = streamArrayBytes(props, options.workingSetBytes);
    const std::size_t n = arrayBytes / sizeof(double);
    if (n < kBlockSize) {
        error = test + ": an array of " + std::to_string(arrayBytes) + " bytes is too small";
        return false;
    }
    const int arrays = triad ? 3 : 2;
    const std::uint64_t bytesPerRun = static_cast<std::uint64_t>(arrays) * n * sizeof(double);

    Stream stream;
    DeviceMemory a, b, c;
    if (!stream.create(error) || !a.allocate(n * sizeof(double), error) || !c.allocate(n * sizeof(double), error))
        return false;
    if (triad && !b.allocate(n * sizeof(double), error))
        return false;
    GPUPLAN_CUDA_TRY(
        launchStreamInit(a.as<double>(), triad ? b.as<double>() : nullptr, c.as<double>(), n, stream.get()));
    GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream.get()));

    const RunFunction run = [&](cudaStream_t s, std::string &err) {
        const cudaError_t status = triad
            ? launchTriad(a.as<double>(), b.as<double>(), c.as<double>(), kTriadScalar, n, s)
            : launchCopy(a.as<double>(), c.as<double>(), n, s);
        return ok(status, triad ? "triad kernel launch" : "copy kernel launch", err);
    };
    std::vector<double> rates;
    const auto toRate = [&](double ms) { return static_cast<double>(bytesPerRun) / (ms * 1e-3) / 1e9; };
    if (!timeRuns(options, context, test, stream.get(), run, toRate, "GB/s", rates, error))
        return false;

    fillCommon(props, test, "GB/s", result);
    summarize(rates, true, result);
    result.bytesPerRun = bytesPerRun;
    result.workingSetBytes = bytesPerRun;
    result.detail = std::to_string(arrays) + " arrays x " + std::to_string(arrayBytes >> 20) + " MiB double, "
        + std::to_string(kBlockSize) + " threads/block, one element per thread, " + std::to_string(props.smCount)
        + " SMs, peak SM clock " + std::to_string(props.smClockKHz / 1000) + " MHz";
    if (triad)
        return verifyOnHost(
            a.as<double>(), n, [](std::size_t i) { return triadExpected(i); }, "a", result, error);
    return verifyOnHost(
        c.as<double>(), n, [](std::size_t i) { return streamInitA(i); }, "c", result, error);
}

} // namespace GpuPlan::Probe::Cuda
