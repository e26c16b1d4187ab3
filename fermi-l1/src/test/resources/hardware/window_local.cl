// The window sweep of access.cl beside a static local array, so that the shared-memory carve-out the driver
// chooses for the kernel leaves a smaller L1. LOCAL_FLOATS is set per kernel below.
#define SWEEP(name, LOCAL_FLOATS) \
__kernel void name(__global float *in, __global float *out, int words, int passes) { \
    __local float pad[LOCAL_FLOATS]; \
    int l = get_local_id(0); \
    for (int k = l; k < LOCAL_FLOATS; k += get_local_size(0)) pad[k] = (float) k; \
    barrier(CLK_LOCAL_MEM_FENCE); \
    float s = pad[(l * 7) % LOCAL_FLOATS]; \
    for (int p = 0; p < passes; p++) { \
        for (int j = l; j < words; j += get_local_size(0)) { \
            s += in[j]; \
        } \
    } \
    out[get_global_id(0)] = s; \
}
SWEEP(window_l16k, 4096)
SWEEP(window_l32k, 8192)
SWEEP(window_l48k, 12288)
