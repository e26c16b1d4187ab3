// Bitwise operations on 8-, 16- and 64-bit integers, and bit-manipulation idioms.
__kernel void bitwise(__global const ulong *a, __global ulong *out, __global uchar *bytes, __global ushort *shorts)
{
    int i = get_global_id(0);
    ulong x = a[i], y = a[(i + 5) % get_global_size(0)];
    out[6 * i + 0] = (x & y) | (~x & (y >> 3));
    out[6 * i + 1] = x ^ (y << 17) ^ (x >> 41);
    out[6 * i + 2] = x & (x - 1);                      // clear lowest set bit
    out[6 * i + 3] = x & -x;                           // isolate lowest set bit
    out[6 * i + 4] = (x << 32) | (x >> 32);
    out[6 * i + 5] = popcount(x) + ((ulong)clz(y) << 8);
    uchar b = (uchar)x;
    bytes[i] = (uchar)((b << 3) | (b >> 5)) ^ (uchar)~y;
    ushort s = (ushort)(x >> 16);
    shorts[i] = (ushort)(s * 3 + (s >> 2)) & (ushort)y;
}
