// IEEE special values: infinities, NaN propagation, signed zero, classification builtins.
__kernel void float_special(__global const float *a, __global const float *b, __global float *out, __global int *flags)
{
    int i = get_global_id(0);
    float x = a[i], y = b[i];
    out[5 * i + 0] = x / y;
    out[5 * i + 1] = x * y;
    out[5 * i + 2] = fmin(x, y);
    out[5 * i + 3] = fmax(x, y);
    out[5 * i + 4] = copysign(1.0f, x) * (x - x);
    flags[4 * i + 0] = isnan(x / y);
    flags[4 * i + 1] = isinf(x * y);
    flags[4 * i + 2] = signbit(x) * 2 + isfinite(y);
    flags[4 * i + 3] = (x == y) + ((x != y) << 1) + (isunordered(x, y) << 2) + ((x < y) << 3);
}
