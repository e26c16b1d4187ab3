// c[i] = a[i] + b[i]
__kernel void vadd(__global const float *a, __global const float *b, __global float *c, const uint n)
{
    size_t i = get_global_id(0);
    if (i < n)
        c[i] = a[i] + b[i];
}
