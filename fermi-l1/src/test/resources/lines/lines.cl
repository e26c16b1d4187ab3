// The per-source-line view's test kernels (SourceLineViewTest); lines 6 to 14 and 19 are counted there.
// IR instructions per line after clang -O0 and opt Oz: 6 (get_local_id call) 1; 7 (address, load) 2;
// 8 (shift, address, load) 3; 9 (shift, address, store) 3; 10 (barrier) 1; 11 (compare, branch) 2;
// 12 (address, load, add, branch) 4; 13 (address, store) 2; 14 (return) 1; the phi joining y has no line (0).
__kernel void lines(__global const float *in, __global const float *far, __global float *out, __local float *tile) {
  size_t lid = get_local_id(0);
  float x = in[lid];
  float y = far[lid * 32];
  tile[lid * 2] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 8)
    y = y + tile[lid];
  out[lid] = y;
}

#include "twice.h"

__kernel void included(__global float *out) {
  out[get_global_id(0)] = twice(out[get_global_id(0)]);
}
