// Vector component insert/extract, swizzles, shuffle and shuffle2, vector arithmetic on int4 and uchar8.
__kernel void vectors_shuffle(__global const int4 *a, __global int4 *out, __global uchar8 *bytes)
{
    int i = get_global_id(0);
    int4 v = a[i];
    int4 w = v.wzyx;
    w.y = v.x * 3;                       // insert
    int e = v.s2;                        // extract
    int4 s = shuffle(v, (uint4)(3, 3, 0, 1));
    int8 s2 = shuffle2(v, w, (uint8)(0, 4, 1, 5, 2, 6, 7, 3));
    out[3 * i + 0] = w + e;
    out[3 * i + 1] = s * (int4)(1, 2, 3, 4);
    out[3 * i + 2] = s2.lo - s2.hi;
    uchar8 b = as_uchar8((int2)(v.x, v.y));
    b.s07 = b.s70;
    bytes[i] = b + (uchar8)(250);          // wraps per lane
}
