#pragma once

#include "backend/backend.h"

#include <cuda_runtime_api.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

// Error text, owned CUDA resources and the event-timed run loop shared by the CUDA tests.
namespace GpuPlan::Probe::Cuda {

// "cudaMalloc: cudaErrorMemoryAllocation (2): out of memory". `call` may be the whole call expression.
std::string errorText(const std::string &call, cudaError_t status);

// False with `error` set when `status` is not cudaSuccess.
inline bool ok(cudaError_t status, const char *call, std::string &error)
{
    if (status == cudaSuccess)
        return true;
    error = errorText(call, status);
    return false;
}

// Returns false from the enclosing function (which has a std::string `error`) when the call fails.
#define GPUPLAN_CUDA_TRY(call)                                                                                         \
    do {                                                                                                               \
        if (!::GpuPlan::Probe::Cuda::ok((call), #call, error))                                                         \
            return false;                                                                                              \
    } while (0)

// Static properties of one device, read once per test.
struct DeviceProps
{
    int index = 0;
    std::string id; // "cuda:<index>"
    int smCount = 0;
    int maxThreadsPerSm = 0;
    int smClockKHz = 0; // peak SM clock (cudaDevAttrClockRate)
    int major = 0;
    int minor = 0;
    std::size_t totalMemory = 0;
};

// Makes `index` the current device and reads its properties.
bool selectDevice(int index, DeviceProps &props, std::string &error);

class DeviceMemory
{
public:
    DeviceMemory() = default;
    ~DeviceMemory();
    DeviceMemory(const DeviceMemory &) = delete;
    DeviceMemory &operator=(const DeviceMemory &) = delete;
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

// Page-locked host memory (cudaHostAlloc).
class PinnedMemory
{
public:
    PinnedMemory() = default;
    ~PinnedMemory();
    PinnedMemory(const PinnedMemory &) = delete;
    PinnedMemory &operator=(const PinnedMemory &) = delete;
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
    cudaStream_t get() const { return m_stream; }

private:
    cudaStream_t m_stream = nullptr;
};

// A start/stop event pair timing work on one stream on the device's own clock.
class EventTimer
{
public:
    EventTimer() = default;
    ~EventTimer();
    EventTimer(const EventTimer &) = delete;
    EventTimer &operator=(const EventTimer &) = delete;
    bool create(std::string &error);
    bool start(cudaStream_t stream, std::string &error);
    // Records the stop event, waits for it and returns the elapsed milliseconds.
    bool stop(cudaStream_t stream, float &milliseconds, std::string &error);

private:
    cudaEvent_t m_start = nullptr;
    cudaEvent_t m_stop = nullptr;
};

// One timed run: enqueues the work on the stream; false with `error` set on failure.
using RunFunction = std::function<bool(cudaStream_t stream, std::string &error)>;

// Runs options.warmups + options.repeats times, each bracketed by events; returns the timed runs'
// milliseconds (warm-ups dropped). `toRate` turns milliseconds into the reported rate, sent live to
// the context's measurement().
bool timeRuns(const RunOptions &options, RunContext &context, const std::string &stage, cudaStream_t stream,
              const RunFunction &run, const std::function<double(double)> &toRate, const std::string &unit,
              std::vector<double> &rates, std::string &error);

// Fills the fields every CUDA result shares.
void fillCommon(const DeviceProps &props, const std::string &test, const std::string &unit, TestResult &result);

} // namespace GpuPlan::Probe::Cuda
