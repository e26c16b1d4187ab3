// Batched radix-2 decimation-in-time FFT of complex float2 signals: a bit-reversal permutation, then one launch
// per butterfly stage (log2 n launches): the spectral-methods dwarf.

__kernel void fft_bit_reverse(__global const float2 *in, __global float2 *out, uint log2n)
{
    uint gid = get_global_id(0);
    uint n = 1u << log2n;
    uint signal = gid >> log2n;
    uint i = gid & (n - 1u);
    uint r = 0;
    for (uint b = 0; b < log2n; b++) {
        r = (r << 1) | ((i >> b) & 1u);
    }
    out[signal * n + r] = in[gid];
}

// Butterflies of one stage: span = 2 * half; work-item k of a signal combines elements lo and lo + half.
__kernel void fft_radix2_stage(__global float2 *data, uint log2n, uint half_span)
{
    uint gid = get_global_id(0);
    uint n = 1u << log2n;
    uint per_signal = n >> 1;
    uint signal = gid / per_signal;
    uint k = gid % per_signal;
    uint j = k % half_span;
    uint lo = signal * n + (k / half_span) * (2u * half_span) + j;
    uint hi = lo + half_span;
    // twiddle w = exp(-2 pi i j / (2 half)) = cospi(-j/half) + i sinpi(-j/half)
    float a = -(float)j / (float)half_span;
    float wr = cospi(a);
    float wi = sinpi(a);
    float2 u = data[lo];
    float2 v = data[hi];
    float2 t = (float2)(v.x * wr - v.y * wi, v.x * wi + v.y * wr);
    data[lo] = u + t;
    data[hi] = u - t;
}
