#pragma once

#include "output.h"
#include "telemetry.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace GpuPlan::Probe {

// Samples the device's telemetry on its own thread every `period` seconds, streams each sample and
// keeps them for the burn-in verdict.
class TelemetrySampler
{
public:
    TelemetrySampler(std::unique_ptr<TelemetryReader> reader, Output &output, double period);
    ~TelemetrySampler();
    TelemetrySampler(const TelemetrySampler &) = delete;
    TelemetrySampler &operator=(const TelemetrySampler &) = delete;

    void stop();
    std::vector<TelemetrySample> samples() const;
    std::optional<TelemetrySample> latest() const;
    double elapsed() const; // seconds since the sampler started

private:
    void loop();

    std::unique_ptr<TelemetryReader> m_reader;
    Output &m_output;
    std::chrono::duration<double> m_period;
    std::chrono::steady_clock::time_point m_start;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::vector<TelemetrySample> m_samples;
    std::thread m_thread;
};

} // namespace GpuPlan::Probe
