// Micro-benchmark for the departure delay of 128-byte transactions (delay128).
// Unit-stride float2: a half-warp reads 128 contiguous bytes, so a warp load is 2 transactions of 128 bytes
// (fermi coalescing: 8-byte accesses per half-warp, 2 lines).
// Launch: many blocks of 256 work-items; in holds global * reps float2.
__kernel void seg128(__global const float2 *in, __global float *out, uint reps) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float s = 0.0f;
    for (uint r = 0; r < reps; r++) {
        float2 v = in[g + r * n];
        s += v.x + v.y;
    }
    out[g] = s;
}
