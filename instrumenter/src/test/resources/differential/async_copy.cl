// async_work_group_copy and async_work_group_strided_copy between global and local memory.
__kernel void async_copy(__global const int *in, __global int *out, __global int *strided, __local int *tile)
{
    int n = get_local_size(0);
    int g = get_group_id(0);
    event_t e = async_work_group_copy(tile, in + g * n, n, 0);
    wait_group_events(1, &e);
    int lid = get_local_id(0);
    int v = tile[lid] * 2 + tile[(lid + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t f = async_work_group_copy(out + g * n, tile, n, 0);
    wait_group_events(1, &f);
    event_t h = async_work_group_strided_copy(strided + g, tile, n / 2, get_num_groups(0), 0);
    wait_group_events(1, &h);
}
