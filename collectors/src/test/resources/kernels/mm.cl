// Naive row-major matrix multiply: work-item (i = row, j = column) computes C[i][j].
__kernel void mm(__global const float* A, __global const float* B, __global float* C, const int N)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    float acc = 0.0f;
    for (int k = 0; k < N; k++) {
        acc += A[i * N + k] * B[k * N + j];
    }
    C[i * N + j] = acc;
}
