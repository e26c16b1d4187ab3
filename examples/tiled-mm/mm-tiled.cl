// Matrix multiply with TILE x TILE tiles of A and B staged in local memory. TILE is a build option
// (-DTILE=8): the work-group must be TILE x TILE, which `aiwc sweep --define TILE=@local.x` keeps true.
#ifndef TILE
#define TILE 16
#endif
__kernel void mm(__global const float* A, __global const float* B, __global float* C, int N) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++) {
      acc += As[ty][k] * Bs[k][tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}
