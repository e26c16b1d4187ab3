package dev.aiwc.dwarfs.apps;

/**
 * The Needleman-Wunsch recurrence (J. Mol. Biol. 48, 1970) with a linear gap penalty, filled row by row:
 * F(i,j) = max(F(i-1,j-1) + s(a_i,b_j), F(i-1,j) - p, F(i,j-1) - p), F(i,0) = -ip, F(0,j) = -jp.
 */
public final class NeedlemanWunschReference {

    private NeedlemanWunschReference() {
    }

    /** The full (|a|+1) x (|b|+1) score matrix, row-major. */
    public static int[] scores(byte[] a, byte[] b, int match, int mismatch, int penalty) {
        int rows = a.length + 1;
        int cols = b.length + 1;
        int[] f = new int[rows * cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                if (i == 0 || j == 0) {
                    f[i * cols + j] = -(i + j) * penalty;
                    continue;
                }
                int s = a[i - 1] == b[j - 1] ? match : mismatch;
                int diagonal = f[(i - 1) * cols + j - 1] + s;
                int up = f[(i - 1) * cols + j] - penalty;
                int left = f[i * cols + j - 1] - penalty;
                f[i * cols + j] = Math.max(diagonal, Math.max(up, left));
            }
        }
        return f;
    }
}
