// Row-major matrix multiply C = A x B, one work-item per element of C.
__kernel void mm(__global const float* A, __global const float* B, __global float* C, int N) {
  int row = get_global_id(1);
  int col = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < N; k++) {
    acc += A[row * N + k] * B[k * N + col];
  }
  C[row * N + col] = acc;
}
