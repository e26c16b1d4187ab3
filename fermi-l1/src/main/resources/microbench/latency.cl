// Micro-benchmark for the MWP/CWP base memory latency (baseLatency).
// One work-item follows a chain of dependent loads: each address is the previous load's value, so exactly one
// request with one 32-byte transaction is in flight at a time. Time per step = base latency + loop issue cycles.
// Launch (latency.json): global 1, local 1; next[i] = i + 32 * 37 (a stride beyond any cache line), 256 steps.
__kernel void latency(__global const uint *next, __global uint *out, uint steps) {
    uint i = 0;
    for (uint s = 0; s < steps; s++) {
        i = next[i];
    }
    out[0] = i;
}
