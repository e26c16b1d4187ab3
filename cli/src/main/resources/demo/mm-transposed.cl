// Matrix multiply with the work-item mapping swapped: consecutive work-items walk down a column of C, so
// their loads of B and stores of C are strided by N floats (uncoalesced).
__kernel void mm(__global const float* A, __global const float* B, __global float* C, int N) {
  int row = get_global_id(0);
  int col = get_global_id(1);
  float acc = 0.0f;
  for (int k = 0; k < N; k++) {
    acc += A[row * N + k] * B[k * N + col];
  }
  C[row * N + col] = acc;
}
