// A private array indexed by constants that the kernel passes to a helper function: the characterisation pipeline
// (Oz) keeps the call, so the array stays in private memory (alloca, stores, the helper's loads); the GPU pipeline
// inlines the helper and keeps the array in registers.
float smooth(const float *taps, float v) {
    return 0.25f * taps[0] + 0.5f * v + 0.25f * taps[1] + taps[2];
}

// Updates data in place, so a launch that changed the buffer twice would be seen.
__kernel void relax(__global float *data, __global const float *bias, uint steps) {
    size_t g = get_global_id(0);
    float taps[3];
    taps[0] = bias[g % 8];
    taps[1] = data[g] * 2.0f;
    taps[2] = 0.0f;
    float v = data[g];
    for (uint s = 0; s < steps; s++) {
        taps[2] = (float) s;
        v = smooth(taps, v);
    }
    data[g] = v;
}
