// Nested loops with loop-carried values (phi nodes), break, continue, while and do-while.
__kernel void loops_phi(__global const int *n, __global int *out)
{
    int i = get_global_id(0);
    int m = n[i];
    int a = 0, b = 1, sum = 0;
    for (int k = 0; k < m; k++) {      // Fibonacci: two loop-carried values swap
        int t = a + b;
        a = b;
        b = t;
    }
    for (int r = 0; r < m; r++) {
        if (r % 3 == 0)
            continue;
        for (int c = 0; c <= r; c++) {
            if (c * r > 40)
                break;
            sum += c ^ r;
        }
    }
    int w = m, steps = 0;
    while (w != 1 && w > 0) {          // Collatz steps
        w = (w & 1) ? 3 * w + 1 : w >> 1;
        steps++;
    }
    int d = 0;
    do {
        d += m;
    } while (d < 50);
    out[4 * i + 0] = a;
    out[4 * i + 1] = sum;
    out[4 * i + 2] = steps;
    out[4 * i + 3] = d;
}
