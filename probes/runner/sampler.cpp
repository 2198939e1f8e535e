#include "sampler.h"

namespace GpuPlan::Probe {

TelemetrySampler::TelemetrySampler(std::unique_ptr<TelemetryReader> reader, Output &output, double period)
    : m_reader(std::move(reader))
    , m_output(output)
    , m_period(period)
    , m_start(std::chrono::steady_clock::now())
{
    if (m_reader)
        m_thread = std::thread([this] { loop(); });
}

TelemetrySampler::~TelemetrySampler() { stop(); }

void TelemetrySampler::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

double TelemetrySampler::elapsed() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

std::vector<TelemetrySample> TelemetrySampler::samples() const
{
    std::lock_guard lock(m_mutex);
    return m_samples;
}

std::optional<TelemetrySample> TelemetrySampler::latest() const
{
    std::lock_guard lock(m_mutex);
    if (m_samples.empty())
        return std::nullopt;
    return m_samples.back();
}

void TelemetrySampler::loop()
{
    auto next = std::chrono::steady_clock::now();
    for (;;) {
        TelemetrySample sample = m_reader->sample(elapsed());
        m_output.emit(TelemetryLine{sample});
        {
            std::unique_lock lock(m_mutex);
            m_samples.push_back(std::move(sample));
            next += std::chrono::duration_cast<std::chrono::steady_clock::duration>(m_period);
            if (m_wake.wait_until(lock, next, [this] { return m_stop; }))
                return;
        }
    }
}

} // namespace GpuPlan::Probe
