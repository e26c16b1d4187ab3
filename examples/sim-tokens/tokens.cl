// Touches every kind of argument a .sim file can describe.
__kernel void tokens(__global const uchar *bytes, __global const int *ramp, __global float *halves,
                     __global uint *out, __constant short *table, __local int *scratch,
                     __global int *unused, int bias, float4 weights)
{
    int i = get_global_id(0);
    scratch[get_local_id(0)] = ramp[i] + table[i % 4];
    barrier(CLK_LOCAL_MEM_FENCE);
    float w = weights.x + weights.y + weights.z + weights.w;
    out[i] = (uint)(bytes[i] + scratch[get_local_id(0)] + bias) + (uint)(halves[i] * w);
    if (unused)
        unused[i] = -1;
}
