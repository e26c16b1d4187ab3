// The bits of floats parsed from decimal text: each must be the float nearest the text (strtof), not the double
// nearest it rounded again to float.
__kernel void bits(__global const float *x, __global uint *u)
{
    int i = get_global_id(0);
    u[i] = as_uint(x[i]);
}
