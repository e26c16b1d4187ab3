// float4 arithmetic and geometric builtins: dot, cross, length, distance, fmin/fmax, mad.
__kernel void float4_math(__global const float4 *a, __global const float4 *b, __global float4 *out, __global float *s)
{
    int i = get_global_id(0);
    float4 x = a[i], y = b[i];
    out[3 * i + 0] = x * y + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    out[3 * i + 1] = fmax(x, y) - fmin(x, y) * 0.5f;
    out[3 * i + 2] = cross(x, y);
    s[3 * i + 0] = dot(x, y);
    s[3 * i + 1] = length(x);
    s[3 * i + 2] = distance(x, y);
}
