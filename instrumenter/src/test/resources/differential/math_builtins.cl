// Floating-point math builtins over moderate arguments (all within OpenCL's few-ulp error bounds).
__kernel void math_builtins(__global const float *x, __global const float *y, __global float *out)
{
    int i = get_global_id(0);
    float a = x[i], b = y[i];
    float r[16];
    r[0] = sqrt(a);
    r[1] = exp(b);
    r[2] = log(a);
    r[3] = sin(b);
    r[4] = cos(b);
    r[5] = pow(a, 0.75f);
    r[6] = fmod(a, b);
    r[7] = floor(b) + ceil(a) * 3.0f;
    r[8] = round(b * 2.0f) + trunc(-a);
    r[9] = fma(a, b, 1.0f);
    r[10] = hypot(a, b);
    r[11] = atan2(b, a);
    r[12] = fabs(b) + copysign(2.0f, b);
    r[13] = exp2(b) + log2(a);
    r[14] = tanh(b);
    r[15] = rint(a * 0.5f) + native_recip(4.0f) * 0.0f;
    for (int k = 0; k < 16; k++)
        out[16 * i + k] = r[k];
}
