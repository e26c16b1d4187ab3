package dev.aiwc.dwarfs.apps;

/** The discrete Fourier transform X_k = sum_j x_j e^{-2 pi i jk/n}: recursive radix-2 split in double precision. */
public final class FftReference {

    private FftReference() {
    }

    /** Returns {re, im} of the transform; n must be a power of two. */
    public static double[][] transform(double[] re, double[] im) {
        int n = re.length;
        if (n == 1) {
            return new double[][]{{re[0]}, {im[0]}};
        }
        double[] er = new double[n / 2];
        double[] ei = new double[n / 2];
        double[] or = new double[n / 2];
        double[] oi = new double[n / 2];
        for (int i = 0; i < n / 2; i++) {
            er[i] = re[2 * i];
            ei[i] = im[2 * i];
            or[i] = re[2 * i + 1];
            oi[i] = im[2 * i + 1];
        }
        double[][] e = transform(er, ei);
        double[][] o = transform(or, oi);
        double[] xr = new double[n];
        double[] xi = new double[n];
        for (int k = 0; k < n / 2; k++) {
            double angle = -2 * Math.PI * k / n;
            double wr = Math.cos(angle);
            double wi = Math.sin(angle);
            double tr = wr * o[0][k] - wi * o[1][k];
            double ti = wr * o[1][k] + wi * o[0][k];
            xr[k] = e[0][k] + tr;
            xi[k] = e[1][k] + ti;
            xr[k + n / 2] = e[0][k] - tr;
            xi[k + n / 2] = e[1][k] - ti;
        }
        return new double[][]{xr, xi};
    }

    /** The defining O(n^2) sum, for small hand-checkable cases. */
    public static double[][] direct(double[] re, double[] im) {
        int n = re.length;
        double[] xr = new double[n];
        double[] xi = new double[n];
        for (int k = 0; k < n; k++) {
            for (int j = 0; j < n; j++) {
                double angle = -2 * Math.PI * ((long) j * k % n) / n;
                xr[k] += re[j] * Math.cos(angle) - im[j] * Math.sin(angle);
                xi[k] += re[j] * Math.sin(angle) + im[j] * Math.cos(angle);
            }
        }
        return new double[][]{xr, xi};
    }
}
