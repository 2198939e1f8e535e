#pragma once

#include "backend/backend.h"

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

// Shared by the HIP backend's host files: error text, owning handles and the timed-run loop.
namespace GpuPlan::Probe::Hip {

// "hipMalloc: hipErrorOutOfMemory (2)"; `call` may be the whole call expression, cut at its '('.
std::string hipErrorText(const char *call, hipError_t status);

// Sets `error` and returns false when `status` is not hipSuccess.
inline bool hipOk(hipError_t status, const char *call, std::string &error)
{
    if (status == hipSuccess)
        return true;
    error = hipErrorText(call, status);
    return false;
}

// Returns false from the calling function (which has a `std::string& error`) when a HIP call fails.
#define GPUPLAN_HIP_TRY(expr)                                                                                          \
    do {                                                                                                               \
        if (!::GpuPlan::Probe::Hip::hipOk((expr), #expr, error))                                                       \
            return false;                                                                                              \
    } while (false)

class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    ~DeviceBuffer();
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    bool allocate(std::size_t bytes, std::string &error);
    template <typename T>
    T *as() const
    {
        return static_cast<T *>(m_ptr);
    }
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
};

// Page-locked host memory (hipHostMalloc).
class PinnedBuffer
{
public:
    PinnedBuffer() = default;
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    bool allocate(std::size_t bytes, std::string &error);
    template <typename T>
    T *as() const
    {
        return static_cast<T *>(m_ptr);
    }

private:
    void *m_ptr = nullptr;
};

class Stream
{
public:
    Stream() = default;
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;
    bool create(std::string &error);
    hipStream_t get() const { return m_stream; }

private:
    hipStream_t m_stream = nullptr;
};

// A pair of timing events around work queued on one stream.
class EventTimer
{
public:
    EventTimer() = default;
    ~EventTimer();
    EventTimer(const EventTimer &) = delete;
    EventTimer &operator=(const EventTimer &) = delete;
    bool create(std::string &error);
    bool start(hipStream_t stream, std::string &error);
    // Records the stop event, waits for it and returns the elapsed seconds.
    bool stop(hipStream_t stream, double &seconds, std::string &error);

private:
    hipEvent_t m_start = nullptr;
    hipEvent_t m_stop = nullptr;
};

// One kind of timed run: what is queued, and how a run's seconds become the reported value.
struct TimedWork
{
    std::string stage;                     // progress stage: the test name
    const char *call = "";                 // names the work in errors ("hipMemcpyAsync")
    std::function<hipError_t()> queue;     // queues one run on the stream
    std::function<double(double)> valueOf; // seconds of one run -> GB/s, GFLOP/s or us
    std::string unit;
};

// Runs `work` options.warmups + options.repeats times on `stream`, each run between two events; the
// warm-up runs are discarded. `values` gets one value per timed run, each also sent to the live chart.
// Stops with error "cancelled" when the runner asks.
bool timeRuns(const RunOptions &options, hipStream_t stream, RunContext &context, const TimedWork &work,
              std::vector<double> &values, std::string &error);

// amount / seconds / scale, e.g. bytes -> GB/s with scale 1e9.
inline std::function<double(double)> rateOf(double amount, double scale)
{
    return [amount, scale](double seconds) { return seconds > 0.0 ? amount / seconds / scale : 0.0; };
}

} // namespace GpuPlan::Probe::Hip
