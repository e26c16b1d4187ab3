package dev.aiwc.collectors.stats;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import java.util.Arrays;

/**
 * An exact sum of doubles, rounded once at the end (Shewchuk's non-overlapping partials, as in Python's
 * {@code math.fsum}). Addition is associative here, so per-range sums merged in any grouping give the same bits:
 * that is what keeps order-sensitive reductions independent of how work-groups were split into ranges.
 */
public final class ExactSum {
    private double[] partials = new double[4];
    private int size;

    /** Adds a finite value exactly. */
    public void add(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("ExactSum only adds finite values, got " + value);
        }
        double x = value;
        int kept = 0;
        for (int j = 0; j < size; j++) {
            double y = partials[j];
            if (Math.abs(x) < Math.abs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) {
                partials[kept++] = lo;
            }
            x = hi;
        }
        if (kept == partials.length) {
            partials = Arrays.copyOf(partials, kept * 2);
        }
        partials[kept] = x;
        size = kept + 1;
    }

    /** Adds everything another sum holds; the result is exactly the sum of both. */
    public void add(ExactSum other) {
        for (int i = 0; i < other.size; i++) {
            add(other.partials[i]);
        }
    }

    /** Writes the partials themselves, so that {@link #read} restores the same exact sum. */
    public void write(DataOutput out) throws IOException {
        out.writeInt(size);
        for (int i = 0; i < size; i++) {
            out.writeDouble(partials[i]);
        }
    }

    /** Reads into this empty sum what {@link #write} wrote. */
    public void read(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > 4096) {
            throw new IOException("an exact sum of " + n + " partials");
        }
        partials = new double[Math.max(4, n + 1)];
        for (int i = 0; i < n; i++) {
            partials[i] = in.readDouble();
        }
        size = n;
    }

    /** The exact sum correctly rounded to a double. */
    public double value() {
        if (size == 0) {
            return 0.0;
        }
        int j = size - 1;
        double hi = partials[j];
        double lo = 0.0;
        while (j > 0) {
            double x = hi;
            j--;
            double y = partials[j];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) {
                break;
            }
        }
        // Round half to even across the partials that were not consumed.
        if (j > 0 && ((lo < 0 && partials[j - 1] < 0) || (lo > 0 && partials[j - 1] > 0))) {
            double y = lo * 2;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) {
                hi = x;
            }
        }
        return hi;
    }
}
