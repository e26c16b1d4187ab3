// Micro-benchmark for the cost of a shared-memory bank conflict (sharedReplayCycles).
// Lane i reads local word 2 * i: with 4-byte banks two lanes of a warp share each even bank, a 2-way conflict on
// every read (16 banks of a half-warp on GT200 and 32 banks on Fermi alike). Compare with stride 1 (conflict-free).
// Launch (bank_conflicts.json): 120 blocks of 256 work-items, local buffer of 512 floats, stride 2, reps 64.
__kernel void bank_conflicts(__global float *out, __local float *tile, uint stride, uint reps) {
    size_t l = get_local_id(0);
    tile[l] = (float) l;
    tile[l + 256] = (float) l;
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (uint r = 0; r < reps; r++) {
        s += tile[(l * stride + r) % 512];
    }
    out[get_global_id(0)] = s;
}
