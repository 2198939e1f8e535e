// compute.fp32_fma, compute.fp16_fma (FMA chains) and latency.launch (empty kernel round trips).
#include "hipcommon.h"
#include "hiptests.h"
#include "kernels.h"

#include "backend/stats.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan::Probe::Hip {
namespace {

constexpr int kMinIterations = 256;
constexpr int kMaxIterations = 1 << 16;
constexpr double kTargetRunSeconds = 0.005; // long enough for event resolution and clock ramp-up
constexpr int kLaunchesPerRun = 100;

hipError_t launchFma(bool half, float *out, unsigned blocks, int iterations, hipStream_t stream)
{
    return half ? HipKernels::launchFmaF16(out, blocks, iterations, stream)
                : HipKernels::launchFmaF32(out, blocks, iterations, stream);
}

} // namespace

// Grows the chain length until one run lasts about kTargetRunSeconds.
bool calibrateFmaIterations(bool half, float *out, unsigned blocks, hipStream_t stream, int &iterations,
                            std::string &error)
{
    EventTimer timer;
    if (!timer.create(error))
        return false;
    iterations = kMinIterations;
    // The first launch also loads the code object: keep it out of the calibration.
    GPUPLAN_HIP_TRY(launchFma(half, out, blocks, iterations, stream));
    GPUPLAN_HIP_TRY(hipStreamSynchronize(stream));
    for (int attempt = 0; attempt < 12; ++attempt) {
        double seconds = 0.0;
        if (!timer.start(stream, error))
            return false;
        GPUPLAN_HIP_TRY(launchFma(half, out, blocks, iterations, stream));
        if (!timer.stop(stream, seconds, error))
            return false;
        if (seconds >= kTargetRunSeconds || iterations >= kMaxIterations)
            break;
        const double factor = seconds > 0.0 ? std::ceil(kTargetRunSeconds / seconds) : 16.0;
        iterations = static_cast<int>(std::min<double>(kMaxIterations, iterations * std::min(factor, 16.0)));
    }
    return true;
}

bool runFmaTest(const TestEnv &env, bool half, TestResult &result, std::string &error)
{
    const unsigned blocks = static_cast<unsigned>(std::max(env.props.multiProcessorCount, 1)) * kFmaBlocksPerCu;
    const std::size_t threads = static_cast<std::size_t>(blocks) * HipKernels::kBlockSize;
    const unsigned lanes = half ? 2 : 1;
    DeviceBuffer out;
    Stream stream;
    if (!out.allocate(threads * lanes * sizeof(float), error) || !stream.create(error))
        return false;
    int iterations = kMinIterations;
    if (!calibrateFmaIterations(half, out.as<float>(), blocks, stream.get(), iterations, error))
        return false;

    result.unit = "GFLOP/s";
    result.flopsPerRun = 2.0 * static_cast<double>(threads) * lanes * HipKernels::kFmaAccumulators * iterations;
    result.workingSetBytes = threads * lanes * sizeof(float);
    result.detail = std::to_string(blocks) + " blocks x " + std::to_string(HipKernels::kBlockSize) + " threads, "
        + std::to_string(HipKernels::kFmaAccumulators) + (half ? " __half2 chains" : " fp32 chains") + " of "
        + std::to_string(iterations) + " FMAs, " + env.props.gcnArchName;
    TimedWork work;
    work.stage = result.test;
    work.call = half ? "fp16 FMA kernel launch" : "fp32 FMA kernel launch";
    work.queue = [&]() { return launchFma(half, out.as<float>(), blocks, iterations, stream.get()); };
    work.valueOf = rateOf(result.flopsPerRun, 1e9);
    work.unit = result.unit;
    std::vector<double> rates;
    if (!timeRuns(env.options, stream.get(), env.context, work, rates, error))
        return false;
    summarize(rates, true, result);

    std::vector<float> host(threads * lanes);
    GPUPLAN_HIP_TRY(hipMemcpy(host.data(), out.as<float>(), host.size() * sizeof(float), hipMemcpyDeviceToHost));
    Miscompares bad;
    checkFma(host.data(), threads, lanes, half ? expectedFmaF16(iterations) : expectedFmaF32(iterations), bad);
    result.verified = bad.count == 0;
    if (!result.verified)
        result.verifyMessage = miscompareMessage(bad, half ? "the fp16 FMA output" : "the fp32 FMA output");
    return true;
}

bool runLaunchLatencyTest(const TestEnv &env, TestResult &result, std::string &error)
{
    Stream stream;
    if (!stream.create(error))
        return false;
    // Each run: kLaunchesPerRun times (launch an empty kernel, wait for it), between two events.
    TimedWork work;
    work.stage = result.test;
    work.call = "empty kernel launch";
    work.queue = [&]() {
        for (int i = 0; i < kLaunchesPerRun; ++i) {
            hipError_t status = HipKernels::launchEmpty(stream.get());
            if (status == hipSuccess)
                status = hipStreamSynchronize(stream.get());
            if (status != hipSuccess)
                return status;
        }
        return hipSuccess;
    };
    work.valueOf = [](double seconds) { return seconds / kLaunchesPerRun * 1e6; };
    work.unit = "us";
    result.unit = work.unit;
    result.detail = "empty kernel, 1 thread, launch + hipStreamSynchronize, " + std::to_string(kLaunchesPerRun)
        + " round trips per run";
    std::vector<double> micros;
    if (!timeRuns(env.options, stream.get(), env.context, work, micros, error))
        return false;
    summarize(micros, false, result);
    return true;
}

} // namespace GpuPlan::Probe::Hip
