// Micro-benchmark for the departure delay of 64-byte transactions (delay64).
// Unit-stride floats: a half-warp reads 64 contiguous bytes, its 128-byte segment shrinks to the used half, so a
// warp load is 2 transactions of 64 bytes (fermi coalescing: one 128-byte line).
// Launch (seg64.json): 120 blocks of 256 work-items, reps 8; in holds global * reps floats.
__kernel void seg64(__global const float *in, __global float *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float s = 0.0f;
    for (uint r = 0; r < reps; r++) {
        s += in[g + r * n];
    }
    out[g] = s;
}
