// 32-bit global atomics whose final values do not depend on the order of work-items.
__kernel void atomics_global32(__global const int *a, __global int *acc, __global uint *uacc, __global int *slots)
{
    int i = get_global_id(0);
    int x = a[i];
    atomic_add(&acc[0], x);
    atomic_sub(&acc[1], x);
    atomic_inc(&acc[2]);
    atomic_dec(&acc[3]);
    atomic_max(&acc[4], x);
    atomic_min(&acc[5], x);
    atomic_and(&uacc[0], (uint)x | 0xF0000000u);
    atomic_or(&uacc[1], 1u << (i & 31));
    atomic_xor(&uacc[2], (uint)x);
    atomic_max(&uacc[3], (uint)x);
    atomic_xchg(&acc[6], 12345);                       // every item writes the same value
    int old = atomic_cmpxchg(&slots[i], 0, x + 1);     // own slot: always succeeds
    slots[i + get_global_size(0)] = old;
}
