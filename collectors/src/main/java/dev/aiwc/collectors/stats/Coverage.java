package dev.aiwc.collectors.stats;

import java.util.Arrays;

/** "90% coverage" of a histogram, the diversity measure AIWC uses for opcodes, addresses and branches. */
public final class Coverage {
    private Coverage() {
    }

    /**
     * The smallest k such that the k largest counts sum to at least {@code ceil(0.9 * total)} (AIWC, Johnston and
     * Milthorpe 2018). Zero counts are ignored; an empty histogram needs 0 entries.
     */
    public static int ninetyPercent(long[] counts) {
        long[] sorted = counts.clone();
        Arrays.sort(sorted);
        long total = 0;
        for (long c : sorted) {
            total += c;
        }
        long needed = (long) Math.ceil(total * 0.9);
        long covered = 0;
        int k = 0;
        for (int i = sorted.length - 1; i >= 0 && covered < needed; i--) {
            covered += sorted[i];
            k++;
        }
        return k;
    }

    /**
     * {@link #ninetyPercent} of counts given by value: {@code values} ascending and distinct, {@code times[i]} the
     * number of counts equal to {@code values[i]}. Memory in the number of distinct counts, not of counts.
     */
    public static int ninetyPercentByValue(long[] values, long[] times) {
        long total = 0;
        for (int i = 0; i < values.length; i++) {
            total += values[i] * times[i];
        }
        long needed = (long) Math.ceil(total * 0.9);
        long covered = 0;
        long k = 0;
        for (int i = values.length - 1; i >= 0 && covered < needed; i--) {
            long v = values[i];
            // the largest counts one by one: of the times[i] equal ones, as many as reach what is still needed
            long taken = v == 0 ? times[i] : Math.min(times[i], (needed - covered + v - 1) / v);
            k += taken;
            covered += taken * v;
        }
        return (int) k;
    }
}
