#include "hipburnin.h"

#include "hiptests.h"
#include "hipverify.h"
#include "kernels.h"

#include <algorithm>
#include <chrono>

namespace GpuPlan::Probe::Hip {
namespace {

constexpr int kTriadsPerRound = 4;

} // namespace

bool HipBurnIn::prepare(const hipDeviceProp_t &props, std::string &error)
{
    if (m_ready)
        return true;
    m_elements = streamElements(props, 0);
    const std::size_t arrayBytes = m_elements * sizeof(double);
    m_fmaBlocks = static_cast<unsigned>(std::max(props.multiProcessorCount, 1)) * kFmaBlocksPerCu;
    const std::size_t fmaBytes = static_cast<std::size_t>(m_fmaBlocks) * HipKernels::kBlockSize * sizeof(float);
    if (!m_a.allocate(arrayBytes, error) || !m_b.allocate(arrayBytes, error) || !m_c.allocate(arrayBytes, error)
        || !m_fmaOut.allocate(fmaBytes, error) || !m_stream.create(error))
        return false;
    GPUPLAN_HIP_TRY(
        HipKernels::launchStreamInit(m_a.as<double>(), m_b.as<double>(), m_c.as<double>(), m_elements, m_stream.get()));
    GPUPLAN_HIP_TRY(hipStreamSynchronize(m_stream.get()));
    if (!calibrateFmaIterations(false, m_fmaOut.as<float>(), m_fmaBlocks, m_stream.get(), m_fmaIterations, error))
        return false;
    m_fmaExpected = expectedFmaF32(m_fmaIterations);
    m_ready = true;
    return true;
}

bool HipBurnIn::slice(const hipDeviceProp_t &props, double seconds, BurnInCheck &check, std::string &error)
{
    if (!prepare(props, error))
        return false;
    EventTimer timer;
    if (!timer.create(error))
        return false;
    const hipStream_t stream = m_stream.get();
    const double triadBytes = 3.0 * static_cast<double>(m_elements * sizeof(double));
    const double fmaFlops = 2.0 * m_fmaBlocks * HipKernels::kBlockSize * HipKernels::kFmaAccumulators * m_fmaIterations;
    double triadSeconds = 0.0, fmaSeconds = 0.0, bytes = 0.0, flops = 0.0;

    using Clock = std::chrono::steady_clock;
    const Clock::time_point begin = Clock::now();
    const auto elapsed = [&]() { return std::chrono::duration<double>(Clock::now() - begin).count(); };
    double *const a = m_a.as<double>();
    const double *const b = m_b.as<double>();
    const double *const c = m_c.as<double>();
    do {
        double s = 0.0;
        if (!timer.start(stream, error))
            return false;
        for (int i = 0; i < kTriadsPerRound; ++i)
            GPUPLAN_HIP_TRY(HipKernels::launchTriad(a, b, c, m_elements, stream));
        if (!timer.stop(stream, s, error))
            return false;
        triadSeconds += s;
        bytes += kTriadsPerRound * triadBytes;

        if (!timer.start(stream, error))
            return false;
        GPUPLAN_HIP_TRY(HipKernels::launchFmaF32(m_fmaOut.as<float>(), m_fmaBlocks, m_fmaIterations, stream));
        if (!timer.stop(stream, s, error))
            return false;
        fmaSeconds += s;
        flops += fmaFlops;
    } while (elapsed() < seconds);

    Miscompares badTriad, badFma;
    if (!checkStreamArray(StreamKernel::Triad, a, m_elements, badTriad, error))
        return false;
    std::vector<float> out(static_cast<std::size_t>(m_fmaBlocks) * HipKernels::kBlockSize);
    GPUPLAN_HIP_TRY(hipMemcpy(out.data(), m_fmaOut.as<float>(), out.size() * sizeof(float), hipMemcpyDeviceToHost));
    checkFma(out.data(), out.size(), 1, m_fmaExpected, badFma);

    check.bandwidthGBs = triadSeconds > 0.0 ? bytes / triadSeconds / 1e9 : 0.0;
    check.fp32Gflops = fmaSeconds > 0.0 ? flops / fmaSeconds / 1e9 : 0.0;
    check.miscompares = badTriad.count + badFma.count;
    return true;
}

} // namespace GpuPlan::Probe::Hip
