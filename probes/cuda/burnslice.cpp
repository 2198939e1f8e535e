#include "cudabackend.h"
#include "kernels.h"

#include <chrono>

// One burn-in slice: rounds of STREAM triad then FP32 FMA, back to back, until `seconds` have passed.
// Every round is verified on the device (triad) and on the host (FMA sums), so a card that computes
// wrongly under sustained load shows up as miscompares, not only as a slower rate.
namespace GpuPlan::Probe::Cuda {
namespace {

constexpr int kTriadsPerRound = 20;
constexpr int kFmaPerRound = 4;

} // namespace

bool runBurnSlice(const DeviceProps &props, double seconds, BurnInCheck &check, std::string &error)
{
    const std::size_t arrayBytes = streamArrayBytes(props, 0);
    const std::size_t n = arrayBytes / sizeof(double);
    int blocks = 0;
    if (!fmaGrid(props, FmaKind::Fp32, blocks, error))
        return false;
    const std::size_t threads = static_cast<std::size_t>(blocks) * kBlockSize;

    Stream stream;
    EventTimer timer;
    DeviceMemory a, b, c, sums, found;
    if (!stream.create(error) || !timer.create(error) || !a.allocate(arrayBytes, error)
        || !b.allocate(arrayBytes, error) || !c.allocate(arrayBytes, error)
        || !sums.allocate(threads * sizeof(float), error) || !found.allocate(sizeof(CheckResult), error))
        return false;
    GPUPLAN_CUDA_TRY(launchStreamInit(a.as<double>(), b.as<double>(), c.as<double>(), n, stream.get()));
    GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream.get()));

    const double triadBytes = 3.0 * static_cast<double>(n) * sizeof(double) * kTriadsPerRound;
    const double fmaFlops = 2.0 * static_cast<double>(threads) * kFmaIterations * kFmaChains * kFmaPerRound;
    double triadSeconds = 0.0, fmaSeconds = 0.0, bytes = 0.0, flops = 0.0;
    long long miscompares = 0;
    const auto start = std::chrono::steady_clock::now();
    do {
        float ms = 0.0f;
        if (!timer.start(stream.get(), error))
            return false;
        for (int r = 0; r < kTriadsPerRound; ++r)
            GPUPLAN_CUDA_TRY(
                launchTriad(a.as<double>(), b.as<double>(), c.as<double>(), kTriadScalar, n, stream.get()));
        if (!timer.stop(stream.get(), ms, error))
            return false;
        triadSeconds += ms * 1e-3;
        bytes += triadBytes;

        CheckResult result{};
        GPUPLAN_CUDA_TRY(launchTriadCheck(a.as<double>(), n, found.as<CheckResult>(), stream.get()));
        GPUPLAN_CUDA_TRY(
            cudaMemcpyAsync(&result, found.as<void>(), sizeof result, cudaMemcpyDeviceToHost, stream.get()));

        if (!timer.start(stream.get(), error))
            return false;
        for (int r = 0; r < kFmaPerRound; ++r)
            GPUPLAN_CUDA_TRY(launchFma(FmaKind::Fp32, blocks, kFmaIterations, sums.as<float>(), stream.get()));
        if (!timer.stop(stream.get(), ms, error))
            return false;
        fmaSeconds += ms * 1e-3;
        flops += fmaFlops;

        long long badSums = 0;
        std::size_t first = 0;
        if (!checkFmaOutput(sums.as<float>(), threads, FmaKind::Fp32, badSums, first, error))
            return false;
        miscompares += static_cast<long long>(result.mismatches) + badSums;
    } while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds);

    check.bandwidthGBs = triadSeconds > 0.0 ? bytes / triadSeconds / 1e9 : 0.0;
    check.fp32Gflops = fmaSeconds > 0.0 ? flops / fmaSeconds / 1e9 : 0.0;
    check.miscompares = miscompares;
    return true;
}

} // namespace GpuPlan::Probe::Cuda
