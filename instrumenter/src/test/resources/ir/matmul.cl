// Naive matrix multiply: C = A * B for n x n row-major matrices.
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, const int n)
{
    int row = get_global_id(1);
    int col = get_global_id(0);
    float sum = 0.0f;
    for (int k = 0; k < n; k++) {
        sum += a[row * n + k] * b[k * n + col];
    }
    c[row * n + col] = sum;
}
