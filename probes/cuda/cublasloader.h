#pragma once

#include <cublas_api.h>

#include <string>

// cuBLAS, loaded with dlopen on first use so the CUDA module loads (and its other tests run) on a
// machine without it. The header gives the types and enum values only; nothing is linked.
namespace GpuPlan::Probe::Cuda {

struct CublasApi
{
    std::string path; // the library that was loaded
    cublasStatus_t (*create)(cublasHandle_t *) = nullptr;
    cublasStatus_t (*destroy)(cublasHandle_t) = nullptr;
    cublasStatus_t (*setStream)(cublasHandle_t, cudaStream_t) = nullptr;
    cublasStatus_t (*getVersion)(cublasHandle_t, int *) = nullptr; // optional
    const char *(*statusName)(cublasStatus_t) = nullptr;           // optional
    cublasStatus_t (*gemmEx)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const void *,
                             const void *, cudaDataType, int, const void *, cudaDataType, int, const void *, void *,
                             cudaDataType, int, cublasComputeType_t, cublasGemmAlgo_t)
        = nullptr;

    // "cublasGemmEx: CUBLAS_STATUS_NOT_SUPPORTED (15)"
    std::string errorText(const char *call, cublasStatus_t status) const;
};

// The process-wide cuBLAS, or nullptr with `error` = "cuBLAS not found: <what dlopen said>".
const CublasApi *loadCublas(std::string &error);

} // namespace GpuPlan::Probe::Cuda
