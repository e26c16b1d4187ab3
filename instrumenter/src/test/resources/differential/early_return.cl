// Divergent control flow: early returns, nested if/else chains, short-circuit && and ||.
int classify(int x, int y)
{
    if (x < 0 && y < 0)
        return 0;
    if (x < 0 || y < 0)
        return x < y ? 1 : 2;
    if (x == y)
        return 3;
    else if (x > 2 * y)
        return 4;
    else if (y > 2 * x)
        return 5;
    return 6;
}

__kernel void early_return(__global const int *a, __global int *out)
{
    int i = get_global_id(0);
    out[i] = -1;
    if (i % 7 == 6)
        return;
    int x = a[i], y = a[(i * 3) % get_global_size(0)];
    int c = classify(x, y);
    if (c == 0)
        return;
    out[i] = c * 1000 + ((x != 0 && 100 / x > 3) ? 1 : 0);
}
