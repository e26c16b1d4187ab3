// Hillis-Steele inclusive scan of ints in __local memory: read, barrier, write, barrier per step.
__kernel void prefix_scan(__global const int *in, __global int *out, __local int *tmp)
{
    int lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 1; off < n; off <<= 1) {
        int v = lid >= off ? tmp[lid - off] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        tmp[lid] += v;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = tmp[lid];
}
