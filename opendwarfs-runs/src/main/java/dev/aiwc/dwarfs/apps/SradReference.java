package dev.aiwc.dwarfs.apps;

/**
 * SRAD (Yu and Acton, IEEE TIP 11(11), 2002) in double precision on a 2-D array, with replicated borders: the
 * instantaneous coefficient of variation q from the gradient and Laplacian, c = 1 / (1 + (q² - q0²)/(q0²(1+q0²)))
 * clamped to [0,1], and J += lambda/4 * div(c grad J) using c of the pixel (north, west) and of its south and east
 * neighbours.
 */
public final class SradReference {

    private SradReference() {
    }

    public static double[] diffuse(float[] image, int rows, int cols, int iterations, float lambda) {
        double[][] j = new double[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int col = 0; col < cols; col++) {
                j[r][col] = image[r * cols + col];
            }
        }
        for (int it = 0; it < iterations; it++) {
            double q0sqr = roiScale(j, rows / 2, cols / 2);
            double[][] c = new double[rows][cols];
            double[][][] d = new double[4][rows][cols];
            for (int r = 0; r < rows; r++) {
                for (int col = 0; col < cols; col++) {
                    double centre = j[r][col];
                    double n = j[Math.max(r - 1, 0)][col] - centre;
                    double s = j[Math.min(r + 1, rows - 1)][col] - centre;
                    double w = j[r][Math.max(col - 1, 0)] - centre;
                    double e = j[r][Math.min(col + 1, cols - 1)] - centre;
                    d[0][r][col] = n;
                    d[1][r][col] = s;
                    d[2][r][col] = w;
                    d[3][r][col] = e;
                    double gradient2 = (n * n + s * s + w * w + e * e) / (centre * centre);
                    double laplacian = (n + s + w + e) / centre;
                    double q2 = (0.5 * gradient2 - laplacian * laplacian / 16)
                            / Math.pow(1 + laplacian / 4, 2);
                    double coefficient = 1 / (1 + (q2 - q0sqr) / (q0sqr * (1 + q0sqr)));
                    c[r][col] = Math.min(1, Math.max(0, coefficient));
                }
            }
            for (int r = 0; r < rows; r++) {
                for (int col = 0; col < cols; col++) {
                    double div = c[r][col] * d[0][r][col] + c[Math.min(r + 1, rows - 1)][col] * d[1][r][col]
                            + c[r][col] * d[2][r][col] + c[r][Math.min(col + 1, cols - 1)] * d[3][r][col];
                    j[r][col] += lambda / 4.0 * div;
                }
            }
        }
        double[] out = new double[rows * cols];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(j[r], 0, out, r * cols, cols);
        }
        return out;
    }

    private static double roiScale(double[][] j, int rows, int cols) {
        double mean = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                mean += j[r][c];
            }
        }
        mean /= (double) rows * cols;
        double variance = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                variance += (j[r][c] - mean) * (j[r][c] - mean);
            }
        }
        variance /= (double) rows * cols;
        return variance / (mean * mean);
    }
}
