package dev.aiwc.collectors.memory;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.collectors.stats.Entropy;
import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * PSL exactly as the reference AIWC computes it. A segment's value divides by {@code L + 1}; a work-group's value is
 * the length-weighted sum over every segment of every work-group seen so far (the reference never clears that list)
 * divided by {@code W + 1} rounded to float. Because each group's value depends on all earlier groups, a range
 * keeps its segments' terms until it is merged, and the merge replays them in work-group order.
 */
final class AiwcSpatialLocality implements SpatialLocality {
    private static final int N = SegmentLedger.SHIFTS;
    /** Per segment with timesteps, in order: psl[n] * L for n = 0..10. */
    private final DoubleArrayList terms = new DoubleArrayList();
    private final LongArrayList lengths = new LongArrayList();
    /** Segments with timesteps in each work-group of the range. */
    private final IntArrayList segmentsPerGroup = new IntArrayList();
    private int segmentsInGroup;

    /** Replayed state (only in the run-level instance). */
    private final double[] weighted = new double[N];
    private long weight;
    private final double[] groupSum = new double[N];
    private long groups;

    @Override
    public void segment(double[] sums, long steps) {
        if (steps == 0) {
            return; // adds +0.0 terms and no weight: no effect on any group value
        }
        for (int n = 0; n < N; n++) {
            double psl = sums[n] * 1.0 / ((double) steps + 1);
            terms.add(psl * steps);
        }
        lengths.add(steps);
        segmentsInGroup++;
    }

    @Override
    public void groupEnd() {
        segmentsPerGroup.add(segmentsInGroup);
        segmentsInGroup = 0;
    }

    @Override
    public void merge(SpatialLocality later) {
        AiwcSpatialLocality other = (AiwcSpatialLocality) later;
        int segment = 0;
        for (int g = 0; g < other.segmentsPerGroup.size(); g++) {
            for (int s = 0; s < other.segmentsPerGroup.getInt(g); s++, segment++) {
                for (int n = 0; n < N; n++) {
                    weighted[n] += other.terms.getDouble(segment * N + n);
                }
                weight += other.lengths.getLong(segment);
            }
            for (int n = 0; n < N; n++) {
                double value = weight != 0 ? weighted[n] / (float) (weight + 1) : weighted[n];
                groupSum[n] += value;
            }
            groups++;
        }
    }

    @Override
    public void write(DataOutput out) throws IOException {
        out.writeInt(segmentsPerGroup.size());
        for (int g = 0; g < segmentsPerGroup.size(); g++) {
            out.writeInt(segmentsPerGroup.getInt(g));
        }
        out.writeInt(lengths.size());
        for (int s = 0; s < lengths.size(); s++) {
            out.writeLong(lengths.getLong(s));
        }
        for (int t = 0; t < terms.size(); t++) {
            out.writeDouble(terms.getDouble(t));
        }
    }

    @Override
    public void read(DataInput in) throws IOException {
        int groupCount = in.readInt();
        for (int g = 0; g < groupCount; g++) {
            segmentsPerGroup.add(in.readInt());
        }
        int segments = in.readInt();
        for (int s = 0; s < segments; s++) {
            lengths.add(in.readLong());
        }
        for (int t = 0; t < segments * N; t++) {
            terms.add(in.readDouble());
        }
    }

    @Override
    public double[] psl() {
        double[] psl = new double[N];
        for (int n = 0; n < N; n++) {
            psl[n] = groupSum[n] / (double) groups;
        }
        return psl;
    }

    @Override
    public double[] normed(long workItemsPerGroup) {
        double[] psl = psl();
        double max = Entropy.log2((double) (workItemsPerGroup + 1));
        for (int n = 0; n < N; n++) {
            psl[n] = psl[n] / max;
        }
        return psl;
    }
}
