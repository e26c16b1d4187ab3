// Integer builtins: abs, abs_diff, saturating add/sub, hadd/rhadd, clz, popcount, rotate, mul24/mad24,
// mul_hi/mad_hi, min/max/clamp, upsample.
__kernel void integer_builtins(__global const int *a, __global const int *b, __global uint *out)
{
    int i = get_global_id(0);
    int x = a[i], y = b[i];
    uint r[16];
    r[0] = abs(x);
    r[1] = abs_diff(x, y);
    r[2] = (uint)add_sat(x, y);
    r[3] = (uint)sub_sat(x, y);
    r[4] = (uint)hadd(x, y);
    r[5] = (uint)rhadd(x, y);
    r[6] = clz(x);
    r[7] = popcount(x);
    r[8] = rotate((uint)x, (uint)y);
    r[9] = (uint)mul24(x & 0x7FFFFF, y & 0xFFFF);
    r[10] = (uint)mad24(x & 0xFFFF, y & 0xFFFF, 7);
    r[11] = (uint)mul_hi(x, y);
    r[12] = mad_hi((uint)x, (uint)y, 5u);
    r[13] = (uint)(min(x, y) ^ max(x, y));
    r[14] = (uint)clamp(x, -1000, 1000);
    r[15] = (uint)upsample((short)x, (ushort)y);
    r[15] ^= add_sat((uchar)x, (uchar)y) + (uint)sub_sat((char)x, (char)y);
    for (int k = 0; k < 16; k++)
        out[16 * i + k] = r[k];
}
