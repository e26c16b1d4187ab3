// Dasgupta's three GT200 micro-benchmarks for the memory-transaction extension of the MWP/CWP model (Georgia Tech):
// every warp issues 400 global load requests, which compute capability 1.3 coalesces into one transaction per
// half-warp, of 32, 64 and 128 bytes respectively, so 800 transactions per warp. Their exact source was not found;
// these kernels do what the study describes: lane i of a half-warp reads word i of one aligned 16-word run, words of
// 2, 4 and 8 bytes (a run of 32, 64 or 128 bytes: the 64 or 128-byte segment shrinks to the half it uses, or stays
// 128 bytes), and the next request of the work-item is one global size further on. The sum is stored only when it
// equals ~0, which the inputs never make it, so the loads stay live and a warp's only memory requests are its 400
// loads.
// Launch (dasgupta.json): 30 blocks of 256 work-items (one block per GT200 SM), reps 400; in holds global * reps words.

#define DASGUPTA(NAME, T)                                                        \
__kernel void NAME(__global const T *in, __global T *out, uint reps) {          \
    size_t g = get_global_id(0);                                                 \
    size_t n = get_global_size(0);                                               \
    T s = 0;                                                                     \
    size_t i = g;                                                                \
    for (uint r = 0; r < reps; r++) {                                            \
        s += in[i];                                                              \
        i += n;                                                                  \
    }                                                                            \
    if (s == (T) ~(T) 0) {                                                       \
        out[g] = s;                                                              \
    }                                                                            \
}

DASGUPTA(dasgupta32, ushort)
DASGUPTA(dasgupta64, uint)
DASGUPTA(dasgupta128, ulong)
