#include "gemmformats.h"

namespace GpuPlan::Probe::Cuda {

const std::vector<GemmSpec> &gemmSpecs()
{
    static const std::vector<GemmSpec> specs = {
        {"compute.tensor_fp16_gemm", GemmFormat::Fp16, "GFLOP/s", 2, 2, kGemmExpectedFp16Bits, "12.0 (FP16)", 75},
        {"compute.tensor_bf16_gemm", GemmFormat::Bf16, "GFLOP/s", 2, 2, kGemmExpectedBf16Bits, "12.0 (BF16)", 80},
        {"compute.tensor_int8_gemm", GemmFormat::Int8, "GOP/s", 1, 4, static_cast<std::uint32_t>(kGemmExpectedInt32),
         "12288 (INT32)", 75},
        {"compute.tensor_fp8_gemm", GemmFormat::Fp8E4M3, "GFLOP/s", 1, 2, kGemmExpectedBf16Bits,
         "12.0 (BF16 D of E4M3 A/B)", 89},
    };
    return specs;
}

const GemmSpec *gemmSpec(const std::string &test)
{
    for (const GemmSpec &spec : gemmSpecs())
        if (test == spec.test)
            return &spec;
    return nullptr;
}

} // namespace GpuPlan::Probe::Cuda
