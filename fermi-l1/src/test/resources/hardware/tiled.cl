// Matrix multiply through 16 x 16 local tiles (n a multiple of 16, work-groups of 16 x 16).
#define T 16
__kernel void mm_tiled(__global float *a, __global float *b, __global float *c, int n) {
    __local float as[T][T];
    __local float bs[T][T];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int col = get_global_id(0);
    int row = get_global_id(1);
    float s = 0.0f;
    for (int t = 0; t < n; t += T) {
        as[ly][lx] = a[row * n + t + lx];
        bs[ly][lx] = b[(t + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < T; k++) {
            s += as[ly][k] * bs[k][lx];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = s;
}

// A local-memory tree reduction: each work-item loads two floats once.
__kernel void reduce(__global float *in, __global float *out) {
    __local float part[256];
    int l = get_local_id(0);
    size_t g = get_group_id(0) * 512 + l;
    part[l] = in[g] + in[g + 256];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 128; s > 0; s >>= 1) {
        if (l < s) {
            part[l] += part[l + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) {
        out[get_group_id(0)] = part[0];
    }
}
