package dev.aiwc.collectors.control;

import dev.aiwc.collectors.BlockTable;
import dev.aiwc.collectors.Profile;
import dev.aiwc.collectors.stats.Coverage;
import dev.aiwc.collectors.stats.Entropy;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2LongMap;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectIterator;

import java.util.Arrays;
import java.util.Map;

/**
 * Branch behaviour: how many conditional branches run and how predictable they are, from 16-outcome history
 * windows per branch stream (Yokota's branch entropy and linear branch entropy, as in AIWC).
 *
 * <p>A stream is one static branch (default) or one source line (AIWC profile); it is the concatenation of the
 * outcomes of all work-items of one work-group, so windows never span work-groups.
 */
public final class BranchTally {
    private static final int HISTORY = 16;
    private final BlockTable table;
    private final boolean aiwc;
    /** Executions per stream key (block id, or source line in the AIWC profile). */
    private final long[] executions;
    /** Current work-group: last 16 outcomes and outcomes seen, per key; reset for touched keys at group end. */
    private final int[] history;
    private final int[] seen;
    private final IntArrayList touched = new IntArrayList();
    /** Default: windows by their number of 1 outcomes (the entropies only depend on it). */
    private final long[] windowsByOnes = new long[HISTORY + 1];
    /** AIWC: (line << 16 | pattern) to occurrences, as the reference keeps them. */
    private final Long2LongOpenHashMap patterns;

    public BranchTally(BlockTable table, Profile profile) {
        this.table = table;
        this.aiwc = profile == Profile.AIWC;
        int keys = aiwc ? table.maxLine + 1 : table.size();
        executions = new long[keys];
        history = new int[keys];
        seen = new int[keys];
        patterns = aiwc ? new Long2LongOpenHashMap() : null;
    }

    /** Block {@code branch} ended in a conditional branch and the same work-item continued in block {@code next}. */
    public void outcome(int branch, int next) {
        int trueTarget = table.trueSuccessor[branch];
        int falseTarget = table.falseSuccessor[branch];
        boolean toFalse = next == falseTarget;
        if (!toFalse && next != trueTarget) {
            throw new IllegalStateException("trace inconsistency: block " + branch + " (conditional branch, line "
                    + table.line[branch] + ") was followed by block " + next + ", which is neither of its successors "
                    + trueTarget + " and " + falseTarget);
        }
        int bit;
        int key;
        if (aiwc) {
            // Reference: keyed by source line; 1 when control went to the false successor (checked first).
            key = table.line[branch];
            bit = toFalse ? 1 : 0;
        } else {
            key = branch;
            bit = next == trueTarget ? 1 : 0;
        }
        executions[key]++;
        if (seen[key] == 0) {
            touched.add(key);
        }
        int h = ((history[key] << 1) | bit) & 0xFFFF;
        history[key] = h;
        if (++seen[key] >= HISTORY) {
            if (aiwc) {
                patterns.addTo(((long) key << 16) | h, 1);
            } else {
                windowsByOnes[Integer.bitCount(h)]++;
            }
        }
    }

    public void groupEnd() {
        for (int i = 0; i < touched.size(); i++) {
            int key = touched.getInt(i);
            history[key] = 0;
            seen[key] = 0;
        }
        touched.clear();
    }

    public void merge(BranchTally other) {
        for (int k = 0; k < executions.length; k++) {
            executions[k] += other.executions[k];
        }
        for (int k = 0; k < windowsByOnes.length; k++) {
            windowsByOnes[k] += other.windowsByOnes[k];
        }
        if (aiwc) {
            ObjectIterator<Long2LongMap.Entry> it = other.patterns.long2LongEntrySet().fastIterator();
            while (it.hasNext()) {
                Long2LongMap.Entry e = it.next();
                patterns.addTo(e.getLongKey(), e.getLongValue());
            }
        }
    }

    /** Fills the {@code control} category. */
    public void finish(Map<String, Object> out) {
        long[] counts = executions;
        if (aiwc) {
            counts = new long[executions.length];
            for (int k = 0; k < counts.length; k++) {
                counts[k] = executions[k] & 0xFFFF_FFFFL; // the reference counts in 32 bits
            }
        }
        int unique = 0;
        for (long c : counts) {
            if (c != 0) {
                unique++;
            }
        }
        out.put("uniqueBranches", unique);
        out.put("branches90", Coverage.ninetyPercent(counts));
        if (aiwc) {
            aiwcEntropies(out);
        } else {
            long windows = 0;
            double yokota = 0.0;
            double linear = 0.0;
            for (int ones = 0; ones <= HISTORY; ones++) {
                long w = windowsByOnes[ones];
                double p = (double) ones / HISTORY;
                windows += w;
                yokota += w * Entropy.binary(p);
                linear += w * 2 * Math.min(p, 1 - p);
            }
            out.put("yokotaEntropy", windows == 0 ? 0.0 : yokota / windows);
            out.put("averageLinearBranchEntropy", windows == 0 ? 0.0 : linear / windows);
        }
    }

    /**
     * The reference's arithmetic, in float: Yokota is the unweighted sum of {@code -p log2 p} over distinct
     * (line, pattern) pairs, the linear entropy the occurrence-weighted mean of {@code 2 min(p, 1-p)}. Pairs are
     * visited in (line, pattern) order, where the reference follows its hash maps.
     */
    private void aiwcEntropies(Map<String, Object> out) {
        long[] keys = patterns.keySet().toLongArray();
        Arrays.sort(keys);
        float yokota = 0.0f;
        float average = 0.0f;
        int occurrencesTotal = 0;
        for (long key : keys) {
            int pattern = (int) (key & 0xFFFF);
            int occurrences = (int) patterns.get(key); // 32-bit unsigned in the reference
            int taken = Integer.bitCount(pattern);
            float p = (float) taken / (float) HISTORY;
            if (p != 0) {
                yokota -= p * (float) Entropy.log2(p);
            }
            float linear = 2 * Math.min(p, 1 - p);
            average += (float) Integer.toUnsignedLong(occurrences) * linear;
            occurrencesTotal += occurrences;
        }
        average = average / (float) Integer.toUnsignedLong(occurrencesTotal);
        if (Float.isNaN(average)) {
            average = 0.0f;
        }
        out.put("yokotaEntropy", (double) yokota);
        out.put("averageLinearBranchEntropy", (double) average);
    }
}
