// Micro-benchmark for the departure delay of 128-byte transactions (delay128).
// Unit-stride 8-byte words (ulong, so the compiler keeps one 8-byte load): a half-warp reads 128 contiguous bytes,
// so a warp load is 2 transactions of 128 bytes (fermi coalescing: 8-byte accesses per half-warp, 2 lines).
// Launch (seg128.json): 120 blocks of 256 work-items, reps 8; in holds global * reps ulongs.
__kernel void seg128(__global const ulong *in, __global uint *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    ulong s = 0;
    for (uint r = 0; r < reps; r++) {
        s ^= in[g + r * n];
    }
    out[g] = (uint) (s ^ (s >> 32));
}
