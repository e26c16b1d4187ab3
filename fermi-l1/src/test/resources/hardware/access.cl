// One-dimensional access patterns for the H100 L1 validation (cases.txt). Every index is computed from ids and
// integer arguments, never read from a buffer, so the buffers' contents do not change which addresses are read.

// Each float read once: no reuse inside or across warps.
__kernel void copy(__global float *in, __global float *out) {
    size_t i = get_global_id(0);
    out[i] = in[i];
}

// Reads shifted by off floats: a warp's 128 bytes straddle a sector boundary unless off is a multiple of 8, and
// the straddled sector is the next warp's first.
__kernel void offset_read(__global float *in, __global float *out, int off) {
    size_t i = get_global_id(0);
    out[i] = in[i + off];
}

// Work-item i reads float i * stride.
__kernel void strided(__global float *in, __global float *out, int stride) {
    size_t i = get_global_id(0);
    out[i] = in[i * stride];
}

// Every work-item of a group reads the group's float: one sector per warp instruction.
__kernel void broadcast(__global float *in, __global float *out) {
    out[get_global_id(0)] = in[get_group_id(0)];
}

// reps pseudo-random reads of a table of mask + 1 floats (a linear congruential sequence per work-item).
__kernel void gather(__global float *in, __global float *out, int mask, int reps) {
    uint h = (uint) get_global_id(0);
    float s = 0.0f;
    for (int r = 0; r < reps; r++) {
        h = h * 1664525u + 1013904223u;
        s += in[(h >> 8) & (uint) mask];
    }
    out[get_global_id(0)] = s;
}

// Every work-group sweeps the first `words` floats `passes` times, its work-items a float each per step.
__kernel void window(__global float *in, __global float *out, int words, int passes) {
    float s = 0.0f;
    for (int p = 0; p < passes; p++) {
        for (int j = get_local_id(0); j < words; j += get_local_size(0)) {
            s += in[j];
        }
    }
    out[get_global_id(0)] = s;
}

// A three-point stencil on the floats 1 .. global size.
__kernel void stencil1d(__global float *in, __global float *out) {
    size_t i = get_global_id(0) + 1;
    out[i] = in[i - 1] + in[i] + in[i + 1];
}

// Work-item t of the group walks down a column of a row-major matrix with rows of n floats, `passes` times:
// rows * 128 bytes a warp, at a stride of n * 4 bytes.
__kernel void colwalk(__global float *in, __global float *out, int n, int rows, int passes) {
    int t = get_local_id(0);
    float s = 0.0f;
    for (int p = 0; p < passes; p++) {
        for (int r = 0; r < rows; r++) {
            s += in[r * n + t];
        }
    }
    out[get_global_id(0)] = s;
}

// float4 copy: 512 bytes a warp.
__kernel void copy4(__global float4 *in, __global float4 *out) {
    size_t i = get_global_id(0);
    out[i] = in[i];
}

// All pairs: every work-item reads all n float4 positions in order (the same one across the warp at each step).
__kernel void allpairs(__global float4 *pos, __global float4 *acc, int n) {
    size_t i = get_global_id(0);
    float4 p = pos[i];
    float4 a = (float4)(0.0f);
    for (int j = 0; j < n; j++) {
        float4 d = pos[j] - p;
        a += d * (d.w + 0.5f);
    }
    acc[i] = a;
}

// Every work-group sweeps `lines` 128-byte lines `passes` times, reading one float (one sector) of each: whether
// the L1 holds lines or sectors.
__kernel void window_sparse(__global float *in, __global float *out, int lines, int passes) {
    float s = 0.0f;
    for (int p = 0; p < passes; p++) {
        for (int j = get_local_id(0); j < lines; j += get_local_size(0)) {
            s += in[j * 32];
        }
    }
    out[get_global_id(0)] = s;
}
