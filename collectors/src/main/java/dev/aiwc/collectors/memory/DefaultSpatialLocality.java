package dev.aiwc.collectors.memory;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.collectors.stats.Entropy;
import dev.aiwc.collectors.stats.ExactSum;

/**
 * PSL as defined for the default profile: a work-group's value is the mean over all its timesteps (its segments
 * weighted by their length), the invocation's value the mean over work-groups. Group values are summed exactly,
 * so the result does not depend on how work-groups were split into ranges.
 */
final class DefaultSpatialLocality implements SpatialLocality {
    private final double[] groupSums = new double[SegmentLedger.SHIFTS];
    private long groupSteps;
    private final ExactSum[] overGroups = new ExactSum[SegmentLedger.SHIFTS];
    private long groups;

    DefaultSpatialLocality() {
        for (int n = 0; n < overGroups.length; n++) {
            overGroups[n] = new ExactSum();
        }
    }

    @Override
    public void segment(double[] sums, long steps) {
        for (int n = 0; n < groupSums.length; n++) {
            groupSums[n] += sums[n];
        }
        groupSteps += steps;
    }

    @Override
    public void groupEnd() {
        for (int n = 0; n < groupSums.length; n++) {
            // A group without memory accesses has no spatial spread: it counts as 0.
            overGroups[n].add(groupSteps == 0 ? 0.0 : groupSums[n] / groupSteps);
            groupSums[n] = 0.0;
        }
        groupSteps = 0;
        groups++;
    }

    @Override
    public void merge(SpatialLocality later) {
        DefaultSpatialLocality other = (DefaultSpatialLocality) later;
        for (int n = 0; n < overGroups.length; n++) {
            overGroups[n].add(other.overGroups[n]);
        }
        groups += other.groups;
    }

    @Override
    public void write(DataOutput out) throws IOException {
        for (ExactSum s : overGroups) {
            s.write(out);
        }
        out.writeLong(groups);
    }

    @Override
    public void read(DataInput in) throws IOException {
        for (ExactSum s : overGroups) {
            s.read(in);
        }
        groups = in.readLong();
    }

    @Override
    public double[] psl() {
        double[] psl = new double[SegmentLedger.SHIFTS];
        for (int n = 0; n < psl.length; n++) {
            psl[n] = groups == 0 ? 0.0 : overGroups[n].value() / groups;
        }
        return psl;
    }

    @Override
    public double[] normed(long workItemsPerGroup) {
        double[] psl = psl();
        double max = Entropy.log2(workItemsPerGroup);
        for (int n = 0; n < psl.length; n++) {
            psl[n] = workItemsPerGroup <= 1 ? 0.0 : psl[n] / max;
        }
        return psl;
    }
}
