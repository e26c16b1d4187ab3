package dev.aiwc.predict.evaluate;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The error in the form Johnston, Falzon and Milthorpe reported it (HPCS 2018; their artefact's notebook, the
 * heat-map cells that give the abstract's "1.2%"): the times are ln(microseconds), the test rows are grouped into
 * cells of one kernel at one size (on one device), and a cell's error is |mean predicted ln(µs) − mean measured
 * ln(µs)| / mean measured ln(µs); the headline is the mean over cells. It is a relative error of a logarithm: an
 * error of 1% in ln(µs) of a 100 µs kernel (ln 4.6) is a factor e^0.046, about 4.7% in time, and a cell's signed
 * errors cancel inside its means before the absolute value is taken.
 *
 * @param cells           cells scored
 * @param belowMicrosecond cells left out because their mean measured ln(µs) is ≤ 0 (times of 1 µs or less), where
 *                        the formula's denominator is zero or negative and the ratio means nothing
 * @param meanCellError   mean over the scored cells of the cell error (NaN for none)
 * @param meanAbsLogError mean over every row of |ln(predicted / measured)|, the "mean absolute error" of the
 *                        log times they quote beside it (~0.1; NaN for no rows)
 */
public record LogTimeError(int cells, int belowMicrosecond, double meanCellError, double meanAbsLogError) {

    /** ln(1 s / 1 µs): their times were in microseconds, and the cell error depends on the unit. */
    static final double LN_MICROSECONDS_PER_SECOND = Math.log(1e6);

    /** ln of a time in seconds as ln(µs). */
    static double lnMicroseconds(double seconds) {
        return Math.log(seconds) + LN_MICROSECONDS_PER_SECOND;
    }

    /** One device's rows, summed cell by cell: per cell the sums of measured and predicted ln(µs) and the count. */
    static final class Tally {
        private final Map<String, double[]> cells = new LinkedHashMap<>();
        private double absLog;
        private int rows;

        /** Adds a row of {@code cell} (kernel and size) with its measured and predicted times (s). */
        void add(String cell, double measuredSeconds, double predictedSeconds) {
            double m = lnMicroseconds(measuredSeconds);
            double p = lnMicroseconds(predictedSeconds);
            double[] sums = cells.computeIfAbsent(cell, k -> new double[3]);
            sums[0] += m;
            sums[1] += p;
            sums[2]++;
            absLog += Math.abs(p - m);
            rows++;
        }

        LogTimeError error() {
            int scored = 0;
            int below = 0;
            double sum = 0;
            for (double[] s : cells.values()) {
                double m = s[0] / s[2];
                double p = s[1] / s[2];
                if (!(m > 0)) {
                    below++;
                    continue;
                }
                sum += Math.abs(p - m) / m;
                scored++;
            }
            return new LogTimeError(scored, below, scored == 0 ? Double.NaN : sum / scored,
                    rows == 0 ? Double.NaN : absLog / rows);
        }
    }
}
