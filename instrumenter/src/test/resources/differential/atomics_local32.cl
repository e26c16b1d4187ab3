// A histogram in __local memory with atomic_inc, then merged into global memory with atomic_add. Bin 15 only
// takes atomic_max: mixing max with inc/add on one bin would make the result depend on the order they run in.
__kernel void atomics_local32(__global const uint *data, __global uint *hist, __local uint *bins)
{
    int lid = get_local_id(0);
    if (lid < 16)
        bins[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = data[get_global_id(0)];
    atomic_inc(&bins[v % 15]);
    atomic_add(&bins[(v >> 4) % 15], 2u);
    atomic_max(&bins[15], v >> 20);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 16)
        atomic_add(&hist[lid], bins[lid]);
}
