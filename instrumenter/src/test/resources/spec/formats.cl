// Values whose printed forms exercise the dump format: %g floats of every magnitude, signed chars, ulongs.
__kernel void formats(__global const float *x, __global float *f, __global double *d, __global char *c,
                      __global ulong *u, __global short *h)
{
    int i = get_global_id(0);
    float v = x[i];
    f[i] = v / 3.0f;
    d[i] = (double)v * 1e-7;
    c[i] = (char)(i * 37);
    u[i] = (ulong)i * 0x1000000000000001ul + 18446744073709551000ul;
    h[i] = (short)(-i * 1000);
}
