// Two kernels sharing buffers: per-group partial sums, then every element divided by the total.
__kernel void partial_sums(__global const float *x, __global float *partial, __local float *tmp)
{
    int lid = get_local_id(0);
    tmp[lid] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            tmp[lid] += tmp[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = tmp[0];
}

__kernel void scale(__global float *x, __global const float *partial, int groups)
{
    float total = 0.0f;
    for (int g = 0; g < groups; g++)
        total += partial[g];
    x[get_global_id(0)] /= total;
}
