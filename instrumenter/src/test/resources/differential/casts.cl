// Integer widening/narrowing, sign vs zero extension, int<->float conversions (in range), bool to int.
__kernel void casts(__global const int *a, __global const float *f, __global int *out, __global float *fout)
{
    int i = get_global_id(0);
    int x = a[i];
    out[8 * i + 0] = (char)x;
    out[8 * i + 1] = (uchar)x;
    out[8 * i + 2] = (short)x;
    out[8 * i + 3] = (ushort)x;
    out[8 * i + 4] = (int)((long)x * 3 >> 1);
    out[8 * i + 5] = (int)f[i];
    out[8 * i + 6] = (int)(uint)(f[i] > 0 ? f[i] : -f[i]);
    out[8 * i + 7] = (x > 0) + (x == 0) * 2;
    fout[3 * i + 0] = (float)x;
    fout[3 * i + 1] = (float)(uint)x;
    fout[3 * i + 2] = (float)(long)x * 0.5f;
}
