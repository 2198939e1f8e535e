#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

// The CUDA probe kernels, behind plain C++ launch wrappers so the host files stay nvcc-free. Each
// wrapper enqueues on `stream` and returns the launch status (cudaGetLastError()).
#if defined(__CUDACC__)
#define GPUPLAN_HD __host__ __device__
#else
#define GPUPLAN_HD
#endif

namespace GpuPlan::Probe::Cuda {

inline constexpr int kBlockSize = 256;

// STREAM arrays. The initial values are small dyadic fractions, so copy and triad results are exact
// and are compared bit for bit; the period differs per array so a misplaced element shows.
inline constexpr double kTriadScalar = 3.0;
GPUPLAN_HD inline double streamInitA(std::size_t i) { return 0.5 + static_cast<double>(i % 1021) * 0.25; }
GPUPLAN_HD inline double streamInitB(std::size_t i) { return 1.0 + static_cast<double>(i % 997) * 0.125; }
GPUPLAN_HD inline double streamInitC(std::size_t i) { return 2.0 + static_cast<double>(i % 991) * 0.0625; }
GPUPLAN_HD inline double triadExpected(std::size_t i) { return streamInitB(i) + kTriadScalar * streamInitC(i); }

// Transfer buffers: 32-bit words of a multiplicative hash of the index.
GPUPLAN_HD inline std::uint32_t patternWord(std::size_t i, std::uint32_t seed)
{
    return static_cast<std::uint32_t>(i) * 2654435761u + seed;
}

// What a device-side check found: the number of wrong elements and the first wrong index
// (~0ull when none).
struct CheckResult
{
    unsigned long long mismatches;
    unsigned long long firstBad;
};

// Any of a, b, c may be null.
cudaError_t launchStreamInit(double *a, double *b, double *c, std::size_t n, cudaStream_t stream);
cudaError_t launchCopy(const double *a, double *c, std::size_t n, cudaStream_t stream);
cudaError_t launchTriad(double *a, const double *b, const double *c, double scalar, std::size_t n, cudaStream_t stream);
// Compares a[i] with triadExpected(i); `result` is device memory, reset by the wrapper.
cudaError_t launchTriadCheck(const double *a, std::size_t n, CheckResult *result, cudaStream_t stream);

cudaError_t launchFillWords(std::uint32_t *words, std::size_t n, std::uint32_t seed, cudaStream_t stream);
cudaError_t launchCheckWords(const std::uint32_t *words, std::size_t n, std::uint32_t seed, CheckResult *result,
                             cudaStream_t stream);

// FMA throughput: each thread runs kFmaChains independent chains x = x * (-1) + 1, which alternate
// between x0 and 1 - x0 exactly in every precision. After an even number of iterations each chain is
// back at x0, so the per-thread sums written to `out` are known exactly on the host.
enum class FmaKind { Fp32, Fp16x2, Bf16x2 };
inline constexpr int kFmaChains = 8;
inline constexpr int kFmaUnroll = 8; // iterations must be a multiple of this (and so even)
constexpr int fmaLanes(FmaKind kind) { return kind == FmaKind::Fp32 ? 1 : 2; }
GPUPLAN_HD inline float fmaInitValue(std::size_t thread, int chain, int lane)
{
    return static_cast<float>((thread + static_cast<std::size_t>(chain) + static_cast<std::size_t>(lane)) % 8) * 0.125f;
}
// Resident blocks of kBlockSize threads per SM for the kernel (occupancy calculator).
cudaError_t fmaBlocksPerSm(FmaKind kind, int *blocksPerSm);
cudaError_t launchFma(FmaKind kind, int blocks, int iterations, float *out, cudaStream_t stream);

cudaError_t launchEmpty(cudaStream_t stream);

// The tensor GEMM tests' operand formats.
enum class GemmFormat { Fp16, Bf16, Int8, Fp8E4M3 };
// Column-major n x n matrices. 16-bit floats: A(i,k) = ((i + k) % 4) / 4 and B = 1/256, so every element of
// C = A * B is 12 exactly when n = 8192. INT8 and FP8: A(i,k) = (i + k) % 4 and B = 1, so C = 12,288 exactly (INT8's
// int32 C; FP8's alpha of 1/1024 brings its BF16 D to 12). A is symmetric: transposed ("TN", as INT8 and FP8 run
// on tensor cores) it is the same matrix.
cudaError_t launchGemmInit(GemmFormat format, void *a, void *b, int n, cudaStream_t stream);
inline constexpr int kGemmSize = 8192;
inline constexpr std::uint16_t kGemmExpectedFp16Bits = 0x4A00; // 12.0 = 1.5 * 2^3: sign 0, exponent 18, mantissa .5
inline constexpr std::uint16_t kGemmExpectedBf16Bits = 0x4140; // 12.0: sign 0, exponent 130, mantissa .5 (7 bits)
inline constexpr std::int32_t kGemmExpectedInt32 = 12288;      // 2,048 x (0 + 1 + 2 + 3)
inline constexpr float kGemmFp8Alpha = 1.0f / 1024.0f;         // 12,288 / 1,024 = 12

} // namespace GpuPlan::Probe::Cuda
