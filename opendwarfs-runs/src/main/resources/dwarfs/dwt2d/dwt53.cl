// One level of the reversible CDF 5/3 lifting wavelet (JPEG 2000's integer transform) on the top-left
// width x height region of an image with row pitch `pitch`: rows then columns, each work-item transforming one
// line into low-pass (first half) and high-pass (second half) coefficients. Widths and heights are even;
// borders use whole-sample symmetric extension. The spectral-methods dwarf, like OpenDwarfs dwt2d.

// Sample i of a line of length n whose elements are `stride` apart, mirrored at the right border.
__attribute__((always_inline)) inline int sample(__global const int *line, int stride, int n, int i)
{
    if (i >= n) {
        i = 2 * (n - 1) - i;
    }
    return line[i * stride];
}

__attribute__((always_inline)) inline void lift_line(__global const int *src, __global int *dst, int stride, int n)
{
    int halves = n / 2;
    int d_prev = 0;
    for (int i = 0; i < halves; i++) {
        int even = sample(src, stride, n, 2 * i);
        int odd = sample(src, stride, n, 2 * i + 1);
        int next = sample(src, stride, n, 2 * i + 2);
        int d = odd - ((even + next) >> 1);
        if (i == 0) {
            d_prev = d;
        }
        dst[i * stride] = even + ((d_prev + d + 2) >> 2);
        dst[(halves + i) * stride] = d;
        d_prev = d;
    }
}

__kernel void dwt53_rows(__global const int *src, __global int *dst, int pitch, int width, int height)
{
    int y = get_global_id(0);
    if (y < height) {
        lift_line(src + y * pitch, dst + y * pitch, 1, width);
    }
}

__kernel void dwt53_columns(__global const int *src, __global int *dst, int pitch, int width, int height)
{
    int x = get_global_id(0);
    if (x < width) {
        lift_line(src + x, dst + x, pitch, height);
    }
}
