// 64-bit integer arithmetic, including mul_hi and unsigned wrap.
__kernel void long_arith(__global const long *a, __global const long *b, __global long *out, __global ulong *uout)
{
    int i = get_global_id(0);
    long x = a[i], y = b[i];
    ulong ux = (ulong)x, uy = (ulong)y;
    out[6 * i + 0] = x + y;
    out[6 * i + 1] = (long)(ux * uy);
    out[6 * i + 2] = x / y;
    out[6 * i + 3] = x % y;
    out[6 * i + 4] = mul_hi(x, y);
    out[6 * i + 5] = x >> (y & 63);
    uout[3 * i + 0] = ux / uy;
    uout[3 * i + 1] = mul_hi(ux, uy);
    uout[3 * i + 2] = ux << (uy & 63);
}
