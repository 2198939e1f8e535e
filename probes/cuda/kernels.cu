#include "kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <type_traits>

// One element per thread for the streaming kernels, as BabelStream does; grid-stride loops elsewhere.
namespace GpuPlan::Probe::Cuda {
namespace {

unsigned int blocksFor(std::size_t n) { return static_cast<unsigned int>((n + kBlockSize - 1) / kBlockSize); }

// Grid-stride kernels do not need more blocks than this to saturate any current GPU.
unsigned int stridedBlocksFor(std::size_t n)
{
    const std::size_t blocks = (n + kBlockSize - 1) / kBlockSize;
    return static_cast<unsigned int>(blocks < 65536 ? blocks : 65536);
}

__device__ std::size_t globalIndex() { return static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; }

__device__ std::size_t gridStride() { return static_cast<std::size_t>(gridDim.x) * blockDim.x; }

__global__ void streamInitKernel(double *a, double *b, double *c, std::size_t n)
{
    for (std::size_t i = globalIndex(); i < n; i += gridStride()) {
        if (a)
            a[i] = streamInitA(i);
        if (b)
            b[i] = streamInitB(i);
        if (c)
            c[i] = streamInitC(i);
    }
}

__global__ void copyKernel(const double *__restrict__ a, double *__restrict__ c, std::size_t n)
{
    const std::size_t i = globalIndex();
    if (i < n)
        c[i] = a[i];
}

__global__ void triadKernel(double *__restrict__ a, const double *__restrict__ b, const double *__restrict__ c,
                            double scalar, std::size_t n)
{
    const std::size_t i = globalIndex();
    if (i < n)
        a[i] = b[i] + scalar * c[i];
}

__device__ void recordMismatch(CheckResult *result, std::size_t i)
{
    atomicAdd(&result->mismatches, 1ull);
    atomicMin(&result->firstBad, static_cast<unsigned long long>(i));
}

__global__ void triadCheckKernel(const double *a, std::size_t n, CheckResult *result)
{
    for (std::size_t i = globalIndex(); i < n; i += gridStride())
        if (a[i] != triadExpected(i))
            recordMismatch(result, i);
}

__global__ void fillWordsKernel(std::uint32_t *words, std::size_t n, std::uint32_t seed)
{
    for (std::size_t i = globalIndex(); i < n; i += gridStride())
        words[i] = patternWord(i, seed);
}

__global__ void checkWordsKernel(const std::uint32_t *words, std::size_t n, std::uint32_t seed, CheckResult *result)
{
    for (std::size_t i = globalIndex(); i < n; i += gridStride())
        if (words[i] != patternWord(i, seed))
            recordMismatch(result, i);
}

template <typename V>
struct FmaOps;

template <>
struct FmaOps<float>
{
    __device__ static float make(float lane0, float) { return lane0; }
    __device__ static float fma(float x, float a, float b) { return fmaf(x, a, b); }
    __device__ static float sum(float x) { return x; }
};

template <>
struct FmaOps<__half2>
{
    __device__ static __half2 make(float lane0, float lane1) { return __floats2half2_rn(lane0, lane1); }
    __device__ static __half2 fma(__half2 x, __half2 a, __half2 b) { return __hfma2(x, a, b); }
    __device__ static float sum(__half2 x) { return __low2float(x) + __high2float(x); }
};

template <>
struct FmaOps<__nv_bfloat162>
{
    __device__ static __nv_bfloat162 make(float lane0, float lane1) { return __floats2bfloat162_rn(lane0, lane1); }
    __device__ static __nv_bfloat162 fma(__nv_bfloat162 x, __nv_bfloat162 a, __nv_bfloat162 b)
    {
#if __CUDA_ARCH__ >= 800
        return __hfma2(x, a, b);
#else
        // No BF16 arithmetic before sm_80 (tests() does not offer bf16_fma there); this only compiles.
        return __floats2bfloat162_rn(fmaf(__low2float(x), __low2float(a), __low2float(b)),
                                     fmaf(__high2float(x), __high2float(a), __high2float(b)));
#endif
    }
    __device__ static float sum(__nv_bfloat162 x) { return __low2float(x) + __high2float(x); }
};

// `multiplier` and `addend` are kernel arguments (-1 and 1), so the compiler cannot fold the chains.
template <typename V>
__global__ void __launch_bounds__(kBlockSize) fmaKernel(float *out, float multiplier, float addend, int iterations)
{
    using Ops = FmaOps<V>;
    const std::size_t tid = globalIndex();
    const V a = Ops::make(multiplier, multiplier);
    const V b = Ops::make(addend, addend);
    V x[kFmaChains];
#pragma unroll
    for (int j = 0; j < kFmaChains; ++j)
        x[j] = Ops::make(fmaInitValue(tid, j, 0), fmaInitValue(tid, j, 1));
    for (int i = 0; i < iterations; i += kFmaUnroll) {
#pragma unroll
        for (int u = 0; u < kFmaUnroll; ++u) {
#pragma unroll
            for (int j = 0; j < kFmaChains; ++j)
                x[j] = Ops::fma(x[j], a, b);
        }
    }
    float s = 0.0f;
#pragma unroll
    for (int j = 0; j < kFmaChains; ++j)
        s += Ops::sum(x[j]);
    out[tid] = s;
}

__global__ void emptyKernel() { }

// GEMM operands (kernels.h): `scale` is 1/4 and `bValue` 1/256 for 16-bit floats, 1 and 1 for INT8 and FP8.
template <typename T>
__device__ T gemmValue(float v)
{
    if constexpr (std::is_same_v<T, __half>)
        return __float2half_rn(v);
    else if constexpr (std::is_same_v<T, __nv_bfloat16>)
        return __float2bfloat16_rn(v);
    else if constexpr (std::is_same_v<T, __nv_fp8_e4m3>)
        return __nv_fp8_e4m3(v);
    else
        return static_cast<T>(v);
}

template <typename T>
__global__ void gemmInitKernel(T *a, T *b, int n, float scale, float bValue)
{
    const std::size_t count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    for (std::size_t idx = globalIndex(); idx < count; idx += gridStride()) {
        const std::size_t i = idx % static_cast<std::size_t>(n);
        const std::size_t k = idx / static_cast<std::size_t>(n);
        a[idx] = gemmValue<T>(static_cast<float>((i + k) % 4) * scale);
        b[idx] = gemmValue<T>(bValue);
    }
}

template <typename T>
cudaError_t launchGemmInitOf(void *a, void *b, int n, float scale, float bValue, cudaStream_t stream)
{
    const std::size_t count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    gemmInitKernel<T><<<stridedBlocksFor(count), kBlockSize, 0, stream>>>(static_cast<T *>(a), static_cast<T *>(b), n,
                                                                          scale, bValue);
    return cudaGetLastError();
}

cudaError_t resetCheck(CheckResult *result, cudaStream_t stream)
{
    cudaError_t status = cudaMemsetAsync(&result->mismatches, 0, sizeof(result->mismatches), stream);
    if (status == cudaSuccess)
        status = cudaMemsetAsync(&result->firstBad, 0xFF, sizeof(result->firstBad), stream);
    return status;
}

} // namespace

cudaError_t launchStreamInit(double *a, double *b, double *c, std::size_t n, cudaStream_t stream)
{
    streamInitKernel<<<stridedBlocksFor(n), kBlockSize, 0, stream>>>(a, b, c, n);
    return cudaGetLastError();
}

cudaError_t launchCopy(const double *a, double *c, std::size_t n, cudaStream_t stream)
{
    copyKernel<<<blocksFor(n), kBlockSize, 0, stream>>>(a, c, n);
    return cudaGetLastError();
}

cudaError_t launchTriad(double *a, const double *b, const double *c, double scalar, std::size_t n, cudaStream_t stream)
{
    triadKernel<<<blocksFor(n), kBlockSize, 0, stream>>>(a, b, c, scalar, n);
    return cudaGetLastError();
}

cudaError_t launchTriadCheck(const double *a, std::size_t n, CheckResult *result, cudaStream_t stream)
{
    const cudaError_t status = resetCheck(result, stream);
    if (status != cudaSuccess)
        return status;
    triadCheckKernel<<<stridedBlocksFor(n), kBlockSize, 0, stream>>>(a, n, result);
    return cudaGetLastError();
}

cudaError_t launchFillWords(std::uint32_t *words, std::size_t n, std::uint32_t seed, cudaStream_t stream)
{
    fillWordsKernel<<<stridedBlocksFor(n), kBlockSize, 0, stream>>>(words, n, seed);
    return cudaGetLastError();
}

cudaError_t launchCheckWords(const std::uint32_t *words, std::size_t n, std::uint32_t seed, CheckResult *result,
                             cudaStream_t stream)
{
    const cudaError_t status = resetCheck(result, stream);
    if (status != cudaSuccess)
        return status;
    checkWordsKernel<<<stridedBlocksFor(n), kBlockSize, 0, stream>>>(words, n, seed, result);
    return cudaGetLastError();
}

cudaError_t fmaBlocksPerSm(FmaKind kind, int *blocksPerSm)
{
    switch (kind) {
    case FmaKind::Fp32:
        return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocksPerSm, fmaKernel<float>, kBlockSize, 0);
    case FmaKind::Fp16x2:
        return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocksPerSm, fmaKernel<__half2>, kBlockSize, 0);
    case FmaKind::Bf16x2:
        return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocksPerSm, fmaKernel<__nv_bfloat162>, kBlockSize, 0);
    }
    return cudaErrorInvalidValue;
}

cudaError_t launchFma(FmaKind kind, int blocks, int iterations, float *out, cudaStream_t stream)
{
    const unsigned int grid = static_cast<unsigned int>(blocks);
    switch (kind) {
    case FmaKind::Fp32:
        fmaKernel<float><<<grid, kBlockSize, 0, stream>>>(out, -1.0f, 1.0f, iterations);
        break;
    case FmaKind::Fp16x2:
        fmaKernel<__half2><<<grid, kBlockSize, 0, stream>>>(out, -1.0f, 1.0f, iterations);
        break;
    case FmaKind::Bf16x2:
        fmaKernel<__nv_bfloat162><<<grid, kBlockSize, 0, stream>>>(out, -1.0f, 1.0f, iterations);
        break;
    }
    return cudaGetLastError();
}

cudaError_t launchEmpty(cudaStream_t stream)
{
    emptyKernel<<<1, 1, 0, stream>>>();
    return cudaGetLastError();
}

cudaError_t launchGemmInit(GemmFormat format, void *a, void *b, int n, cudaStream_t stream)
{
    switch (format) {
    case GemmFormat::Fp16:
        return launchGemmInitOf<__half>(a, b, n, 0.25f, 1.0f / 256.0f, stream);
    case GemmFormat::Bf16:
        return launchGemmInitOf<__nv_bfloat16>(a, b, n, 0.25f, 1.0f / 256.0f, stream);
    case GemmFormat::Int8:
        return launchGemmInitOf<std::int8_t>(a, b, n, 1.0f, 1.0f, stream);
    case GemmFormat::Fp8E4M3:
        return launchGemmInitOf<__nv_fp8_e4m3>(a, b, n, 1.0f, 1.0f, stream);
    }
    return cudaErrorInvalidValue;
}

} // namespace GpuPlan::Probe::Cuda
