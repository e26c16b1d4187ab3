// Kernels for the instruction-count comparison with Oclgrind: local-memory stencil, vectors, atomics, helpers.
#define R 2
__kernel void stencil(__global const float* in, __global float* out, __local float* tile, int n) {
  int g = get_global_id(0), l = get_local_id(0), ls = get_local_size(0);
  tile[l + R] = in[g];
  if (l < R) {
    tile[l] = g >= R ? in[g - R] : 0.0f;
    tile[l + ls + R] = g + ls < n ? in[g + ls] : 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int k = -R; k <= R; k++) acc += tile[l + R + k] * (k == 0 ? 0.5f : 0.125f);
  out[g] = acc;
}

static int classify(int v) {
  switch (v % 5) {
    case 0: return v * 2;
    case 1: return v - 7;
    case 3: return v ^ 0x55;
    default: return -v;
  }
}

__kernel void branches(__global const int* in, __global int* out, __global int* hist) {
  int i = get_global_id(0);
  int v = in[i];
  int acc = 0;
  for (int j = 0; j < (v & 7); j++) acc += classify(v + j);
  if (acc > 100) atomic_inc(&hist[0]); else atomic_add(&hist[1], acc & 3);
  out[i] = acc;
}

__kernel void vectors(__global const float* a, __global float* b, __global int4* c) {
  int i = get_global_id(0);
  float4 x = vload4(i, a);
  float4 y = sqrt(fabs(x)) + x * x;
  vstore4(y, i, b);
  int4 m = convert_int4(x * 10.0f);
  c[i] = m.wzyx + (int4)(i);
}
