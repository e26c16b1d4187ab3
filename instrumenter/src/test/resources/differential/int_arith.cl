// Signed and unsigned 32-bit arithmetic: wrap-around, truncating division, remainder sign, masked shifts.
__kernel void int_arith(__global const int *a, __global const int *b, __global int *out, __global uint *uout)
{
    int i = get_global_id(0);
    int x = a[i];
    int y = b[i];                       // never 0 and never -1 with INT_MIN (spec guarantees)
    uint ux = (uint)x, uy = (uint)y;
    out[8 * i + 0] = x + y;
    out[8 * i + 1] = x - y;
    out[8 * i + 2] = (int)(ux * uy);    // wraps: unsigned multiply is defined
    out[8 * i + 3] = x / y;
    out[8 * i + 4] = x % y;
    out[8 * i + 5] = x << (y & 31);
    out[8 * i + 6] = x >> (y & 31);     // arithmetic shift
    out[8 * i + 7] = -x ^ ~y;
    uout[4 * i + 0] = ux / uy;
    uout[4 * i + 1] = ux % uy;
    uout[4 * i + 2] = ux >> (uy & 31);  // logical shift
    uout[4 * i + 3] = ux + 0xFFFFFFF0u; // wraps
}
