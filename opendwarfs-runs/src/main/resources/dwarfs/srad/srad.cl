// Speckle-reducing anisotropic diffusion (Yu and Acton, 2002) on a rows x cols image, two kernels per
// iteration: the structured-grid dwarf, like OpenDwarfs srad. Row-major image; border pixels use themselves as
// the missing neighbour. q0sqr, the speckle scale of the iteration, comes from the host.

__kernel void srad_coefficients(__global const float *J, __global float *dN, __global float *dS,
                                __global float *dW, __global float *dE, __global float *c,
                                int rows, int cols, float q0sqr)
{
    int k = get_global_id(0);
    if (k >= rows * cols) {
        return;
    }
    int i = k / cols;
    int j = k - i * cols;
    float jc = J[k];
    float n = J[(i > 0 ? i - 1 : i) * cols + j] - jc;
    float s = J[(i < rows - 1 ? i + 1 : i) * cols + j] - jc;
    float w = J[i * cols + (j > 0 ? j - 1 : j)] - jc;
    float e = J[i * cols + (j < cols - 1 ? j + 1 : j)] - jc;
    dN[k] = n;
    dS[k] = s;
    dW[k] = w;
    dE[k] = e;
    float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
    float l = (n + s + w + e) / jc;
    float num = 0.5f * g2 - 0.0625f * l * l;
    float den = 1.0f + 0.25f * l;
    float qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    float coeff = 1.0f / (1.0f + den);
    c[k] = clamp(coeff, 0.0f, 1.0f);
}

__kernel void srad_update(__global float *J, __global const float *dN, __global const float *dS,
                          __global const float *dW, __global const float *dE, __global const float *c,
                          int rows, int cols, float lambda)
{
    int k = get_global_id(0);
    if (k >= rows * cols) {
        return;
    }
    int i = k / cols;
    int j = k - i * cols;
    float cn = c[k];
    float cw = c[k];
    float cs = c[(i < rows - 1 ? i + 1 : i) * cols + j];
    float ce = c[i * cols + (j < cols - 1 ? j + 1 : j)];
    float divergence = cn * dN[k] + cs * dS[k] + cw * dW[k] + ce * dE[k];
    J[k] = J[k] + 0.25f * lambda * divergence;
}
