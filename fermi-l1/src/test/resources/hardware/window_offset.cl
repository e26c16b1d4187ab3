// A window sweep that starts `offset` floats into its buffer (probes-2.txt): whether the
// H100's loss on a sweep exactly as large as its L1 depends on where the sweep lies against the set index.
__kernel void window_offset(__global float *in, __global float *out, int offset, int words, int passes) {
    float s = 0.0f;
    for (int p = 0; p < passes; p++) {
        for (int j = get_local_id(0); j < words; j += get_local_size(0)) {
            s += in[offset + j];
        }
    }
    out[get_global_id(0)] = s;
}
