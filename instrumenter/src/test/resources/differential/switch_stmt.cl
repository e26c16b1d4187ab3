// switch with fall-through, default, and a dense and a sparse case set.
__kernel void switch_stmt(__global const int *a, __global int *out)
{
    int i = get_global_id(0);
    int x = a[i], r = 0;
    switch (x & 7) {
    case 0: r += 10;
    case 1: r += 1; break;
    case 2: r = 22; break;
    case 3:
    case 4: r = x * 2; break;
    case 5: r = -x; break;
    default: r = 99;
    }
    int s;
    switch (x) {
    case -100: s = 1; break;
    case 1000: s = 2; break;
    case 7: s = 3; break;
    case 123456: s = 4; break;
    default: s = 0;
    }
    out[2 * i] = r;
    out[2 * i + 1] = s;
}
