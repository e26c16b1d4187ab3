// Vector comparisons give -1/0 lanes; any(), all(), bitselect() and vector select with a mask.
__kernel void vector_relational(__global const float4 *a, __global const float4 *b, __global int4 *masks,
                                __global int *summary, __global float4 *picked)
{
    int i = get_global_id(0);
    float4 x = a[i], y = b[i];
    int4 lt = x < y;
    masks[i] = lt + (x == y) * 2;
    summary[2 * i] = any(lt) + 2 * all(lt);
    summary[2 * i + 1] = any(convert_int4(x) > 0) + 2 * all((int4)(1, 2, 3, 4) > 0);
    picked[2 * i] = select(x, y, lt);
    picked[2 * i + 1] = as_float4(bitselect(as_uint4(x), as_uint4(y), (uint4)(0xFFFF0000u)));
}
