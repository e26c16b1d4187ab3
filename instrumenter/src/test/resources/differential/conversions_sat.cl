// convert_* with saturation and explicit rounding modes, scalar and vector.
__kernel void conversions_sat(__global const float *f, __global const int *n, __global int *out, __global float *fout)
{
    int i = get_global_id(0);
    float x = f[i];
    int m = n[i];
    out[10 * i + 0] = convert_uchar_sat(x);
    out[10 * i + 1] = convert_char_sat(x);
    out[10 * i + 2] = convert_short_sat(x * 1000.0f);
    out[10 * i + 3] = convert_int_rte(x);
    out[10 * i + 4] = convert_int_rtz(x);
    out[10 * i + 5] = convert_int_rtp(x);
    out[10 * i + 6] = convert_int_rtn(x);
    out[10 * i + 7] = convert_ushort_sat(m);
    out[10 * i + 8] = convert_char_sat(m);
    int4 v = convert_int4_sat((float4)(x, -x, x * 1e10f, -x * 1e10f));
    out[10 * i + 9] = v.x ^ v.y ^ (v.z >> 8) ^ (v.w >> 9);
    fout[3 * i + 0] = convert_float(m);
    fout[3 * i + 1] = convert_float((uint)m);
    fout[3 * i + 2] = convert_float(m * 3) - x;
}
