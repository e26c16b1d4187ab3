// A __constant lookup table and a switch.
__constant int table[8] = {1, 1, 2, 6, 24, 120, 720, 5040};
__constant float weights[3] = {0.25f, 0.5f, -1.5f};

__kernel void lookup(__global const int *in, __global int *out)
{
    int i = get_global_id(0);
    int v = in[i];
    int r;
    switch (v & 7) {
    case 0: r = table[v & 7] + 3; break;
    case 1: r = table[2] * 7; break;
    case 2: r = v - 11; break;
    case 5: r = v ^ 0x55; break;
    default: r = table[(v >> 3) & 7];
    }
    out[i] = r + (int) (weights[i % 3] * 4.0f);
}
