#include "cublasltloader.h"
#include "cudabackend.h"
#include "gemmformats.h"

#include <functional>

// compute.tensor_fp8_gemm: cublasLtMatmul, 8192^3, E4M3 A and B ("TN", the layout FP8 tensor cores take), BF16 C/D,
// FP32 accumulation and scale (cuBLASLt's default, without fast accumulation, so the sums are exact).
namespace GpuPlan::Probe::Cuda {
namespace {

// Destroys a cuBLASLt object (handle, descriptor, layout, preference) when it goes out of scope.
template <typename T>
class LtOwned
{
public:
    explicit LtOwned(std::function<cublasStatus_t(T)> destroy)
        : m_destroy(std::move(destroy))
    {
    }
    ~LtOwned()
    {
        if (m_value)
            m_destroy(m_value);
    }
    LtOwned(const LtOwned &) = delete;
    LtOwned &operator=(const LtOwned &) = delete;
    T *out() { return &m_value; }
    T get() const { return m_value; }

private:
    std::function<cublasStatus_t(T)> m_destroy;
    T m_value = nullptr;
};

inline constexpr std::size_t kLtWorkspaceBytes = 32u << 20;

} // namespace

bool runLtGemmTest(const DeviceProps &props, const GemmSpec &spec, const RunOptions &options, RunContext &context,
                   TestResult &result, std::string &error)
{
    const CublasLtApi *api = loadCublasLt(error);
    if (!api)
        return false;
    // Each cuBLASLt call: false with `error` naming it.
    const auto lt = [&](const char *call, cublasStatus_t status) {
        if (status == CUBLAS_STATUS_SUCCESS)
            return true;
        error = api->errorText(call, status);
        return false;
    };
    const int n = kGemmSize;
    const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    Stream stream;
    DeviceMemory a, b, c, workspace;
    if (!stream.create(error) || !a.allocate(elements * spec.abBytes, error)
        || !b.allocate(elements * spec.abBytes, error) || !c.allocate(elements * spec.cBytes, error)
        || !workspace.allocate(kLtWorkspaceBytes, error))
        return false;
    GPUPLAN_CUDA_TRY(launchGemmInit(spec.format, a.as<void>(), b.as<void>(), n, stream.get()));
    GPUPLAN_CUDA_TRY(cudaMemsetAsync(c.as<void>(), 0, elements * spec.cBytes, stream.get()));

    LtOwned<cublasLtHandle_t> handle(api->destroy);
    LtOwned<cublasLtMatmulDesc_t> desc(api->descDestroy);
    LtOwned<cublasLtMatrixLayout_t> aLayout(api->layoutDestroy), bLayout(api->layoutDestroy),
        cLayout(api->layoutDestroy);
    LtOwned<cublasLtMatmulPreference_t> preference(api->preferenceDestroy);
    const cublasOperation_t transA = CUBLAS_OP_T, transB = CUBLAS_OP_N;
    const std::uint64_t workspaceBytes = kLtWorkspaceBytes;
    if (!lt("cublasLtCreate", api->create(handle.out()))
        || !lt("cublasLtMatmulDescCreate", api->descCreate(desc.out(), CUBLAS_COMPUTE_32F, CUDA_R_32F))
        || !lt("cublasLtMatmulDescSetAttribute(TRANSA)",
               api->descSetAttribute(desc.get(), CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA))
        || !lt("cublasLtMatmulDescSetAttribute(TRANSB)",
               api->descSetAttribute(desc.get(), CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB))
        || !lt("cublasLtMatrixLayoutCreate(A)", api->layoutCreate(aLayout.out(), CUDA_R_8F_E4M3, n, n, n))
        || !lt("cublasLtMatrixLayoutCreate(B)", api->layoutCreate(bLayout.out(), CUDA_R_8F_E4M3, n, n, n))
        || !lt("cublasLtMatrixLayoutCreate(C)", api->layoutCreate(cLayout.out(), CUDA_R_16BF, n, n, n))
        || !lt("cublasLtMatmulPreferenceCreate", api->preferenceCreate(preference.out()))
        || !lt("cublasLtMatmulPreferenceSetAttribute",
               api->preferenceSetAttribute(preference.get(), CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceBytes,
                                           sizeof workspaceBytes)))
        return false;
    cublasLtMatmulHeuristicResult_t heuristic{};
    int found = 0;
    if (!lt("cublasLtMatmulAlgoGetHeuristic",
            api->algoGetHeuristic(handle.get(), desc.get(), aLayout.get(), bLayout.get(), cLayout.get(), cLayout.get(),
                                  preference.get(), 1, &heuristic, &found)))
        return false;
    if (found < 1) {
        error = "cublasLtMatmulAlgoGetHeuristic: no algorithm for an E4M3 GEMM with a BF16 D on this GPU";
        return false;
    }

    const float alpha = kGemmFp8Alpha;
    const float beta = 0.0f;
    const RunFunction run = [&](cudaStream_t s, std::string &err) {
        const cublasStatus_t status
            = api->matmul(handle.get(), desc.get(), &alpha, a.as<void>(), aLayout.get(), b.as<void>(), bLayout.get(),
                          &beta, c.as<void>(), cLayout.get(), c.as<void>(), cLayout.get(), &heuristic.algo,
                          workspace.as<void>(), kLtWorkspaceBytes, s);
        if (status == CUBLAS_STATUS_SUCCESS)
            return true;
        err = api->errorText("cublasLtMatmul", status);
        return false;
    };
    const auto toRate = [&](double ms) { return gemmOpsPerRun() / (ms * 1e-3) / 1e9; };
    std::vector<double> rates;
    if (!timeRuns(options, context, spec.test, stream.get(), run, toRate, spec.unit, rates, error))
        return false;

    const std::size_t version = api->getVersion ? api->getVersion() : 0;
    fillGemmResult(
        props, spec, rates,
        "cublasLtMatmul " + std::to_string(n) + "^3, E4M3 A/B (TN), BF16 D, CUBLAS_COMPUTE_32F, alpha 1/1024, "
            + (version > 0 ? "cuBLASLt " + std::to_string(version) + " " : std::string()) + "from " + api->path,
        result);
    return checkGemmOutput(spec, c.as<void>(), stream.get(), result, error);
}

} // namespace GpuPlan::Probe::Cuda
