package dev.aiwc.dwarfs.apps;

/** Doolittle LU (unit lower L, upper U) in double precision, column by column (the right-looking textbook form). */
public final class LudReference {

    private LudReference() {
    }

    /**
     * @param packed    L below the diagonal and U on and above it, row-major, as the kernels leave the matrix
     * @param tolerance per element, the allowance for float rounding in a blocked factorisation
     */
    public record Factors(double[] packed, double[] tolerance) {
    }

    public static Factors factor(float[] matrix, int n) {
        double[] a = new double[n * n];
        for (int i = 0; i < a.length; i++) {
            a[i] = matrix[i];
        }
        for (int k = 0; k < n; k++) {
            int pivotRow = k;
            double pivot = a[k * n + k];
            // the rows below the pivot are independent: each is scaled and updated from row k, which step k leaves
            ReferenceRows.forEach(n - k - 1, n - k - 1, (from, to) -> {
                for (int i = pivotRow + 1 + from; i < pivotRow + 1 + to; i++) {
                    a[i * n + pivotRow] /= pivot;
                    double l = a[i * n + pivotRow];
                    if (l != 0) {
                        for (int j = pivotRow + 1; j < n; j++) {
                            a[i * n + j] -= l * a[pivotRow * n + j];
                        }
                    }
                }
            });
        }
        return new Factors(a, tolerance(a, n));
    }

    /**
     * Componentwise backward error of LU in precision u is |dA| <= gamma_n |L||U| (Higham, Thm 9.3). Element (i,j)
     * of the packed factors is (a_ij - sum_k l_ik u_kj), divided by u_jj below the diagonal, so its forward error is
     * bounded by n u (sum_k |l_ik||u_kj|) (/|u_jj|); with u = 2^-24 and a factor 8 for the diagonally dominant (growth
     * factor at most 2) matrices of the generator and the float inputs' own rounding.
     */
    private static double[] tolerance(double[] lu, int n) {
        double[] tol = new double[n * n];
        double perOp = 8.0 * n * 0x1p-24;
        ReferenceRows.forEach(n, (long) n * n / 2, (from, to) -> {
            double[] row = new double[n];
            for (int i = from; i < to; i++) {
                java.util.Arrays.fill(row, 0);
                for (int k = 0; k < n; k++) {
                    double l = k < i ? Math.abs(lu[i * n + k]) : (k == i ? 1 : 0);
                    if (l == 0) {
                        continue;
                    }
                    for (int j = k; j < n; j++) {
                        // |l_ik||u_kj| accumulates for every j >= k
                        row[j] += l * Math.abs(lu[k * n + j]);
                    }
                }
                for (int j = 0; j < n; j++) {
                    double s = row[j] * perOp;
                    tol[i * n + j] = i > j ? s / Math.abs(lu[j * n + j]) : s;
                }
            }
        });
        return tol;
    }

    /** L times U from packed factors, for checking a factorisation by reconstruction. */
    public static double[] multiply(double[] lu, int n) {
        double[] out = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; k <= Math.min(i, j); k++) {
                    double l = k == i ? 1 : lu[i * n + k];
                    s += l * lu[k * n + j];
                }
                out[i * n + j] = s;
            }
        }
        return out;
    }
}
