#include "fmakernels.h"

#include <immintrin.h>

namespace GpuPlan::Probe::Cpu {
namespace {

// 16 chains of AVX-512 (of 32 registers) and 12 of AVX2 (of 16): 2 FMA pipes x 4-5 cycles latency.
constexpr int kChains512 = 16;
constexpr int kChains256 = 12;
constexpr int kChains128 = 12;

__attribute__((target("avx512f"))) void f64Avx512(long long iterations, double m, double c, double *out)
{
    __m512d acc[kChains512];
    const __m512d vm = _mm512_set1_pd(m);
    const __m512d vc = _mm512_set1_pd(c);
    for (int k = 0; k < kChains512; ++k)
        acc[k] = _mm512_set1_pd(1.0 + k);
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains512; ++k)
            acc[k] = _mm512_fmadd_pd(acc[k], vm, vc);
    for (int k = 0; k < kChains512; ++k)
        out[k] = _mm512_cvtsd_f64(acc[k]);
}

__attribute__((target("avx512f"))) void f32Avx512(long long iterations, float m, float c, float *out)
{
    __m512 acc[kChains512];
    const __m512 vm = _mm512_set1_ps(m);
    const __m512 vc = _mm512_set1_ps(c);
    for (int k = 0; k < kChains512; ++k)
        acc[k] = _mm512_set1_ps(1.0f + static_cast<float>(k));
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains512; ++k)
            acc[k] = _mm512_fmadd_ps(acc[k], vm, vc);
    for (int k = 0; k < kChains512; ++k)
        out[k] = _mm512_cvtss_f32(acc[k]);
}

__attribute__((target("avx2,fma"))) void f64Avx2(long long iterations, double m, double c, double *out)
{
    __m256d acc[kChains256];
    const __m256d vm = _mm256_set1_pd(m);
    const __m256d vc = _mm256_set1_pd(c);
    for (int k = 0; k < kChains256; ++k)
        acc[k] = _mm256_set1_pd(1.0 + k);
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains256; ++k)
            acc[k] = _mm256_fmadd_pd(acc[k], vm, vc);
    for (int k = 0; k < kChains256; ++k)
        out[k] = _mm256_cvtsd_f64(acc[k]);
}

__attribute__((target("avx2,fma"))) void f32Avx2(long long iterations, float m, float c, float *out)
{
    __m256 acc[kChains256];
    const __m256 vm = _mm256_set1_ps(m);
    const __m256 vc = _mm256_set1_ps(c);
    for (int k = 0; k < kChains256; ++k)
        acc[k] = _mm256_set1_ps(1.0f + static_cast<float>(k));
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains256; ++k)
            acc[k] = _mm256_fmadd_ps(acc[k], vm, vc);
    for (int k = 0; k < kChains256; ++k)
        out[k] = _mm256_cvtss_f32(acc[k]);
}

// No FMA: a multiply and an add per step (still 2 FLOPs), rounded twice.
void f64Sse2(long long iterations, double m, double c, double *out)
{
    __m128d acc[kChains128];
    const __m128d vm = _mm_set1_pd(m);
    const __m128d vc = _mm_set1_pd(c);
    for (int k = 0; k < kChains128; ++k)
        acc[k] = _mm_set1_pd(1.0 + k);
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains128; ++k)
            acc[k] = _mm_add_pd(_mm_mul_pd(acc[k], vm), vc);
    for (int k = 0; k < kChains128; ++k)
        out[k] = _mm_cvtsd_f64(acc[k]);
}

void f32Sse2(long long iterations, float m, float c, float *out)
{
    __m128 acc[kChains128];
    const __m128 vm = _mm_set1_ps(m);
    const __m128 vc = _mm_set1_ps(c);
    for (int k = 0; k < kChains128; ++k)
        acc[k] = _mm_set1_ps(1.0f + static_cast<float>(k));
    for (long long i = 0; i < iterations; ++i)
        for (int k = 0; k < kChains128; ++k)
            acc[k] = _mm_add_ps(_mm_mul_ps(acc[k], vm), vc);
    for (int k = 0; k < kChains128; ++k)
        out[k] = _mm_cvtss_f32(acc[k]);
}

} // namespace

SimdLevel widestSimd()
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f"))
        return SimdLevel::Avx512;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return SimdLevel::Avx2Fma;
    return SimdLevel::Sse2;
}

const char *simdName(SimdLevel level)
{
    switch (level) {
    case SimdLevel::Avx512:
        return "avx512f";
    case SimdLevel::Avx2Fma:
        return "avx2+fma";
    case SimdLevel::Sse2:
        return "sse2 (mul+add)";
    }
    return "sse2";
}

int lanes(SimdLevel level, bool fp64)
{
    const int bits = level == SimdLevel::Avx512 ? 512 : level == SimdLevel::Avx2Fma ? 256 : 128;
    return bits / (fp64 ? 64 : 32);
}

int chains(SimdLevel level)
{
    return level == SimdLevel::Avx512 ? kChains512 : level == SimdLevel::Avx2Fma ? kChains256 : kChains128;
}

void fmaChainsF64(SimdLevel level, long long iterations, double m, double c, double *out)
{
    switch (level) {
    case SimdLevel::Avx512:
        f64Avx512(iterations, m, c, out);
        return;
    case SimdLevel::Avx2Fma:
        f64Avx2(iterations, m, c, out);
        return;
    case SimdLevel::Sse2:
        f64Sse2(iterations, m, c, out);
        return;
    }
}

void fmaChainsF32(SimdLevel level, long long iterations, float m, float c, float *out)
{
    switch (level) {
    case SimdLevel::Avx512:
        f32Avx512(iterations, m, c, out);
        return;
    case SimdLevel::Avx2Fma:
        f32Avx2(iterations, m, c, out);
        return;
    case SimdLevel::Sse2:
        f32Sse2(iterations, m, c, out);
        return;
    }
}

} // namespace GpuPlan::Probe::Cpu
