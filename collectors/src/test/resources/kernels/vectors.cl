// One float4 loaded and stored per work-item, through the builtins and through a float4 pointer.
__kernel void builtins(__global const float *in, __global float *out)
{
    size_t i = get_global_id(0);
    vstore4(vload4(i, in), i, out);
}

__kernel void pointers(__global const float4 *in, __global float4 *out)
{
    size_t i = get_global_id(0);
    out[i] = in[i];
}
