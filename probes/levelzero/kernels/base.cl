// Kernels every Level Zero device can run (no fp64, no fp16). Compiled to SPIR-V at build time.
// Element-per-work-item loops keep the kernels comparable with BabelStream's.

kernel void copy_f32(global const float* restrict a, global float* restrict c, ulong n)
{
    const size_t i = get_global_id(0);
    if (i < n)
        c[i] = a[i];
}

kernel void triad_f32(global float* restrict a, global const float* restrict b, global const float* restrict c,
                      float scalar, ulong n)
{
    const size_t i = get_global_id(0);
    if (i < n)
        a[i] = b[i] + scalar * c[i];
}

// Sixteen independent FMA chains per work-item so that FMA latency is hidden; `a` < 1 keeps values bounded.
// The sum in a fixed order lets the host recompute the result of any work-item exactly.
kernel void fma_f32(global float* restrict out, float a, float b, int iterations)
{
    const size_t gid = get_global_id(0);
    float x[16];
    for (int j = 0; j < 16; ++j)
        x[j] = (float)((gid + (size_t)j) % 64) * 0.0625f;
    for (int it = 0; it < iterations; ++it) {
#pragma unroll
        for (int j = 0; j < 16; ++j)
            x[j] = fma(x[j], a, b);
    }
    float sum = 0.0f;
    for (int j = 0; j < 16; ++j)
        sum += x[j];
    out[gid] = sum;
}

// Launch latency: a real kernel launch with nothing to do.
kernel void empty_kernel(void)
{
}
