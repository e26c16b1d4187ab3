__kernel void mm(__global const float* A, __global const float* B, __global float* C, int N) {
  int r = get_global_id(1), c = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < N; k++) acc += A[r*N+k] * B[k*N+c];
  C[r*N+c] = acc;
}

__kernel void reduce(__global const int* in, __global int* out, __local int* tmp) {
  int l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = tmp[0];
}

int helper(int x, int y) { return x * 3 + y; }

__constant int table[4] = {10, 20, 30, 40};

__kernel void misc(__global int* out, __global const int* in) {
  int i = get_global_id(0);
  int v = in[i];
  int acc = 0;
  switch (v & 3) { case 0: acc = 1; break; case 1: acc = 7; break; case 2: acc = -5; break; default: acc = 100; }
  int priv[8];
  for (int j = 0; j < 8; j++) priv[j] = v * j;
  acc += priv[v & 7] + helper(v, i) + table[i & 3];
  acc += (int)(v / 3) + (v % 5) + ((unsigned)v >> 1);
  atomic_add(&out[64], 1);
  out[i] = acc;
}

__kernel void vec(__global float4* a, __global float* b) {
  int i = get_global_id(0);
  float4 x = a[i];
  float4 y = x * 2.0f + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  b[i] = y.x + y.y + y.z + y.w;
  vstore4(y.wzyx, i, b + 64);
}

__kernel void oob(__global int* out) {
  out[get_global_id(0) + 4] = 1;
}

__kernel void diverge(__global int* out) {
  if (get_local_id(0) == 0) return;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = 1;
}

__kernel void spin(__global int* out) {
  int x = 0;
  while (out[0] == 0) { x++; }
  out[1] = x;
}

__kernel void image(__read_only image2d_t img, __global int* out) {
  out[0] = get_image_width(img);
}
