// Relational operators, the ternary operator and select() on scalars and vectors.
__kernel void compares_select(__global const int *a, __global const float *f, __global int *out, __global float *fout)
{
    int i = get_global_id(0);
    int x = a[i], y = a[(i + 1) % get_global_size(0)];
    float u = f[i], v = f[(i + 3) % get_global_size(0)];
    out[6 * i + 0] = (x < y) | ((x <= y) << 1) | ((x > y) << 2) | ((x >= y) << 3) | ((x == y) << 4) | ((x != y) << 5);
    out[6 * i + 1] = ((uint)x < (uint)y) ? 1 : 0;
    out[6 * i + 2] = (u < v) + (u == v) * 2 + (u > v) * 4;
    out[6 * i + 3] = select(x, y, x < y);
    int4 p = (int4)(x, y, -x, -y);
    int4 q = (int4)(y, x, y, x);
    int4 s = select(p, q, p > q);
    out[6 * i + 4] = s.x + s.y * 3 + s.z * 5 + s.w * 7;
    out[6 * i + 5] = isless(u, v) + isgreaterequal(u, v) * 2;
    fout[i] = select(u, v, (int)(u < v));
}
