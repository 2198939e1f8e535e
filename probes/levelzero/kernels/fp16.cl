// Half-precision FMA chains, in their own module: a device without fp16 cannot build it.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void fma_f16(global half* restrict out, float af, float bf, int iterations)
{
    const size_t gid = get_global_id(0);
    const half a = (half)af;
    const half b = (half)bf;
    half x[16];
    for (int j = 0; j < 16; ++j)
        x[j] = (half)((float)((gid + (size_t)j) % 64) * 0.0625f);
    for (int it = 0; it < iterations; ++it) {
#pragma unroll
        for (int j = 0; j < 16; ++j)
            x[j] = fma(x[j], a, b);
    }
    // Summed in float so that the host can check each chain's contribution with a small tolerance.
    float sum = 0.0f;
    for (int j = 0; j < 16; ++j)
        sum += (float)x[j];
    out[gid] = (half)sum;
}
