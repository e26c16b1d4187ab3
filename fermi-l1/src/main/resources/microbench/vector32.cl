// Micro-benchmark for the departure delay of 32-byte transactions of vector accesses (delayVector32).
// Each lane reads one float2 128 bytes from its neighbour's: every 8-byte access shrinks its segment to 32 bytes,
// so a warp load is 32 vector transactions of 32 bytes (fermi coalescing: 32 lines).
// Launch: many blocks of 256 work-items; in holds 16 * global * reps float2.
__kernel void vector32(__global const float2 *in, __global float *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float s = 0.0f;
    for (uint r = 0; r < reps; r++) {
        float2 v = in[(g + r * n) * 16];
        s += v.x + v.y;
    }
    out[g] = s;
}
