#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// Double-precision arithmetic and mixed float/double conversions.
__kernel void double_arith(__global const double *a, __global const double *b, __global double *out, __global float *fout)
{
    int i = get_global_id(0);
    double x = a[i], y = b[i];
    out[5 * i + 0] = x + y;
    out[5 * i + 1] = x * y;
    out[5 * i + 2] = x / y;
    out[5 * i + 3] = sqrt(x);
    out[5 * i + 4] = (double)(float)x;
    fout[i] = (float)(x / y);
}
