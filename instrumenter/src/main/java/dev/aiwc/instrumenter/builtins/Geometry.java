package dev.aiwc.instrumenter.builtins;

/**
 * The geometric builtins on 2-, 3- and 4-element vectors (OpenCL 1.2 section 6.12.5). Lengths are computed with
 * power-of-two scaling so that double vectors neither overflow nor underflow in the sum of squares; float and
 * half vectors are computed in double and rounded once.
 */
final class Geometry {
    private Geometry() {
    }

    /** |a| when {@code b < 0}, else |a - b|, over {@code n} lanes starting at slot indices a and b. */
    static double length(long[] r, int a, int b, int n, int bits) {
        double max = 0;
        boolean nan = false;
        for (int i = 0; i < n; i++) {
            double x = component(r, a, b, i, bits);
            if (x != x) {
                nan = true;
            }
            max = Math.max(max, Math.abs(x));
        }
        if (max == Double.POSITIVE_INFINITY) {
            return max;
        }
        if (nan) {
            return Double.NaN;
        }
        if (max == 0) {
            return 0.0;
        }
        int e = Transcendental.exponent(max);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double x = Math.scalb(component(r, a, b, i, bits), -e);
            sum = Math.fma(x, x, sum);
        }
        return Math.scalb(Math.sqrt(sum), e);
    }

    private static double component(long[] r, int a, int b, int i, int bits) {
        double x = Slots.getF(r[a + i], bits);
        return b < 0 ? x : x - Slots.getF(r[b + i], bits);
    }

    /**
     * normalize, with the OpenCL special cases: a zero vector is returned unchanged, a vector with a NaN gives
     * NaNs, and infinite elements become +-1 with the finite ones 0 before normalising.
     */
    static void normalize(long[] r, int a, int d, int n, int bits) {
        boolean anyInf = false;
        boolean anyNaN = false;
        boolean allZero = true;
        for (int i = 0; i < n; i++) {
            double x = Slots.getF(r[a + i], bits);
            anyNaN |= x != x;
            anyInf |= Double.isInfinite(x);
            allZero &= x == 0;
        }
        if (anyNaN) {
            for (int i = 0; i < n; i++) {
                r[d + i] = Slots.nan(bits);
            }
            return;
        }
        if (allZero) {
            for (int i = 0; i < n; i++) {
                r[d + i] = r[a + i];
            }
            return;
        }
        if (anyInf) {
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (Double.isInfinite(Slots.getF(r[a + i], bits))) {
                    count++;
                }
            }
            double inv = 1 / Math.sqrt(count);
            for (int i = 0; i < n; i++) {
                double x = Slots.getF(r[a + i], bits);
                r[d + i] = Slots.putF(Double.isInfinite(x) ? Math.copySign(inv, x) : Math.copySign(0.0, x), bits);
            }
            return;
        }
        double max = 0;
        for (int i = 0; i < n; i++) {
            max = Math.max(max, Math.abs(Slots.getF(r[a + i], bits)));
        }
        int e = Transcendental.exponent(max);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double x = Math.scalb(Slots.getF(r[a + i], bits), -e);
            sum = Math.fma(x, x, sum);
        }
        double len = Math.sqrt(sum);
        for (int i = 0; i < n; i++) {
            r[d + i] = Slots.putF(Math.scalb(Slots.getF(r[a + i], bits), -e) / len, bits);
        }
    }

    /**
     * cross(a, b) of 3- or 4-element vectors; the fourth result element is 0. Each component a*b - c*d is the
     * textbook formula at the element's precision, each operation rounded (no fused multiply-add), as PoCL computes
     * it: results then match native runs bit for bit even where the difference cancels.
     */
    static void cross(long[] r, int a, int b, int d, int n, int bits) {
        long a0 = r[a];
        long a1 = r[a + 1];
        long a2 = r[a + 2];
        long b0 = r[b];
        long b1 = r[b + 1];
        long b2 = r[b + 2];
        r[d] = differenceOfProducts(a1, b2, a2, b1, bits);
        r[d + 1] = differenceOfProducts(a2, b0, a0, b2, bits);
        r[d + 2] = differenceOfProducts(a0, b1, a1, b0, bits);
        if (n == 4) {
            r[d + 3] = Slots.putF(0.0, bits);
        }
    }

    /** x * y - z * w with every operation rounded to the element width. */
    private static long differenceOfProducts(long x, long y, long z, long w, int bits) {
        if (bits == 32) {
            float zw = Float.intBitsToFloat((int) z) * Float.intBitsToFloat((int) w);
            float xy = Float.intBitsToFloat((int) x) * Float.intBitsToFloat((int) y);
            return Slots.putFloat(xy - zw);
        }
        double zw = Slots.getF(Slots.putF(Slots.getF(z, bits) * Slots.getF(w, bits), bits), bits);
        double xy = Slots.getF(Slots.putF(Slots.getF(x, bits) * Slots.getF(y, bits), bits), bits);
        return Slots.putF(xy - zw, bits);
    }
}
