#include "hipcommon.h"

#include <cstring>

namespace GpuPlan::Probe::Hip {

std::string hipErrorText(const char *call, hipError_t status)
{
    const char *paren = std::strchr(call, '(');
    std::string text = paren ? std::string(call, static_cast<std::size_t>(paren - call)) : std::string(call);
    const char *name = hipGetErrorName(status);
    text += ": ";
    text += name ? name : "unknown HIP error";
    text += " (" + std::to_string(static_cast<int>(status)) + ")";
    return text;
}

DeviceBuffer::~DeviceBuffer()
{
    if (m_ptr)
        static_cast<void>(hipFree(m_ptr));
}

bool DeviceBuffer::allocate(std::size_t bytes, std::string &error)
{
    GPUPLAN_HIP_TRY(hipMalloc(&m_ptr, bytes));
    m_bytes = bytes;
    return true;
}

PinnedBuffer::~PinnedBuffer()
{
    if (m_ptr)
        static_cast<void>(hipHostFree(m_ptr));
}

bool PinnedBuffer::allocate(std::size_t bytes, std::string &error)
{
    GPUPLAN_HIP_TRY(hipHostMalloc(&m_ptr, bytes, hipHostMallocDefault));
    return true;
}

Stream::~Stream()
{
    if (m_stream)
        static_cast<void>(hipStreamDestroy(m_stream));
}

bool Stream::create(std::string &error)
{
    GPUPLAN_HIP_TRY(hipStreamCreate(&m_stream));
    return true;
}

EventTimer::~EventTimer()
{
    if (m_start)
        static_cast<void>(hipEventDestroy(m_start));
    if (m_stop)
        static_cast<void>(hipEventDestroy(m_stop));
}

bool EventTimer::create(std::string &error)
{
    GPUPLAN_HIP_TRY(hipEventCreate(&m_start));
    GPUPLAN_HIP_TRY(hipEventCreate(&m_stop));
    return true;
}

bool EventTimer::start(hipStream_t stream, std::string &error)
{
    GPUPLAN_HIP_TRY(hipEventRecord(m_start, stream));
    return true;
}

bool EventTimer::stop(hipStream_t stream, double &seconds, std::string &error)
{
    GPUPLAN_HIP_TRY(hipEventRecord(m_stop, stream));
    GPUPLAN_HIP_TRY(hipEventSynchronize(m_stop));
    float ms = 0.0f;
    GPUPLAN_HIP_TRY(hipEventElapsedTime(&ms, m_start, m_stop));
    seconds = static_cast<double>(ms) / 1e3;
    return true;
}

bool timeRuns(const RunOptions &options, hipStream_t stream, RunContext &context, const TimedWork &work,
              std::vector<double> &values, std::string &error)
{
    EventTimer timer;
    if (!timer.create(error))
        return false;
    const int warmups = options.warmups > 0 ? options.warmups : 0;
    const int repeats = options.repeats > 0 ? options.repeats : 1;
    const int total = warmups + repeats;
    values.clear();
    for (int run = 0; run < total; ++run) {
        if (context.cancelled()) {
            error = "cancelled";
            return false;
        }
        double seconds = 0.0;
        if (!timer.start(stream, error))
            return false;
        const hipError_t queued = work.queue();
        if (queued != hipSuccess) {
            static_cast<void>(hipStreamSynchronize(stream));
            error = hipErrorText(work.call, queued);
            return false;
        }
        if (!timer.stop(stream, seconds, error))
            return false;
        if (run >= warmups) {
            values.push_back(work.valueOf(seconds));
            context.measurement(values.back(), work.unit);
        }
        context.progress(static_cast<double>(run + 1) / total, work.stage);
    }
    return true;
}

} // namespace GpuPlan::Probe::Hip
