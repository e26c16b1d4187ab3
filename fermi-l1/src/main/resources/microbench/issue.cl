// Micro-benchmark for the issue cycles per warp instruction (issueCycles): arithmetic only, no memory instruction
// inside the loop, so the time is instructions x issue cycles x warps per SM / SMs.
// Launch (issue.json): 120 blocks of 256 work-items, reps 64 (raise both for steadier native times).
__kernel void issue(__global float *out, uint reps) {
    size_t g = get_global_id(0);
    float a = (float) g;
    float b = 1.0001f;
    for (uint r = 0; r < reps; r++) {
        a = a * b + 0.5f;
        b = b * a - 0.25f;
    }
    out[g] = a + b;
}
