#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>

// The HIP probe kernels, built by hipcc (kernels.hip), launched from host code that the ordinary C++
// compiler builds. Only plain types cross this line; the inline value functions below are shared by
// the kernels and the host-side verification, so both sides compute the same expected values.
#if defined(__HIPCC__)
#define GPUPLAN_HD __host__ __device__
#else
#define GPUPLAN_HD
#endif

namespace GpuPlan::Probe::HipKernels {

inline constexpr unsigned kBlockSize = 256;
inline constexpr double kTriadScalar = 3.0;
inline constexpr unsigned kFmaAccumulators = 8; // independent FMA chains per thread (per lane for FP16)
inline constexpr unsigned kFmaClasses = 64;     // threads with equal tid % kFmaClasses compute equal values

// STREAM array contents: dyadic values with few significant bits, so b + 3 * c is exact in double and
// the device result equals the host's bit for bit, fused multiply-add or not.
GPUPLAN_HD inline double streamInitA(std::size_t i) { return 1.0 + static_cast<double>(i % 4093) / 4096.0; }
GPUPLAN_HD inline double streamInitB(std::size_t i) { return 2.0 + static_cast<double>(i % 4091) / 4096.0; }
GPUPLAN_HD inline double streamInitC(std::size_t i) { return 0.5 + static_cast<double>(i % 4079) / 4096.0; }

// FMA chain seeds: k / 1024 with k < 2048 is exact in FP16 and FP32.
GPUPLAN_HD inline float fmaSeed(unsigned cls, unsigned chain)
{
    return static_cast<float>(cls + kFmaClasses * chain) / 1024.0f;
}

// FP32 and FP16 chain constants: acc = acc * x + y.
inline constexpr float kFmaF32X = 0.99993896484375f; // 1 - 2^-14
inline constexpr float kFmaF32Y = 0.0001220703125f;  // 2^-13
inline constexpr float kFmaF16X = 0.875f;
inline constexpr float kFmaF16Y = 0.125f;

// Each launcher returns hipGetLastError() after the launch.
hipError_t launchStreamInit(double *a, double *b, double *c, std::size_t n, hipStream_t stream);
hipError_t launchCopy(const double *a, double *c, std::size_t n, hipStream_t stream);                   // c = a
hipError_t launchTriad(double *a, const double *b, const double *c, std::size_t n, hipStream_t stream); // a = b + 3c
// out[tid] = sum of kFmaAccumulators chains of `iterations` fmaf steps; blocks x kBlockSize threads.
hipError_t launchFmaF32(float *out, unsigned blocks, int iterations, hipStream_t stream);
// Same with __half2 chains; out[2 * tid] and out[2 * tid + 1] are the two lanes, as float.
hipError_t launchFmaF16(float *out, unsigned blocks, int iterations, hipStream_t stream);
hipError_t launchEmpty(hipStream_t stream);

} // namespace GpuPlan::Probe::HipKernels
