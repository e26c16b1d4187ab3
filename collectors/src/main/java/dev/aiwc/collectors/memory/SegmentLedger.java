package dev.aiwc.collectors.memory;

import dev.aiwc.collectors.stats.Entropy;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongArrays;

/**
 * The memory accesses of one barrier segment of one work-group, per work-item in program order: the input of
 * parallel spatial locality. Work-items run one after another inside a segment, so each one's accesses are a
 * contiguous run of one flat list. Cleared when the segment has been measured.
 */
final class SegmentLedger {
    /** Shifts 0..10: the address bits skipped. */
    static final int SHIFTS = 11;
    private final LongArrayList addresses = new LongArrayList();
    private final int[] start;
    private final int[] length;
    private final int[] active;
    private int activeCount;
    private int current = -1;
    private long[] order;
    private long[] values;
    private final boolean aiwc;
    /** {@code c log2 c} for every count a timestep can have (at most one access per work-item). */
    private final double[] countLog;
    /** {@code log2 c} for c up to work-items + 1 (the AIWC profile's denominator). */
    private final double[] log2;

    SegmentLedger(int workItemsPerGroup, boolean aiwc) {
        this.aiwc = aiwc;
        start = new int[workItemsPerGroup];
        length = new int[workItemsPerGroup];
        active = new int[workItemsPerGroup];
        order = new long[workItemsPerGroup];
        values = new long[workItemsPerGroup];
        countLog = new double[workItemsPerGroup + 1];
        log2 = new double[workItemsPerGroup + 2];
        for (int c = 1; c <= workItemsPerGroup + 1; c++) {
            log2[c] = Entropy.log2(c);
        }
        for (int c = 1; c <= workItemsPerGroup; c++) {
            countLog[c] = c * log2[c];
        }
    }

    /** The work-item whose accesses follow (it runs until a barrier or its end). */
    void item(int id) {
        current = id;
        start[id] = addresses.size();
        length[id] = 0;
        active[activeCount++] = id;
    }

    void access(long address) {
        addresses.add(address);
        length[current]++;
    }

    /**
     * Measures the segment and clears it: adds, for each shift n, the entropy of the addresses accessed at each
     * timestep into {@code sums[n]}; returns the number of timesteps (the longest work-item list).
     */
    long close(double[] sums) {
        int items = 0;
        for (int i = 0; i < activeCount; i++) {
            int id = active[i];
            if (length[id] > 0) {
                order[items++] = ((long) length[id] << 32) | id;
            }
        }
        activeCount = 0;
        current = -1;
        if (items == 0) {
            addresses.clear();
            return 0;
        }
        // Work-items by length descending: those still active at timestep t are a prefix.
        LongArrays.quickSort(order, 0, items);
        for (int i = 0, j = items - 1; i < j; i++, j--) {
            long t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        long[] list = addresses.elements();
        int steps = (int) (order[0] >>> 32);
        int k = items;
        for (int t = 0; t < steps; t++) {
            while (k > 0 && (int) (order[k - 1] >>> 32) <= t) {
                k--;
            }
            for (int j = 0; j < k; j++) {
                values[j] = list[start[(int) order[j]] + t];
            }
            LongArrays.quickSort(values, 0, k);
            accumulateTimestep(values, k, sums);
        }
        addresses.clear();
        return steps;
    }

    /** Entropy of {@code v[0..k) >> n} for n = 0..10, added to {@code sums}; v is sorted, so shifted runs are too. */
    private void accumulateTimestep(long[] v, int k, double[] sums) {
        boolean single = false;
        double last = 0.0;
        for (int n = 0; n < SHIFTS; n++) {
            if (single) {
                // One distinct value stays one under further shifts, so the entropy does not change.
                sums[n] += last;
                continue;
            }
            int runs = 0;
            double h;
            if (aiwc) {
                // Reference: probabilities count / (k + 1), summed term by term, rounded to float per timestep.
                double denominator = k + 1;
                double logDenominator = log2[k + 1];
                double e = 0.0;
                int i = 0;
                while (i < k) {
                    long key = v[i] >> n;
                    int j = i + 1;
                    while (j < k && (v[j] >> n) == key) {
                        j++;
                    }
                    double p = (j - i) * 1.0 / denominator;
                    e = e - p * (log2[j - i] - logDenominator);
                    runs++;
                    i = j;
                }
                h = (float) e;
            } else {
                double weighted = 0.0;
                int i = 0;
                while (i < k) {
                    long key = v[i] >> n;
                    int j = i + 1;
                    while (j < k && (v[j] >> n) == key) {
                        j++;
                    }
                    weighted += countLog[j - i];
                    runs++;
                    i = j;
                }
                // H = log2 k - (1/k) sum c log2 c; exact at both ends (all distinct, all equal).
                h = runs == 1 ? 0.0 : runs == k ? Entropy.log2(k) : Entropy.log2(k) - weighted / k;
            }
            sums[n] += h;
            last = h;
            single = runs == 1;
        }
    }
}
