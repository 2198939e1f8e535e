#include "cudautil.h"

#include <algorithm>

namespace GpuPlan::Probe::Cuda {

std::string errorText(const std::string &call, cudaError_t status)
{
    // "cudaMalloc(&p, bytes)" -> "cudaMalloc": the function named, not the arguments.
    const std::string name = call.substr(0, call.find('('));
    const char *errorName = cudaGetErrorName(status);
    const char *description = cudaGetErrorString(status);
    return name + ": " + (errorName ? errorName : "unknown CUDA error") + " ("
        + std::to_string(static_cast<int>(status)) + ")"
        + (description ? std::string(": ") + description : std::string());
}

bool selectDevice(int index, DeviceProps &props, std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaSetDevice(index));
    props.index = index;
    props.id = "cuda:" + std::to_string(index);
    GPUPLAN_CUDA_TRY(cudaDeviceGetAttribute(&props.smCount, cudaDevAttrMultiProcessorCount, index));
    GPUPLAN_CUDA_TRY(cudaDeviceGetAttribute(&props.maxThreadsPerSm, cudaDevAttrMaxThreadsPerMultiProcessor, index));
    GPUPLAN_CUDA_TRY(cudaDeviceGetAttribute(&props.smClockKHz, cudaDevAttrClockRate, index));
    GPUPLAN_CUDA_TRY(cudaDeviceGetAttribute(&props.major, cudaDevAttrComputeCapabilityMajor, index));
    GPUPLAN_CUDA_TRY(cudaDeviceGetAttribute(&props.minor, cudaDevAttrComputeCapabilityMinor, index));
    std::size_t freeBytes = 0;
    GPUPLAN_CUDA_TRY(cudaMemGetInfo(&freeBytes, &props.totalMemory));
    return true;
}

DeviceMemory::~DeviceMemory()
{
    if (m_ptr)
        cudaFree(m_ptr);
}

bool DeviceMemory::allocate(std::size_t bytes, std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaMalloc(&m_ptr, bytes));
    m_bytes = bytes;
    return true;
}

PinnedMemory::~PinnedMemory()
{
    if (m_ptr)
        cudaFreeHost(m_ptr);
}

bool PinnedMemory::allocate(std::size_t bytes, std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaHostAlloc(&m_ptr, bytes, cudaHostAllocDefault));
    return true;
}

Stream::~Stream()
{
    if (m_stream)
        cudaStreamDestroy(m_stream);
}

bool Stream::create(std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking));
    return true;
}

EventTimer::~EventTimer()
{
    if (m_start)
        cudaEventDestroy(m_start);
    if (m_stop)
        cudaEventDestroy(m_stop);
}

bool EventTimer::create(std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaEventCreate(&m_start));
    GPUPLAN_CUDA_TRY(cudaEventCreate(&m_stop));
    return true;
}

bool EventTimer::start(cudaStream_t stream, std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaEventRecord(m_start, stream));
    return true;
}

bool EventTimer::stop(cudaStream_t stream, float &milliseconds, std::string &error)
{
    GPUPLAN_CUDA_TRY(cudaEventRecord(m_stop, stream));
    GPUPLAN_CUDA_TRY(cudaEventSynchronize(m_stop));
    GPUPLAN_CUDA_TRY(cudaEventElapsedTime(&milliseconds, m_start, m_stop));
    return true;
}

bool timeRuns(const RunOptions &options, RunContext &context, const std::string &stage, cudaStream_t stream,
              const RunFunction &run, const std::function<double(double)> &toRate, const std::string &unit,
              std::vector<double> &rates, std::string &error)
{
    EventTimer timer;
    if (!timer.create(error))
        return false;
    const int warmups = std::max(0, options.warmups);
    const int total = warmups + std::max(1, options.repeats);
    for (int r = 0; r < total; ++r) {
        if (context.cancelled()) {
            error = "cancelled";
            return false;
        }
        float ms = 0.0f;
        if (!timer.start(stream, error) || !run(stream, error) || !timer.stop(stream, ms, error))
            return false;
        if (r >= warmups && ms > 0.0f) {
            rates.push_back(toRate(static_cast<double>(ms)));
            context.measurement(rates.back(), unit);
        }
        context.progress(static_cast<double>(r + 1) / total, stage);
    }
    return true;
}

void fillCommon(const DeviceProps &props, const std::string &test, const std::string &unit, TestResult &result)
{
    result.backend = "cuda";
    result.device = props.id;
    result.test = test;
    result.unit = unit;
    result.timer = "cudaEvent";
}

} // namespace GpuPlan::Probe::Cuda
