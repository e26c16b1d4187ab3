package dev.aiwc.dwarfs.apps;

/**
 * The reversible CDF 5/3 wavelet of JPEG 2000 (ITU-T T.800, Annex F): predict then update on a symmetrically
 * extended signal, separable in 2-D (all rows, then all columns), recursing on the low-low quadrant.
 */
public final class Dwt2dReference {

    private Dwt2dReference() {
    }

    /** One level in 1-D: returns the low-pass half followed by the high-pass half; n even. */
    public static int[] forward1d(int[] x) {
        int n = x.length;
        int[] ext = new int[n + 1];
        System.arraycopy(x, 0, ext, 0, n);
        ext[n] = x[n - 2]; // whole-sample symmetric extension: x[n] mirrors x[n-2]
        int[] high = new int[n / 2];
        for (int i = 0; i < n / 2; i++) {
            high[i] = ext[2 * i + 1] - Math.floorDiv(ext[2 * i] + ext[2 * i + 2], 2);
        }
        int[] out = new int[n];
        for (int i = 0; i < n / 2; i++) {
            int left = i == 0 ? high[0] : high[i - 1]; // d[-1] mirrors d[0]
            out[i] = x[2 * i] + Math.floorDiv(left + high[i] + 2, 4);
            out[n / 2 + i] = high[i];
        }
        return out;
    }

    public static int[] forward(int[] image, int width, int height, int levels) {
        int[] a = image.clone();
        int w = width;
        int h = height;
        for (int level = 0; level < levels; level++) {
            for (int y = 0; y < h; y++) {
                int[] line = new int[w];
                System.arraycopy(a, y * width, line, 0, w);
                System.arraycopy(forward1d(line), 0, a, y * width, w);
            }
            for (int x = 0; x < w; x++) {
                int[] line = new int[h];
                for (int y = 0; y < h; y++) {
                    line[y] = a[y * width + x];
                }
                int[] t = forward1d(line);
                for (int y = 0; y < h; y++) {
                    a[y * width + x] = t[y];
                }
            }
            w /= 2;
            h /= 2;
        }
        return a;
    }
}
