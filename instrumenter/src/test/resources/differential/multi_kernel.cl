// Several kernels sharing buffers across invocations: init, then two accumulation passes, then a finish.
__kernel void init(__global int *acc, int base)
{
    int i = get_global_id(0);
    acc[i] = base + i;
}

__kernel void accumulate(__global int *acc, __global const int *delta, int scale)
{
    int i = get_global_id(0);
    acc[i] = acc[i] * scale + delta[i % 8];
}

__kernel void finish(__global const int *acc, __global long *total)
{
    if (get_global_id(0) == 0) {
        long s = 0;
        for (int k = 0; k < 64; k++)
            s += acc[k];
        total[0] = s;
    }
}
