#pragma once

#include <cublasLt.h>

#include <string>

// cuBLASLt, loaded with dlopen on first use like cuBLAS (cublasloader.h): the header gives the types, enum
// values and the functions' signatures (through decltype); nothing is linked.
namespace GpuPlan::Probe::Cuda {

struct CublasLtApi
{
    std::string path; // the library that was loaded
    decltype(&cublasLtCreate) create = nullptr;
    decltype(&cublasLtDestroy) destroy = nullptr;
    decltype(&cublasLtGetVersion) getVersion = nullptr; // optional
    decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&cublasLtMatmulDescSetAttribute) descSetAttribute = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) preferenceCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceDestroy) preferenceDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) preferenceSetAttribute = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) algoGetHeuristic = nullptr;
    decltype(&cublasLtMatmul) matmul = nullptr;
    decltype(&cublasLtGetStatusName) statusName = nullptr; // optional

    // "cublasLtMatmul: CUBLAS_STATUS_NOT_SUPPORTED (15)"
    std::string errorText(const char *call, cublasStatus_t status) const;
};

// The process-wide cuBLASLt, or nullptr with `error` = "cuBLASLt not found: <what dlopen said>".
const CublasLtApi *loadCublasLt(std::string &error);

} // namespace GpuPlan::Probe::Cuda
