// Micro-benchmark for the departure delay of 32-byte transactions (delay32).
// Each lane reads one float 128 bytes from its neighbour's: under the compute capability 1.2/1.3 protocol each
// lane's segment shrinks to 32 bytes, so a warp load is 32 transactions of 32 bytes (fermi coalescing: 32 lines).
// Launch (seg32.json): 120 blocks of 256 work-items, reps 8; in holds 32 * global * reps floats.
__kernel void seg32(__global const float *in, __global float *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float s = 0.0f;
    for (uint r = 0; r < reps; r++) {
        s += in[(g + r * n) * 32];
    }
    out[g] = s;
}
