// The double-precision STREAM triad, in its own module: a device without fp64 cannot build it.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void triad_f64(global double* restrict a, global const double* restrict b, global const double* restrict c,
                      double scalar, ulong n)
{
    const size_t i = get_global_id(0);
    if (i < n)
        a[i] = b[i] + scalar * c[i];
}
