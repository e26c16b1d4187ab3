// Helper functions that survive optimisation, atomics and a private array.
__attribute__((noinline)) float square(float x)
{
    return x * x;
}

__attribute__((noinline)) int clampi(int x, int lo, int hi)
{
    return x < lo ? lo : (x > hi ? hi : x);
}

__kernel void histogram(__global const float *data, __global int *bins, volatile __global int *total, int nbins)
{
    int i = get_global_id(0);
    int b = clampi((int) (square(data[i]) * nbins), 0, nbins - 1);
    atomic_add(&bins[b], 1);
    atomic_inc(total);
}

__kernel void private_array(__global const int *in, __global int *out, int k)
{
    int window[16];
    int i = get_global_id(0);
    for (int j = 0; j < 16; j++) {
        window[j] = in[i + j] * j;
    }
    out[i] = window[k & 15] + window[(k + 3) & 15];
}

__kernel void half_consts(__global half *h, __global float *f)
{
    int i = get_global_id(0);
    vstore_half(vload_half(i, h) * 1.5f + 0.1f, i, h);
    f[i] = 1.0e-40f + 3.0f;
}
