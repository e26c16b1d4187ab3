// A 2-D NDRange with a global offset: every work-item function, written per item.
__kernel void ndrange_2d_offset(__global int *ids, int width)
{
    size_t x = get_global_id(0) - get_global_offset(0);
    size_t y = get_global_id(1) - get_global_offset(1);
    __global int *o = ids + 8 * (y * width + x);
    o[0] = get_global_id(0);
    o[1] = get_global_id(1);
    o[2] = get_local_id(0) + 100 * get_local_id(1);
    o[3] = get_group_id(0) + 100 * get_group_id(1);
    o[4] = get_num_groups(0) + 100 * get_num_groups(1);
    o[5] = get_global_offset(0) + 100 * get_global_offset(1);
    o[6] = get_work_dim();
    o[7] = get_global_size(0) * get_local_size(1);
}
