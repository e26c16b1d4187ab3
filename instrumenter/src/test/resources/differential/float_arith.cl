// Single-precision arithmetic; no cancellation so that fma contraction stays within the ulp bound.
__kernel void float_arith(__global const float *a, __global const float *b, __global float *out)
{
    int i = get_global_id(0);
    float x = a[i], y = b[i];
    out[6 * i + 0] = x + y;
    out[6 * i + 1] = x * y;
    out[6 * i + 2] = x / y;
    out[6 * i + 3] = -x - y * 0.5f;
    float acc = 1.0f;
    for (int k = 0; k < 5; k++)
        acc = acc * 1.25f + x;
    out[6 * i + 4] = acc;
    out[6 * i + 5] = (x > y) ? x / 3.0f : y * 7.0f;
}
