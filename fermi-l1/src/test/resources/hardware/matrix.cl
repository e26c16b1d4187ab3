// Matrix kernels for the H100 L1 validation: n x n row-major floats, one work-item per output element.

__kernel void mm_naive(__global float *a, __global float *b, __global float *c, int n) {
    int col = get_global_id(0);
    int row = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * b[k * n + col];
    }
    c[row * n + col] = s;
}

// B given transposed: both operands walk along rows, so a warp reads 32 different rows of bt at each k.
__kernel void mm_bt(__global float *a, __global float *bt, __global float *c, int n) {
    int col = get_global_id(0);
    int row = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * bt[col * n + k];
    }
    c[row * n + col] = s;
}

// Row-major index swapped: work-item (x, y) computes c[x][y], so consecutive work-items write down a column.
__kernel void mm_swapped(__global float *a, __global float *b, __global float *c, int n) {
    int row = get_global_id(0);
    int col = get_global_id(1);
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        s += a[row * n + k] * b[k * n + col];
    }
    c[row * n + col] = s;
}

// Reads a row, writes a column.
__kernel void transpose_naive(__global float *in, __global float *out, int n) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    out[x * n + y] = in[y * n + x];
}

// Reads a column, writes a row.
__kernel void transpose_colread(__global float *in, __global float *out, int n) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    out[y * n + x] = in[x * n + y];
}

// Five-point stencil on the interior of an (n + 2) x (n + 2) grid.
__kernel void stencil2d(__global float *in, __global float *out, int n) {
    int x = get_global_id(0) + 1;
    int y = get_global_id(1) + 1;
    int w = n + 2;
    out[y * w + x] = in[(y - 1) * w + x] + in[y * w + x - 1] + in[y * w + x] + in[y * w + x + 1] + in[(y + 1) * w + x];
}

// Seven-point stencil on the interior of an (n + 2)^3 grid.
__kernel void stencil3d(__global float *in, __global float *out, int n) {
    int x = get_global_id(0) + 1;
    int y = get_global_id(1) + 1;
    int z = get_global_id(2) + 1;
    int w = n + 2;
    int i = (z * w + y) * w + x;
    out[i] = in[i - w * w] + in[i - w] + in[i - 1] + in[i] + in[i + 1] + in[i + w] + in[i + w * w];
}
