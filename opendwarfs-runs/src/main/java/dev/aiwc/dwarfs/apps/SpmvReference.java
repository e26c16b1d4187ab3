package dev.aiwc.dwarfs.apps;

/** y = A x in double precision, walking the matrix as (row, column, value) triples. */
public final class SpmvReference {

    private SpmvReference() {
    }

    public static double[] multiply(int rows, int[] rowStart, int[] cols, float[] vals, float[] x) {
        double[] y = new double[rows];
        int row = 0;
        for (int k = 0; k < cols.length; k++) {
            while (k >= rowStart[row + 1]) {
                row++;
            }
            y[row] += (double) vals[k] * x[cols[k]];
        }
        return y;
    }

    /** Sum over each row of |a_ij x_j|, the scale of that row's rounding error. */
    public static double[] absoluteProducts(int rows, int[] rowStart, int[] cols, float[] vals, float[] x) {
        double[] s = new double[rows];
        for (int r = 0; r < rows; r++) {
            for (int k = rowStart[r]; k < rowStart[r + 1]; k++) {
                s[r] += Math.abs((double) vals[k] * x[cols[k]]);
            }
        }
        return s;
    }
}
