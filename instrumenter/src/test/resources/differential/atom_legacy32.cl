#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_global_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable
// OpenCL 1.0 atom_* names for 32-bit global and local atomics.
__kernel void atom_legacy32(__global const int *a, __global int *acc, __local int *l)
{
    int lid = get_local_id(0);
    if (lid == 0) { l[0] = 0; l[1] = 0; }
    barrier(CLK_LOCAL_MEM_FENCE);
    atom_add(&l[0], a[get_global_id(0)]);
    atom_inc(&l[1]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        atom_add(&acc[0], l[0]);
        atom_add(&acc[1], l[1]);
    }
    atom_max(&acc[2], a[get_global_id(0)]);
    atom_xor(&acc[3], a[get_global_id(0)]);
}
