// Calls to user functions that are not inlined, passing pointers, vectors and structs.
typedef struct { int lo; int hi; } pair_t;

__attribute__((noinline)) int gcd(int a, int b)
{
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a;
}

__attribute__((noinline)) void minmax(__global const int *v, int n, int *lo, int *hi)
{
    *lo = v[0]; *hi = v[0];
    for (int k = 1; k < n; k++) { *lo = min(*lo, v[k]); *hi = max(*hi, v[k]); }
}

__attribute__((noinline)) pair_t swap(pair_t p)
{
    pair_t q = { p.hi, p.lo };
    return q;
}

__attribute__((noinline)) float4 scale(float4 v, float s) { return v * s; }

__kernel void user_functions(__global const int *a, __global int *out, __global float *fout)
{
    int i = get_global_id(0);
    int lo, hi;
    minmax(a + i, 4, &lo, &hi);
    pair_t p = { lo, hi };
    pair_t q = swap(p);
    out[4 * i + 0] = gcd(a[i] > 0 ? a[i] : 1, 36);
    out[4 * i + 1] = lo;
    out[4 * i + 2] = hi;
    out[4 * i + 3] = q.lo - q.hi;
    float4 v = scale((float4)(1.0f, 2.0f, 3.0f, (float)i), 0.5f);
    fout[i] = v.x + v.y + v.z + v.w;
}
