#include "cudabackend.h"
#include "kernels.h"

#include "backend/stats.h"

#include <vector>

// compute.fp32_fma / fp16_fma / bf16_fma: long independent FMA chains on every SM; latency.launch.
namespace GpuPlan::Probe::Cuda {
namespace {

FmaKind fmaKindOf(const std::string &test)
{
    if (test == "compute.fp16_fma")
        return FmaKind::Fp16x2;
    if (test == "compute.bf16_fma")
        return FmaKind::Bf16x2;
    return FmaKind::Fp32;
}

const char *typeName(FmaKind kind)
{
    switch (kind) {
    case FmaKind::Fp32:
        return "float";
    case FmaKind::Fp16x2:
        return "half2";
    case FmaKind::Bf16x2:
        return "bfloat162";
    }
    return "?";
}

constexpr int kLaunchesPerRun = 200;

} // namespace

// The expected per-thread sum of the FMA kernel (see kernels.h); every term is a multiple of 1/8 below
// 1, so the float sum is exact whatever the order.
float fmaExpectedSum(std::size_t thread, FmaKind kind)
{
    float sum = 0.0f;
    for (int j = 0; j < kFmaChains; ++j)
        for (int lane = 0; lane < fmaLanes(kind); ++lane)
            sum += fmaInitValue(thread, j, lane);
    return sum;
}

bool fmaGrid(const DeviceProps &props, FmaKind kind, int &blocks, std::string &error)
{
    int perSm = 0;
    GPUPLAN_CUDA_TRY(fmaBlocksPerSm(kind, &perSm));
    blocks = props.smCount * (perSm > 0 ? perSm : 1);
    return true;
}

// Copies the per-thread sums back and counts the threads whose sum is not the expected one.
bool checkFmaOutput(const float *device, std::size_t threads, FmaKind kind, long long &bad, std::size_t &first,
                    std::string &error)
{
    std::vector<float> host(threads);
    GPUPLAN_CUDA_TRY(cudaMemcpy(host.data(), device, threads * sizeof(float), cudaMemcpyDeviceToHost));
    bad = 0;
    for (std::size_t t = 0; t < threads; ++t) {
        if (host[t] != fmaExpectedSum(t, kind)) {
            if (bad == 0)
                first = t;
            ++bad;
        }
    }
    return true;
}

bool runFmaTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                TestResult &result, std::string &error)
{
    const FmaKind kind = fmaKindOf(test);
    int blocks = 0;
    if (!fmaGrid(props, kind, blocks, error))
        return false;
    const std::size_t threads = static_cast<std::size_t>(blocks) * kBlockSize;
    const double flopsPerRun = 2.0 * static_cast<double>(threads) * kFmaIterations * kFmaChains * fmaLanes(kind);

    Stream stream;
    DeviceMemory out;
    if (!stream.create(error) || !out.allocate(threads * sizeof(float), error))
        return false;
    const RunFunction run = [&](cudaStream_t s, std::string &err) {
        return ok(launchFma(kind, blocks, kFmaIterations, out.as<float>(), s), "FMA kernel launch", err);
    };
    const auto toRate = [&](double ms) { return flopsPerRun / (ms * 1e-3) / 1e9; };
    std::vector<double> rates;
    if (!timeRuns(options, context, test, stream.get(), run, toRate, "GFLOP/s", rates, error))
        return false;

    fillCommon(props, test, "GFLOP/s", result);
    summarize(rates, true, result);
    result.flopsPerRun = flopsPerRun;
    result.detail = std::to_string(blocks) + " blocks x " + std::to_string(kBlockSize) + " threads on "
        + std::to_string(props.smCount) + " SMs, " + std::to_string(kFmaChains) + " independent " + typeName(kind)
        + " FMA chains x " + std::to_string(kFmaIterations) + " iterations per thread, peak SM clock "
        + std::to_string(props.smClockKHz / 1000) + " MHz";
    long long bad = 0;
    std::size_t first = 0;
    if (!checkFmaOutput(out.as<float>(), threads, kind, bad, first, error))
        return false;
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " of " + std::to_string(threads)
            + " threads ended with a wrong FMA chain sum, first at index " + std::to_string(first);
    return true;
}

bool runLaunchLatencyTest(const DeviceProps &props, const RunOptions &options, RunContext &context, TestResult &result,
                          std::string &error)
{
    Stream stream;
    if (!stream.create(error))
        return false;
    // Each launch waits for the previous one to complete, so the events span launch + completion
    // round trips as the device sees them, host submission included.
    const RunFunction run = [&](cudaStream_t s, std::string &err) {
        for (int i = 0; i < kLaunchesPerRun; ++i) {
            if (!ok(launchEmpty(s), "empty kernel launch", err)
                || !ok(cudaStreamSynchronize(s), "cudaStreamSynchronize", err))
                return false;
        }
        return true;
    };
    const auto toMicroseconds = [](double ms) { return ms * 1e3 / kLaunchesPerRun; };
    std::vector<double> latencies;
    if (!timeRuns(options, context, "latency.launch", stream.get(), run, toMicroseconds, "us", latencies, error))
        return false;
    fillCommon(props, "latency.launch", "us", result);
    summarize(latencies, false, result);
    result.detail = "empty kernel <<<1, 1>>> then cudaStreamSynchronize, " + std::to_string(kLaunchesPerRun)
        + " round trips per run, lower is better";
    return true;
}

} // namespace GpuPlan::Probe::Cuda
