package dev.aiwc.reports.suite;

import java.util.Arrays;

/**
 * How one metric spreads over a kernel's invocations: the smallest, median and largest value of the invocations
 * that have it, and how many do. The median of an even count is the mean of the two middle values.
 */
public record Spread(double min, double median, double max, int count) {

    /** The spread of the finite values among {@code values} (NaN marks an invocation without the metric). */
    public static Spread of(double[] values) {
        double[] v = Arrays.stream(values).filter(Double::isFinite).sorted().toArray();
        if (v.length == 0) {
            return new Spread(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        int mid = v.length / 2;
        double median = v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
        return new Spread(v[0], median, v[v.length - 1], v.length);
    }

    /** True when every invocation that has the metric has the same value. */
    public boolean constant() {
        return count > 0 && min == max;
    }
}
