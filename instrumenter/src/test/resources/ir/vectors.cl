// Vector types: float4 arithmetic and int3 shuffles.
__kernel void vec(__global const float4 *a, __global float4 *b, __global int3 *c, float s)
{
    int i = get_global_id(0);
    float4 v = a[i] * s + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    b[i] = v.wzyx;
    int3 w = c[i];
    c[i] = (int3)(w.z, w.x + 1, w.y * 2);
}
