// abs() of the most negative value is defined in OpenCL C: abs(INT_MIN) is 2^31 as a uint. Feeding its int
// cast into further builtins checks that results are kept at their type's width.
__kernel void abs_int_min(__global const int *a, __global int *out)
{
    int i = get_global_id(0);
    int x = a[i];
    out[6 * i + 0] = (int)abs(x);
    out[6 * i + 1] = add_sat((int)abs(x), 4);
    out[6 * i + 2] = mul_hi((int)abs(x), 1000);
    out[6 * i + 3] = (int)abs(x) >> 4;
    out[6 * i + 4] = (int)(abs(x) >> 4);
    out[6 * i + 5] = (int)abs_diff(x, 1);
}
