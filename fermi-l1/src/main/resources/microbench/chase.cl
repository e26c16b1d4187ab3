// Micro-benchmark for memory latency at each level of the hierarchy (baseLatency on GPUs with caches).
// chase_init links element i to (i + stride) mod n; chase then follows the chain from 0 with one work-item, so
// exactly one load is in flight at a time: time per step = load latency + the loop's few dependent instructions.
// With an odd stride the chain visits every element before it repeats. The level served is set by the footprint of
// the elements visited: under the L1 (16 KB), between L1 and L2 (4 MB), or far beyond the L2 (h100/latency-*.json).
__kernel void chase_init(__global uint *next, uint stride, uint n) {
    uint i = get_global_id(0);
    next[i] = (uint) (((ulong) i + stride) % n);
}

__kernel void chase(__global const uint *next, __global uint *out, uint steps) {
    uint i = 0;
    for (uint s = 0; s < steps; s++) {
        i = next[i];
    }
    out[0] = i;
}
