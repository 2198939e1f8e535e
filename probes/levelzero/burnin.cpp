#include "tests.h"

#include <chrono>
#include <vector>

namespace GpuPlan::Probe::LevelZero {

BurnInLoad::BurnInLoad(ZeSession &session)
    : m_session(session)
    , m_elements(arrayElements(session, 0, sizeof(float)))
    , m_shape(fmaShape(session))
{
    const std::size_t bytes = m_elements * sizeof(float);
    m_a = session.allocDevice(bytes);
    m_b = session.allocDevice(bytes);
    m_c = session.allocDevice(bytes);
    m_out = session.allocDevice(m_shape.items * sizeof(float));
    std::vector<float> host(m_elements);
    for (std::size_t i = 0; i < host.size(); ++i)
        host[i] = static_cast<float>(triadB(i));
    session.copy(m_b.get(), host.data(), bytes);
    for (std::size_t i = 0; i < host.size(); ++i)
        host[i] = static_cast<float>(triadC(i));
    session.copy(m_c.get(), host.data(), bytes);
}

void BurnInLoad::slice(double seconds, BurnInCheck &check)
{
    // Kernel arguments are set on every slice: the bandwidth tests share these kernels.
    ze_kernel_handle_t triad = m_session.triadF32();
    ZeSession::setArg(triad, 0, m_a.get());
    ZeSession::setArg(triad, 1, m_b.get());
    ZeSession::setArg(triad, 2, m_c.get());
    ZeSession::setArg(triad, 3, static_cast<float>(kTriadScalar));
    ZeSession::setArg(triad, 4, static_cast<std::uint64_t>(m_elements));
    ze_kernel_handle_t fma = m_session.fmaF32();
    ZeSession::setArg(fma, 0, m_out.get());
    ZeSession::setArg(fma, 1, kFma32A);
    ZeSession::setArg(fma, 2, kFma32B);
    ZeSession::setArg(fma, 3, m_shape.iterations);

    // Clear the output first so that a triad that silently did nothing cannot pass the check.
    const std::size_t bytes = m_elements * sizeof(float);
    std::vector<float> host(m_elements, -1.0f);
    m_session.copy(m_a.get(), host.data(), bytes);

    double triadSeconds = 0.0;
    double fmaSeconds = 0.0;
    double triadBytes = 0.0;
    double fmaFlops = 0.0;
    const auto start = std::chrono::steady_clock::now();
    do {
        triadSeconds += m_session.timeKernel(triad, m_elements);
        triadBytes += 3.0 * static_cast<double>(bytes);
        fmaSeconds += m_session.timeKernel(fma, m_shape.items);
        fmaFlops += m_shape.flopsPerRun();
    } while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds);
    check.bandwidthGBs = triadBytes / triadSeconds / 1e9;
    check.fp32Gflops = fmaFlops / fmaSeconds / 1e9;

    long long miscompares = 0;
    m_session.copy(host.data(), m_a.get(), bytes);
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] != static_cast<float>(triadB(i) + kTriadScalar * triadC(i)))
            ++miscompares;
    }
    std::vector<float> out(m_shape.items);
    m_session.copy(out.data(), m_out.get(), out.size() * sizeof(float));
    constexpr int kSamples = 64;
    std::uint64_t firstBad = 0;
    miscompares += checkFma32(out.data(), m_shape, kSamples, m_sliceCount * 7919, firstBad);
    check.miscompares = miscompares;
    ++m_sliceCount;
}

} // namespace GpuPlan::Probe::LevelZero
