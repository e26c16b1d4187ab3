#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
// 64-bit atom_* atomics (cl_khr_int64_base/extended_atomics) on global memory.
__kernel void atomics_64(__global const long *a, __global long *acc, __global ulong *uacc)
{
    int i = get_global_id(0);
    long x = a[i];
    atom_add(&acc[0], x);
    atom_sub(&acc[1], x);
    atom_inc(&acc[2]);
    atom_max(&acc[3], x);
    atom_min(&acc[4], x);
    atom_or(&uacc[0], 1ul << (i & 63));
    atom_and(&uacc[1], ~(1ul << (i & 63)));
    atom_xor(&uacc[2], (ulong)x);
    atom_cmpxchg(&uacc[3], 0ul, 0ul);
}
