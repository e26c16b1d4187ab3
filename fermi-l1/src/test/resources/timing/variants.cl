// Variants of ten computations, timed natively on an H100 (h100-times-*.csv) and predicted by the mwp-cwp model
// (TimeValidationTest). Each family computes one result in several ways; the specs (*.json) launch every variant
// in turn on shared buffers, so `aiwc time` checks each against the simulator.

// ---- matrix multiply, C = A B, n x n row-major
__kernel void mm_naive(__global const float *a, __global const float *b, __global float *c, int n) {
    int col = get_global_id(0), row = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * b[k * n + col];
    }
    c[row * n + col] = s;
}

// the same with the roles of the two ND-range dimensions swapped: lanes of a warp walk down a column of A and C
__kernel void mm_swapped(__global const float *a, __global const float *b, __global float *c, int n) {
    int row = get_global_id(0), col = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * b[k * n + col];
    }
    c[row * n + col] = s;
}

// B given transposed (bt = B^T): each lane reads a row of bt, so a warp's loads of bt are 32 rows apart
__kernel void mm_bt(__global const float *a, __global const float *bt, __global float *c, int n) {
    int col = get_global_id(0), row = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * bt[col * n + k];
    }
    c[row * n + col] = s;
}

#define TILE 16
__kernel void mm_tiled(__global const float *a, __global const float *b, __global float *c, int n) {
    __local float ta[TILE][TILE];
    __local float tb[TILE][TILE];
    int tx = get_local_id(0), ty = get_local_id(1);
    int col = get_global_id(0), row = get_global_id(1);
    float s = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        ta[ty][tx] = a[row * n + t + tx];
        tb[ty][tx] = b[(t + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++) {
            s += ta[ty][k] * tb[k][tx];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = s;
}

// four outputs per work-item, four rows apart (register blocking): the work-group is 16 x 4 for a 16 x 16 tile of C
__kernel void mm_reg4(__global const float *a, __global const float *b, __global float *c, int n) {
    int col = get_global_id(0), row = get_global_id(1) * 4;
    float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
    for (int k = 0; k < n; k++) {
        float bk = b[k * n + col];
        s0 += a[row * n + k] * bk;
        s1 += a[(row + 1) * n + k] * bk;
        s2 += a[(row + 2) * n + k] * bk;
        s3 += a[(row + 3) * n + k] * bk;
    }
    c[row * n + col] = s0;
    c[(row + 1) * n + col] = s1;
    c[(row + 2) * n + col] = s2;
    c[(row + 3) * n + col] = s3;
}

// ---- transpose, out = in^T, n x n
__kernel void tr_naive(__global const float *in, __global float *out, int n) {
    int x = get_global_id(0), y = get_global_id(1);
    out[x * n + y] = in[y * n + x];
}

// reads strided, writes coalesced
__kernel void tr_readstrided(__global const float *in, __global float *out, int n) {
    int x = get_global_id(0), y = get_global_id(1);
    out[y * n + x] = in[x * n + y];
}

__kernel void tr_local(__global const float *in, __global float *out, int n) {
    __local float tile[16][16];
    int tx = get_local_id(0), ty = get_local_id(1);
    int bx = get_group_id(0) * 16, by = get_group_id(1) * 16;
    tile[ty][tx] = in[(by + ty) * n + bx + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(bx + ty) * n + by + tx] = tile[tx][ty];
}

__kernel void tr_padded(__global const float *in, __global float *out, int n) {
    __local float tile[16][17];
    int tx = get_local_id(0), ty = get_local_id(1);
    int bx = get_group_id(0) * 16, by = get_group_id(1) * 16;
    tile[ty][tx] = in[(by + ty) * n + bx + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(bx + ty) * n + by + tx] = tile[tx][ty];
}

// ---- vector add, c = a + b
__kernel void vadd(__global const float *a, __global const float *b, __global float *c) {
    int i = get_global_id(0);
    c[i] = a[i] + b[i];
}

__kernel void vadd4(__global const float4 *a, __global const float4 *b, __global float4 *c) {
    int i = get_global_id(0);
    c[i] = a[i] + b[i];
}

// each work-item adds elements a grid apart (a grid-stride loop over n elements)
__kernel void vadd_loop(__global const float *a, __global const float *b, __global float *c, int n) {
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        c[i] = a[i] + b[i];
    }
}

// ---- reduction: each work-group of 256 sums its part of in into partial[group]
__kernel void red_interleaved(__global const float *in, __global float *partial, __local float *s) {
    int t = get_local_id(0);
    s[t] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 1; d < get_local_size(0); d *= 2) {
        if (t % (2 * d) == 0) {
            s[t] += s[t + d];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        partial[get_group_id(0)] = s[0];
    }
}

// interleaved addressing without divergence: thread t works on element 2 d t (bank conflicts instead)
__kernel void red_strided(__global const float *in, __global float *partial, __local float *s) {
    int t = get_local_id(0);
    s[t] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 1; d < get_local_size(0); d *= 2) {
        int i = 2 * d * t;
        if (i < get_local_size(0)) {
            s[i] += s[i + d];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        partial[get_group_id(0)] = s[0];
    }
}

__kernel void red_sequential(__global const float *in, __global float *partial, __local float *s) {
    int t = get_local_id(0);
    s[t] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = get_local_size(0) / 2; d > 0; d /= 2) {
        if (t < d) {
            s[t] += s[t + d];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        partial[get_group_id(0)] = s[0];
    }
}

// the first addition during the load: half the work-groups, each reading two blocks of 256
__kernel void red_firstadd(__global const float *in, __global float *partial, __local float *s) {
    int t = get_local_id(0);
    int i = get_group_id(0) * get_local_size(0) * 2 + t;
    s[t] = in[i] + in[i + get_local_size(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = get_local_size(0) / 2; d > 0; d /= 2) {
        if (t < d) {
            s[t] += s[t + d];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        partial[get_group_id(0)] = s[0];
    }
}

// ---- 5-point stencil on the interior of an n x n grid
__kernel void st_naive(__global const float *in, __global float *out, int n) {
    int x = get_global_id(0) + 1, y = get_global_id(1) + 1;
    out[y * n + x] = 0.2f * (in[y * n + x] + in[y * n + x - 1] + in[y * n + x + 1] + in[(y - 1) * n + x]
            + in[(y + 1) * n + x]);
}

// the same with a 16 x 16 tile and its halo in local memory
__kernel void st_local(__global const float *in, __global float *out, int n) {
    __local float t[18][18];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_global_id(0) + 1, y = get_global_id(1) + 1;
    t[ly + 1][lx + 1] = in[y * n + x];
    if (lx == 0) t[ly + 1][0] = in[y * n + x - 1];
    if (lx == 15) t[ly + 1][17] = in[y * n + x + 1];
    if (ly == 0) t[0][lx + 1] = in[(y - 1) * n + x];
    if (ly == 15) t[17][lx + 1] = in[(y + 1) * n + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[y * n + x] = 0.2f * (t[ly + 1][lx + 1] + t[ly + 1][lx] + t[ly + 1][lx + 2] + t[ly][lx + 1]
            + t[ly + 2][lx + 1]);
}

// ---- particles: p += v dt, as an array of structures (8 floats each) or a structure of arrays
typedef struct { float x, y, z, vx, vy, vz, m, pad; } particle;

__kernel void part_aos(__global particle *p, float dt) {
    int i = get_global_id(0);
    p[i].x += p[i].vx * dt;
    p[i].y += p[i].vy * dt;
    p[i].z += p[i].vz * dt;
}

__kernel void part_soa(__global float *x, __global float *y, __global float *z, __global const float *vx,
                       __global const float *vy, __global const float *vz, float dt) {
    int i = get_global_id(0);
    x[i] += vx[i] * dt;
    y[i] += vy[i] * dt;
    z[i] += vz[i] * dt;
}

// ---- matrix-vector product y = A x, n x n
// one row per work-item, A row-major: the lanes of a warp read 32 rows at once
__kernel void mv_rows(__global const float *a, __global const float *x, __global float *y, int n) {
    int r = get_global_id(0);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[r * n + k] * x[k];
    }
    y[r] = s;
}

// one row per work-item, A stored column-major (at = A^T): the lanes read consecutive words
__kernel void mv_cols(__global const float *at, __global const float *x, __global float *y, int n) {
    int r = get_global_id(0);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += at[k * n + r] * x[k];
    }
    y[r] = s;
}

// one work-group of 128 per row, A row-major, a tree reduction in local memory
__kernel void mv_group(__global const float *a, __global const float *x, __global float *y, int n,
                       __local float *s) {
    int r = get_group_id(0), t = get_local_id(0), w = get_local_size(0);
    float sum = 0.0f;
    for (int k = t; k < n; k += w) {
        sum += a[r * n + k] * x[k];
    }
    s[t] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = w / 2; d > 0; d /= 2) {
        if (t < d) {
            s[t] += s[t + d];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        y[r] = s[0];
    }
}

// ---- 1-D convolution with a 17-tap filter, out[i] = sum_j f[j] in[i + j]
__kernel void conv_global(__global const float *in, __global const float *f, __global float *out) {
    int i = get_global_id(0);
    float s = 0.0f;
    for (int j = 0; j < 17; j++) {
        s += f[j] * in[i + j];
    }
    out[i] = s;
}

__kernel void conv_constant(__global const float *in, __constant float *f, __global float *out) {
    int i = get_global_id(0);
    float s = 0.0f;
    for (int j = 0; j < 17; j++) {
        s += f[j] * in[i + j];
    }
    out[i] = s;
}

// the work-group's 256 + 16 inputs staged in local memory first
__kernel void conv_local(__global const float *in, __constant float *f, __global float *out) {
    __local float t[256 + 16];
    int l = get_local_id(0), i = get_global_id(0);
    t[l] = in[i];
    if (l < 16) {
        t[256 + l] = in[i + 256];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int j = 0; j < 17; j++) {
        s += f[j] * t[l + j];
    }
    out[i] = s;
}

// ---- all pairs: for each body, the sum over all n bodies of a softened inverse square (float4: x, y, z, mass)
__kernel void nb_naive(__global const float4 *pos, __global float4 *acc, int n) {
    int i = get_global_id(0);
    float4 p = pos[i];
    float3 a = (float3) (0.0f);
    for (int j = 0; j < n; j++) {
        float4 q = pos[j];
        float3 d = q.xyz - p.xyz;
        float r2 = dot(d, d) + 0.01f;
        float inv = rsqrt(r2);
        a += d * (q.w * inv * inv * inv);
    }
    acc[i] = (float4) (a, 0.0f);
}

__kernel void nb_local(__global const float4 *pos, __global float4 *acc, int n, __local float4 *tile) {
    int i = get_global_id(0), l = get_local_id(0), w = get_local_size(0);
    float4 p = pos[i];
    float3 a = (float3) (0.0f);
    for (int t = 0; t < n; t += w) {
        tile[l] = pos[t + l];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < w; j++) {
            float4 q = tile[j];
            float3 d = q.xyz - p.xyz;
            float r2 = dot(d, d) + 0.01f;
            float inv = rsqrt(r2);
            a += d * (q.w * inv * inv * inv);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc[i] = (float4) (a, 0.0f);
}

// ---- polynomial: 64 dependent multiply-adds per element (compute-bound), several work-group sizes
__kernel void poly(__global const float *in, __global float *out) {
    int i = get_global_id(0);
    float x = in[i], s = 0.0f;
    for (int k = 0; k < 64; k++) {
        s = s * x + 0.5f;
    }
    out[i] = s;
}

// ---- strided gather: out[i] = in[i * stride], several strides
__kernel void gather(__global const float *in, __global float *out, int stride) {
    int i = get_global_id(0);
    out[i] = in[i * stride];
}
