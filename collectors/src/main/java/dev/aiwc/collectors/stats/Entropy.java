package dev.aiwc.collectors.stats;

/** Shannon entropy in bits, the measure behind address, locality and branch entropies. */
public final class Entropy {
    private static final double LN2 = Math.log(2.0);

    private Entropy() {
    }

    /** Base-2 logarithm, exact for powers of two (so e.g. {@code log2(256)} is exactly 8). */
    public static double log2(double x) {
        if (!(x >= Double.MIN_NORMAL) || Double.isInfinite(x)) {
            return Math.log(x) / LN2;
        }
        int exponent = Math.getExponent(x);
        double mantissa = Math.scalb(x, -exponent);
        return mantissa == 1.0 ? exponent : exponent + Math.log(mantissa) / LN2;
    }

    /** {@code x * log2(x)} with the limit 0 at 0. */
    public static double xlog2x(double x) {
        return x == 0 ? 0.0 : x * log2(x);
    }

    /** Binary entropy of a probability: {@code -p log2 p - (1-p) log2 (1-p)}. */
    public static double binary(double p) {
        return -xlog2x(p) - xlog2x(1.0 - p);
    }
}
