package dev.aiwc.dwarfs.apps;

/** Lloyd's algorithm in double precision: nearest-centre assignment and mean-of-members update. */
public final class KMeansReference {

    private KMeansReference() {
    }

    public record Result(int[] membership, int iterations) {
    }

    public static double[] squaredDistances(float[] x, int point, int features, float[] centres, int k) {
        double[] d = new double[k];
        for (int c = 0; c < k; c++) {
            double s = 0;
            for (int f = 0; f < features; f++) {
                double diff = (double) x[point * features + f] - centres[c * features + f];
                s += diff * diff;
            }
            d[c] = s;
        }
        return d;
    }

    /** Index of the first nearest centre. */
    public static int nearest(float[] x, int point, int features, float[] centres, int k) {
        double[] d = squaredDistances(x, point, features, centres, k);
        int best = 0;
        for (int c = 1; c < k; c++) {
            if (d[c] < d[best]) {
                best = c;
            }
        }
        return best;
    }

    /** New centres: the mean of each cluster's members; an empty cluster keeps its old centre. */
    public static float[] centres(float[] x, int points, int features, int k, int[] membership, float[] old) {
        double[] sum = new double[k * features];
        int[] count = new int[k];
        for (int p = 0; p < points; p++) {
            int c = membership[p];
            count[c]++;
            for (int f = 0; f < features; f++) {
                sum[c * features + f] += x[p * features + f];
            }
        }
        float[] out = old.clone();
        for (int c = 0; c < k; c++) {
            if (count[c] > 0) {
                for (int f = 0; f < features; f++) {
                    out[c * features + f] = (float) (sum[c * features + f] / count[c]);
                }
            }
        }
        return out;
    }

    /** Runs from the first k points as centres; iterations counts assignment passes, the last one changing nothing. */
    public static Result lloyd(float[] x, int points, int features, int k, int maxIterations) {
        float[] centres = new float[k * features];
        System.arraycopy(x, 0, centres, 0, centres.length);
        int[] previous = null;
        int iterations = 0;
        while (iterations < maxIterations) {
            int[] m = new int[points];
            for (int p = 0; p < points; p++) {
                m[p] = nearest(x, p, features, centres, k);
            }
            iterations++;
            if (java.util.Arrays.equals(m, previous)) {
                break;
            }
            previous = m;
            centres = centres(x, points, features, k, m, centres);
        }
        return new Result(previous, iterations);
    }
}
