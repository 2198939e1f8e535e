#include "cublasloader.h"
#include "cudabackend.h"
#include "kernels.h"

#include "backend/stats.h"

#include <memory>

// compute.tensor_fp16_gemm: cublasGemmEx, 8192^3, FP16 A/B/C with FP32 accumulation (tensor cores).
namespace GpuPlan::Probe::Cuda {
namespace {

// Owns a cuBLAS handle.
class CublasHandle
{
public:
    explicit CublasHandle(const CublasApi &api)
        : m_api(api)
    {
    }
    ~CublasHandle()
    {
        if (m_handle)
            m_api.destroy(m_handle);
    }
    CublasHandle(const CublasHandle &) = delete;
    CublasHandle &operator=(const CublasHandle &) = delete;
    bool create(cudaStream_t stream, std::string &error)
    {
        cublasStatus_t status = m_api.create(&m_handle);
        if (status != CUBLAS_STATUS_SUCCESS) {
            m_handle = nullptr;
            error = m_api.errorText("cublasCreate", status);
            return false;
        }
        status = m_api.setStream(m_handle, stream);
        if (status != CUBLAS_STATUS_SUCCESS) {
            error = m_api.errorText("cublasSetStream", status);
            return false;
        }
        return true;
    }
    cublasHandle_t get() const { return m_handle; }

private:
    const CublasApi &m_api;
    cublasHandle_t m_handle = nullptr;
};

} // namespace

bool runGemmTest(const DeviceProps &props, const RunOptions &options, RunContext &context, TestResult &result,
                 std::string &error)
{
    const std::string test = "compute.tensor_fp16_gemm";
    const CublasApi *api = loadCublas(error);
    if (!api)
        return false;
    const int n = kGemmSize;
    const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    const std::size_t matrixBytes = elements * sizeof(std::uint16_t);
    const double flopsPerRun = 2.0 * static_cast<double>(n) * n * n;

    Stream stream;
    DeviceMemory a, b, c;
    if (!stream.create(error) || !a.allocate(matrixBytes, error) || !b.allocate(matrixBytes, error)
        || !c.allocate(matrixBytes, error))
        return false;
    CublasHandle handle(*api);
    if (!handle.create(stream.get(), error))
        return false;
    GPUPLAN_CUDA_TRY(launchGemmInit(a.as<std::uint16_t>(), b.as<std::uint16_t>(), n, stream.get()));
    GPUPLAN_CUDA_TRY(cudaMemsetAsync(c.as<void>(), 0, matrixBytes, stream.get()));

    const float alpha = 1.0f;
    const float beta = 0.0f;
    const RunFunction run = [&](cudaStream_t, std::string &err) {
        const cublasStatus_t status = api->gemmEx(handle.get(), CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a.as<void>(),
                                                  CUDA_R_16F, n, b.as<void>(), CUDA_R_16F, n, &beta, c.as<void>(),
                                                  CUDA_R_16F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        if (status == CUBLAS_STATUS_SUCCESS)
            return true;
        err = api->errorText("cublasGemmEx", status);
        return false;
    };
    const auto toRate = [&](double ms) { return flopsPerRun / (ms * 1e-3) / 1e9; };
    std::vector<double> rates;
    if (!timeRuns(options, context, test, stream.get(), run, toRate, "GFLOP/s", rates, error))
        return false;

    fillCommon(props, test, "GFLOP/s", result);
    summarize(rates, true, result);
    result.flopsPerRun = flopsPerRun;
    result.workingSetBytes = 3 * matrixBytes;
    int version = 0;
    if (api->getVersion)
        api->getVersion(handle.get(), &version);
    result.detail = "cublasGemmEx " + std::to_string(n) + "^3, FP16 A/B/C, CUBLAS_COMPUTE_32F, "
        + (version > 0 ? "cuBLAS " + std::to_string(version) + " " : std::string()) + "from " + api->path
        + ", peak SM clock " + std::to_string(props.smClockKHz / 1000) + " MHz";

    // Every element of C is 12 exactly (kernels.h): compare the raw binary16 values.
    std::unique_ptr<std::uint16_t[]> host(new std::uint16_t[elements]);
    GPUPLAN_CUDA_TRY(cudaMemcpyAsync(host.get(), c.as<void>(), matrixBytes, cudaMemcpyDeviceToHost, stream.get()));
    GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream.get()));
    std::size_t bad = 0;
    std::size_t first = 0;
    for (std::size_t i = 0; i < elements; ++i) {
        if (host[i] != kGemmExpectedBits) {
            if (bad == 0)
                first = i;
            ++bad;
        }
    }
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " of " + std::to_string(elements)
            + " elements of C differ from 12.0, first at index " + std::to_string(first);
    return true;
}

} // namespace GpuPlan::Probe::Cuda
