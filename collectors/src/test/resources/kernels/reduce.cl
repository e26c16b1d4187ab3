// Work-group tree reduction in local memory, plus a data-dependent branch: barriers, branches, local memory.
__kernel void reduce(__global const int* in, __global int* out, __global int* flags, __local int* scratch)
{
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    int v = in[gid];
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) {
            scratch[lid] += scratch[lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        out[get_group_id(0)] = scratch[0];
    }
    if (v % 3 == 0) {
        flags[gid] = 1;
    }
}
