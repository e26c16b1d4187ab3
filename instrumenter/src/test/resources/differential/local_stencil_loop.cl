// Iterated 1-D stencil in __local memory: two barriers inside a loop, double-buffered.
__kernel void local_stencil_loop(__global float *data, __local float *buf0, __local float *buf1, int iterations)
{
    int lid = get_local_id(0), n = get_local_size(0);
    int gid = get_global_id(0);
    buf0[lid] = data[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    __local float *src = buf0, *dst = buf1;
    for (int it = 0; it < iterations; it++) {
        float left = src[(lid + n - 1) % n], right = src[(lid + 1) % n];
        dst[lid] = 0.25f * left + 0.5f * src[lid] + 0.25f * right;
        barrier(CLK_LOCAL_MEM_FENCE);
        __local float *t = src; src = dst; dst = t;
    }
    data[gid] = src[lid];
}
