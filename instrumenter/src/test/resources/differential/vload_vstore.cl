// vloadn/vstoren at element offsets (unaligned to the vector size), and vload_half/vstore_half.
__kernel void vload_vstore(__global const float *in, __global float *out, __global const ushort *halves,
                           __global float *hout, __global ushort *hstore)
{
    int i = get_global_id(0);
    float4 v = vload4(0, in + i);              // overlapping, unaligned loads
    float2 w = vload2(i, in + 1);
    float3 t = vload3(i, in);
    vstore4(v * 2.0f + (float4)(w, t.z, t.x), i, out);
    vstore2(w, 0, out + 64 + 2 * i);
    hout[i] = vload_half(i, (__global const half *)halves);
    vstore_half(v.x * 0.5f, i, (__global half *)hstore);
}
