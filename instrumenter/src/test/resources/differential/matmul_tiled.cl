// Tiled matrix multiplication C = A*B with 8x8 tiles in __local memory (barriers inside the tile loop).
#define TILE 8
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, int n)
{
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    int row = get_global_id(1), col = get_global_id(0);
    int ly = get_local_id(1), lx = get_local_id(0);
    float acc = 0.0f;
    for (int t = 0; t < n / TILE; t++) {
        As[ly][lx] = A[row * n + t * TILE + lx];
        Bs[ly][lx] = B[(t * TILE + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; k++)
            acc += As[ly][k] * Bs[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * n + col] = acc;
}
