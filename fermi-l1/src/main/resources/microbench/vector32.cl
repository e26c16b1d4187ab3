// Micro-benchmark for the departure delay of 32-byte transactions of vector (8-byte) accesses (delayVector32).
// Each lane reads one ulong 128 bytes from its neighbour's: every 8-byte access shrinks its segment to 32 bytes,
// so a warp load is 32 vector transactions of 32 bytes (fermi coalescing: 32 lines).
// Launch (vector32.json): 120 blocks of 256 work-items, reps 8; in holds 16 * global * reps ulongs.
__kernel void vector32(__global const ulong *in, __global uint *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    ulong s = 0;
    for (uint r = 0; r < reps; r++) {
        s ^= in[(g + r * n) * 16];
    }
    out[g] = (uint) (s ^ (s >> 32));
}
