// char and short arithmetic: promotion to int, then narrowing on store; char buffers as counters.
__kernel void short_char_arith(__global const char *c, __global const short *s, __global char *cout,
                               __global short *sout, __global uchar *ucout)
{
    int i = get_global_id(0);
    char a = c[i], b = c[(i + 1) % get_global_size(0)];
    short p = s[i], q = s[(i + 2) % get_global_size(0)];
    cout[3 * i + 0] = a + b;
    cout[3 * i + 1] = a * b;
    cout[3 * i + 2] = (b != 0) ? a / b : a;
    sout[2 * i + 0] = p * q;
    sout[2 * i + 1] = (short)((p >> 3) - (q << 2));
    ucout[i] = (uchar)a + (uchar)b;
}
