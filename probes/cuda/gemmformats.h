#pragma once

#include "cudautil.h"
#include "kernels.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// The tensor GEMM tests, one per math format: what each multiplies, what its C must hold, and the GPUs that have
// the format on their tensor cores.
namespace GpuPlan::Probe::Cuda {

struct GemmSpec
{
    const char *test; // "compute.tensor_fp16_gemm"
    GemmFormat format;
    const char *unit;           // "GFLOP/s", or "GOP/s" for the integer format
    std::size_t abBytes;        // bytes per element of A and B
    std::size_t cBytes;         // bytes per element of C (D)
    std::uint32_t expectedBits; // every element of C, as its raw bits
    const char *expectedText;
    int minCapability; // major * 10 + minor: 75 Turing (FP16, INT8), 80 Ampere (BF16), 89 Ada/Hopper (FP8)
};

const std::vector<GemmSpec> &gemmSpecs();
// nullptr when `test` is not a GEMM test.
const GemmSpec *gemmSpec(const std::string &test);

// 2 n^3 floating-point (or integer) operations of one n x n x n GEMM.
inline double gemmOpsPerRun()
{
    const double n = kGemmSize;
    return 2.0 * n * n * n;
}

// Compares every element of the device matrix `c` with the spec's expected bits and sets result.verified and
// its message; false with `error` only when the copy itself fails.
bool checkGemmOutput(const GemmSpec &spec, const void *c, cudaStream_t stream, TestResult &result, std::string &error);
// The result fields every GEMM test fills: the summary of `rates`, the operations and bytes, `detail` + the clock.
void fillGemmResult(const DeviceProps &props, const GemmSpec &spec, const std::vector<double> &rates,
                    const std::string &detail, TestResult &result);
// The FP8 (E4M3) GEMM through cublasLtMatmul (gemmlt.cpp).
bool runLtGemmTest(const DeviceProps &props, const GemmSpec &spec, const RunOptions &options, RunContext &context,
                   TestResult &result, std::string &error);

} // namespace GpuPlan::Probe::Cuda
