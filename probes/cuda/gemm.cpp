#include "cublasloader.h"
#include "cudabackend.h"
#include "gemmformats.h"
#include "kernels.h"

#include "backend/stats.h"

#include <cstring>
#include <memory>

// compute.tensor_{fp16,bf16,int8}_gemm: cublasGemmEx, 8192^3 (tensor cores); the FP8 one is in gemmlt.cpp. Each
// ends by checking every element of C against the exact value kernels.h derives.
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

// What cublasGemmEx is called with for each format: the 16-bit floats as column-major NN with FP32
// accumulation; INT8 as TN (the layout its tensor cores take) with an int32 C and accumulation.
struct GemmExCall
{
    cudaDataType ab;
    cudaDataType c;
    cublasComputeType_t compute;
    cublasOperation_t opA;
    const char *text; // for the result's detail
};

GemmExCall gemmExCall(GemmFormat format)
{
    switch (format) {
    case GemmFormat::Bf16:
        return {CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUBLAS_OP_N, "BF16 A/B/C, CUBLAS_COMPUTE_32F"};
    case GemmFormat::Int8:
        return {CUDA_R_8I, CUDA_R_32I, CUBLAS_COMPUTE_32I, CUBLAS_OP_T, "INT8 A/B (TN), INT32 C, CUBLAS_COMPUTE_32I"};
    case GemmFormat::Fp16:
    case GemmFormat::Fp8E4M3: // not through cublasGemmEx
        break;
    }
    return {CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUBLAS_OP_N, "FP16 A/B/C, CUBLAS_COMPUTE_32F"};
}

} // namespace

bool checkGemmOutput(const GemmSpec &spec, const void *c, cudaStream_t stream, TestResult &result, std::string &error)
{
    const std::size_t elements = static_cast<std::size_t>(kGemmSize) * static_cast<std::size_t>(kGemmSize);
    const std::size_t bytes = elements * spec.cBytes;
    std::unique_ptr<unsigned char[]> host(new unsigned char[bytes]);
    GPUPLAN_CUDA_TRY(cudaMemcpyAsync(host.get(), c, bytes, cudaMemcpyDeviceToHost, stream));
    GPUPLAN_CUDA_TRY(cudaStreamSynchronize(stream));
    std::size_t bad = 0;
    std::size_t first = 0;
    for (std::size_t i = 0; i < elements; ++i) {
        std::uint32_t bits = 0;
        std::memcpy(&bits, host.get() + i * spec.cBytes, spec.cBytes); // little-endian: the low bytes
        if (bits != spec.expectedBits) {
            if (bad == 0)
                first = i;
            ++bad;
        }
    }
    result.verified = bad == 0;
    if (bad > 0)
        result.verifyMessage = std::to_string(bad) + " of " + std::to_string(elements) + " elements of C differ from "
            + spec.expectedText + ", first at index " + std::to_string(first);
    return true;
}

void fillGemmResult(const DeviceProps &props, const GemmSpec &spec, const std::vector<double> &rates,
                    const std::string &detail, TestResult &result)
{
    fillCommon(props, spec.test, spec.unit, result);
    summarize(rates, true, result);
    result.flopsPerRun = gemmOpsPerRun();
    result.workingSetBytes = static_cast<std::uint64_t>(kGemmSize) * kGemmSize * (2 * spec.abBytes + spec.cBytes);
    result.detail = detail + ", peak SM clock " + std::to_string(props.smClockKHz / 1000) + " MHz";
}

bool runGemmTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error)
{
    const GemmSpec *spec = gemmSpec(test);
    if (!spec) {
        error = "unknown GEMM test \"" + test + "\"";
        return false;
    }
    if (spec->format == GemmFormat::Fp8E4M3)
        return runLtGemmTest(props, *spec, options, context, result, error);
    const CublasApi *api = loadCublas(error);
    if (!api)
        return false;
    const int n = kGemmSize;
    const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    const GemmExCall call = gemmExCall(spec->format);

    Stream stream;
    DeviceMemory a, b, c;
    if (!stream.create(error) || !a.allocate(elements * spec->abBytes, error)
        || !b.allocate(elements * spec->abBytes, error) || !c.allocate(elements * spec->cBytes, error))
        return false;
    CublasHandle handle(*api);
    if (!handle.create(stream.get(), error))
        return false;
    GPUPLAN_CUDA_TRY(launchGemmInit(spec->format, a.as<void>(), b.as<void>(), n, stream.get()));
    GPUPLAN_CUDA_TRY(cudaMemsetAsync(c.as<void>(), 0, elements * spec->cBytes, stream.get()));

    // Scalars in the compute type: float for the 16-bit floats, int32 for INT8.
    const float alphaF = 1.0f, betaF = 0.0f;
    const std::int32_t alphaI = 1, betaI = 0;
    const bool integer = call.compute == CUBLAS_COMPUTE_32I;
    const void *alpha = integer ? static_cast<const void *>(&alphaI) : &alphaF;
    const void *beta = integer ? static_cast<const void *>(&betaI) : &betaF;
    const RunFunction run = [&](cudaStream_t, std::string &err) {
        const cublasStatus_t status
            = api->gemmEx(handle.get(), call.opA, CUBLAS_OP_N, n, n, n, alpha, a.as<void>(), call.ab, n, b.as<void>(),
                          call.ab, n, beta, c.as<void>(), call.c, n, call.compute, CUBLAS_GEMM_DEFAULT);
        if (status == CUBLAS_STATUS_SUCCESS)
            return true;
        err = api->errorText("cublasGemmEx", status);
        return false;
    };
    const auto toRate = [&](double ms) { return gemmOpsPerRun() / (ms * 1e-3) / 1e9; };
    std::vector<double> rates;
    if (!timeRuns(options, context, spec->test, stream.get(), run, toRate, spec->unit, rates, error))
        return false;

    int version = 0;
    if (api->getVersion)
        api->getVersion(handle.get(), &version);
    fillGemmResult(props, *spec, rates,
                   "cublasGemmEx " + std::to_string(n) + "^3, " + call.text + ", "
                       + (version > 0 ? "cuBLAS " + std::to_string(version) + " " : std::string()) + "from "
                       + api->path,
                   result);
    return checkGemmOutput(*spec, c.as<void>(), stream.get(), result, error);
}

} // namespace GpuPlan::Probe::Cuda
