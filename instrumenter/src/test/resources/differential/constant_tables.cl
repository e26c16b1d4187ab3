// Program-scope __constant tables and a __constant kernel parameter.
__constant int primes[10] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
__constant float weights[4] = {0.125f, 0.25f, 0.5f, 1.0f};

__kernel void constant_tables(__constant int *coeff, __global const int *a, __global int *out, __global float *fout)
{
    int i = get_global_id(0);
    int x = a[i];
    out[i] = primes[x % 10] * coeff[i % 4] + primes[9 - (x % 10)];
    fout[i] = weights[x & 3] * (float)coeff[(x >> 2) & 3];
}
