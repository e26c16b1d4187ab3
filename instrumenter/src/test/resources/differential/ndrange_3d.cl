// A 3-D NDRange with offsets: linearised ids and a small 3-D box filter on a volume.
__kernel void ndrange_3d(__global const float *vol, __global float *out, __global int *ids)
{
    int x = get_global_id(0) - get_global_offset(0);
    int y = get_global_id(1) - get_global_offset(1);
    int z = get_global_id(2) - get_global_offset(2);
    int nx = get_global_size(0), ny = get_global_size(1), nz = get_global_size(2);
    int idx = (z * ny + y) * nx + x;
    float s = 0.0f;
    for (int dz = -1; dz <= 1; dz++)
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int xx = clamp(x + dx, 0, nx - 1), yy = clamp(y + dy, 0, ny - 1), zz = clamp(z + dz, 0, nz - 1);
                s += vol[(zz * ny + yy) * nx + xx];
            }
    out[idx] = s / 27.0f;
    ids[2 * idx] = get_local_id(2) * 100 + get_local_id(1) * 10 + get_local_id(0);
    ids[2 * idx + 1] = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0)
                       + 1000 * get_work_dim() + 10000 * (int)get_global_offset(2);
}
