// Private arrays indexed with run-time values: an insertion sort and a small lookup table.
__kernel void private_arrays(__global const int *a, __global int *out)
{
    int i = get_global_id(0);
    int v[8];
    for (int k = 0; k < 8; k++)
        v[k] = a[(i * 8 + k * 5) % 64];
    for (int k = 1; k < 8; k++) {
        int key = v[k], j = k - 1;
        while (j >= 0 && v[j] > key) { v[j + 1] = v[j]; j--; }
        v[j + 1] = key;
    }
    float table[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    int idx = a[i] & 3;
    table[idx] += 1.0f;
    for (int k = 0; k < 8; k++)
        out[9 * i + k] = v[k];
    out[9 * i + 8] = (int)(table[0] + table[1] * 10 + table[2] * 100 + table[3] * 1000);
}
