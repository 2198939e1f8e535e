// HIP probe kernels (hipcc). STREAM-style memory kernels, FP32/FP16 FMA chains and an empty kernel.
#include "kernels.h"

#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

namespace GpuPlan::Probe::HipKernels {
namespace {

__device__ inline std::size_t globalIndex() { return static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; }

unsigned blocksFor(std::size_t n) { return static_cast<unsigned>((n + kBlockSize - 1) / kBlockSize); }

__global__ void __launch_bounds__(kBlockSize) streamInitKernel(double *a, double *b, double *c, std::size_t n)
{
    const std::size_t i = globalIndex();
    if (i < n) {
        a[i] = streamInitA(i);
        b[i] = streamInitB(i);
        c[i] = streamInitC(i);
    }
}

__global__ void __launch_bounds__(kBlockSize)
    copyKernel(const double *__restrict__ a, double *__restrict__ c, std::size_t n)
{
    const std::size_t i = globalIndex();
    if (i < n)
        c[i] = a[i];
}

__global__ void __launch_bounds__(kBlockSize) triadKernel(double *__restrict__ a, const double *__restrict__ b,
                                                          const double *__restrict__ c, double scalar, std::size_t n)
{
    const std::size_t i = globalIndex();
    if (i < n)
        a[i] = b[i] + scalar * c[i];
}

// kFmaAccumulators independent chains keep the FMA pipes busy; x and y are kernel arguments, so the
// compiler cannot fold the chains.
__global__ void __launch_bounds__(kBlockSize) fmaF32Kernel(float *out, float x, float y, int iterations)
{
    const unsigned tid = static_cast<unsigned>(globalIndex());
    const unsigned cls = tid % kFmaClasses;
    float acc[kFmaAccumulators];
#pragma unroll
    for (unsigned j = 0; j < kFmaAccumulators; ++j)
        acc[j] = fmaSeed(cls, j);
#pragma unroll 4
    for (int it = 0; it < iterations; ++it) {
#pragma unroll
        for (unsigned j = 0; j < kFmaAccumulators; ++j)
            acc[j] = fmaf(acc[j], x, y);
    }
    float sum = 0.0f;
#pragma unroll
    for (unsigned j = 0; j < kFmaAccumulators; ++j)
        sum += acc[j];
    out[tid] = sum;
}

__global__ void __launch_bounds__(kBlockSize) fmaF16Kernel(float *out, float xf, float yf, int iterations)
{
    const unsigned tid = static_cast<unsigned>(globalIndex());
    const unsigned cls = tid % kFmaClasses;
    const __half2 x = __float2half2_rn(xf);
    const __half2 y = __float2half2_rn(yf);
    __half2 acc[kFmaAccumulators];
#pragma unroll
    for (unsigned j = 0; j < kFmaAccumulators; ++j)
        acc[j] = __halves2half2(__float2half(fmaSeed(cls, j)), __float2half(fmaSeed(cls, j + kFmaAccumulators)));
    for (int it = 0; it < iterations; ++it) {
#pragma unroll
        for (unsigned j = 0; j < kFmaAccumulators; ++j)
            acc[j] = __hfma2(acc[j], x, y);
    }
    __half2 sum = acc[0];
#pragma unroll
    for (unsigned j = 1; j < kFmaAccumulators; ++j)
        sum = __hadd2(sum, acc[j]);
    out[2 * static_cast<std::size_t>(tid)] = __low2float(sum);
    out[2 * static_cast<std::size_t>(tid) + 1] = __high2float(sum);
}

__global__ void emptyKernel() { }

} // namespace

hipError_t launchStreamInit(double *a, double *b, double *c, std::size_t n, hipStream_t stream)
{
    streamInitKernel<<<dim3(blocksFor(n)), dim3(kBlockSize), 0, stream>>>(a, b, c, n);
    return hipGetLastError();
}

hipError_t launchCopy(const double *a, double *c, std::size_t n, hipStream_t stream)
{
    copyKernel<<<dim3(blocksFor(n)), dim3(kBlockSize), 0, stream>>>(a, c, n);
    return hipGetLastError();
}

hipError_t launchTriad(double *a, const double *b, const double *c, std::size_t n, hipStream_t stream)
{
    triadKernel<<<dim3(blocksFor(n)), dim3(kBlockSize), 0, stream>>>(a, b, c, kTriadScalar, n);
    return hipGetLastError();
}

hipError_t launchFmaF32(float *out, unsigned blocks, int iterations, hipStream_t stream)
{
    fmaF32Kernel<<<dim3(blocks), dim3(kBlockSize), 0, stream>>>(out, kFmaF32X, kFmaF32Y, iterations);
    return hipGetLastError();
}

hipError_t launchFmaF16(float *out, unsigned blocks, int iterations, hipStream_t stream)
{
    fmaF16Kernel<<<dim3(blocks), dim3(kBlockSize), 0, stream>>>(out, kFmaF16X, kFmaF16Y, iterations);
    return hipGetLastError();
}

hipError_t launchEmpty(hipStream_t stream)
{
    emptyKernel<<<dim3(1), dim3(1), 0, stream>>>();
    return hipGetLastError();
}

} // namespace GpuPlan::Probe::HipKernels
