// fixture-options: -cl-std=CL2.0
// OpenCL 2.0: C11-style atomics, the generic address space, program-scope globals, half and double
// constants, a packed struct, image and sampler arguments and printf.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef struct { int a; char b[3]; } __attribute__((packed)) packed_t;
__constant char msg[] = "value %d %f\n";
__global int counter = 5;
void add_generic(int *p, int v) { *p += v; }
__kernel void k2(__global atomic_int *ai, __global int *out, __global half *h, __global double *d, __local int *l, __global packed_t *pk, image2d_t img, sampler_t smp, __global float4 *fo)
{
    int i = get_global_id(0);
    int old = __opencl_atomic_fetch_add(ai, 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
    int exp = 0;
    __opencl_atomic_compare_exchange_strong(ai, &exp, 3, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE, __OPENCL_MEMORY_SCOPE_DEVICE);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
    int priv = old;
    add_generic(&priv, 2);
    add_generic(&out[i], 3);
    half x = h[i] * (half)1.5h + (half)0.1h;
    h[i] = x;
    d[i] = d[i] * 0.1 + 1e-310;
    l[get_local_id(0)] = priv + counter;
    counter++;
    pk[i].a = pk[i].b[1] + 7;
    fo[i] = read_imagef(img, smp, (int2)(i, 0));
    if (i == 0) printf(msg, old, (float)d[0]);
    out[i] += priv + l[0];
}
