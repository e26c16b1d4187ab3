// Work-group sum reduction through __local memory with barriers.
__kernel void reduce(__global const float *in, __global float *partial, __local float *scratch)
{
    int lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) {
            scratch[lid] += scratch[lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[get_group_id(0)] = scratch[0];
    }
}

__kernel void tile_sum(__global const int *in, __global int *out)
{
    __local int tile[64];
    int lid = get_local_id(0);
    tile[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        int s = 0;
        for (int i = 0; i < 64; i++) {
            s += tile[i];
        }
        out[get_group_id(0)] = s;
    }
}
