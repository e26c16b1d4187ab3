package dev.aiwc.collectors.control;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.collectors.BlockTable;
import dev.aiwc.collectors.Profile;
import dev.aiwc.collectors.stats.Coverage;
import dev.aiwc.collectors.stats.Entropy;
import it.unimi.dsi.fastutil.ints.Int2LongMap;
import it.unimi.dsi.fastutil.ints.Int2LongOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2LongMap;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectIterator;

import java.util.Arrays;
import java.util.Map;

/**
 * Branch behaviour: how many conditional branches run and how predictable they are, from the 16-outcome histories
 * of each branch stream.
 *
 * <p>A stream is one static branch (default) or one source line (AIWC profile); it is the concatenation of the
 * outcomes of all work-items of one work-group, so histories never span work-groups.
 *
 * <p>Default profile, as published: linear branch entropy (De Pestel, Eyerman and Eeckhout, ISPASS 2015) is the
 * occurrence-weighted mean over (branch, history h) of {@code 2 min(p, 1-p)} with {@code p = P(taken | h)};
 * Yokota's branch history entropy (Yokota, Ootsu and Baba, EXPCS 2007, as used by Shao and Brooks, ISPASS 2013) is the
 * Shannon entropy of the distribution of 16-outcome history patterns. The AIWC profile keeps the reference's
 * per-window {@code p = ones / 16}.
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
    /**
     * Default: occurrences of each outcome that followed a full history, keyed {@code branch << 17 | history << 1 |
     * outcome}; the counts of one (branch, history) with outcome 0 and 1 give its {@code P(taken | h)}.
     */
    private final Long2LongOpenHashMap contexts;
    /** Default: the last full history of each stream, by pattern (a window that no outcome of its stream follows). */
    private final Int2LongOpenHashMap lastWindows;
    /**
     * Default, per key: the (history << 1 | outcome) seen last and how many times in a row, added to {@link #contexts}
     * when it changes or the group ends. A loop repeats one context for most of its trips, so this spares most map
     * updates (collatz over 65,536 items, 84 M instructions, launch time median of 5: 1.26 s with a map update per
     * outcome, 0.79 s with runs; 0.87 s for the former p = ones/16 windows).
     */
    private final int[] runContext;
    private final long[] runLength;
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
        contexts = aiwc ? null : new Long2LongOpenHashMap();
        lastWindows = aiwc ? null : new Int2LongOpenHashMap();
        runContext = aiwc ? null : new int[keys];
        runLength = aiwc ? null : new long[keys];
    }

    /**
     * Block {@code branch} ended in a conditional branch and the same work-item continued in block {@code next}, and
     * this happened {@code times} times in a row in the trace (no other outcome in between): a loop's trips. Once the
     * stream's last 16 outcomes all equal this one, every further repeat leaves its history as it is and adds to the
     * same context, so a run of any length costs at most 16 steps and one bulk update.
     */
    public void outcomes(int branch, int next, long times) {
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
        executions[key] += times;
        if (seen[key] == 0) {
            touched.add(key);
        }
        int steady = bit == 1 ? 0xFFFF : 0;
        long left = times;
        while (left > 0 && (seen[key] < HISTORY || history[key] != steady)) {
            step(key, bit);
            left--;
        }
        if (left == 0) {
            return;
        }
        // The history is 16 copies of this outcome and stays so: each repeat is the same context, or pattern.
        if (aiwc) {
            patterns.addTo(((long) key << 16) | steady, left);
        } else {
            int context = (steady << 1) | bit;
            if (runLength[key] == 0 || runContext[key] != context) {
                flushRun(key);
                runContext[key] = context;
            }
            runLength[key] += left;
        }
    }

    /** One outcome of stream {@code key}: its context (default) or pattern (AIWC), then the history moves on. */
    private void step(int key, int bit) {
        if (!aiwc && seen[key] >= HISTORY) {
            int context = (history[key] << 1) | bit;
            if (runLength[key] != 0 && runContext[key] == context) {
                runLength[key]++;
            } else {
                flushRun(key);
                runContext[key] = context;
                runLength[key] = 1;
            }
        }
        int h = ((history[key] << 1) | bit) & 0xFFFF;
        history[key] = h;
        // Only "none yet" and "at least 16" are ever asked, so the count stops at 16 (a long stream cannot wrap it).
        if (seen[key] < HISTORY) {
            seen[key]++;
        }
        if (aiwc && seen[key] >= HISTORY) {
            patterns.addTo(((long) key << 16) | h, 1);
        }
    }

    public void groupEnd() {
        for (int i = 0; i < touched.size(); i++) {
            int key = touched.getInt(i);
            if (!aiwc && seen[key] >= HISTORY) {
                lastWindows.addTo(history[key], 1);
                flushRun(key);
            }
            history[key] = 0;
            seen[key] = 0;
        }
        touched.clear();
    }

    private void flushRun(int key) {
        if (runLength[key] != 0) {
            contexts.addTo(((long) key << 17) | runContext[key], runLength[key]);
            runLength[key] = 0;
        }
    }

    public void merge(BranchTally other) {
        for (int k = 0; k < executions.length; k++) {
            executions[k] += other.executions[k];
        }
        if (!aiwc) {
            ObjectIterator<Long2LongMap.Entry> it = other.contexts.long2LongEntrySet().fastIterator();
            while (it.hasNext()) {
                Long2LongMap.Entry e = it.next();
                contexts.addTo(e.getLongKey(), e.getLongValue());
            }
            ObjectIterator<Int2LongMap.Entry> last = other.lastWindows.int2LongEntrySet().fastIterator();
            while (last.hasNext()) {
                Int2LongMap.Entry e = last.next();
                lastWindows.addTo(e.getIntKey(), e.getLongValue());
            }
        } else {
            ObjectIterator<Long2LongMap.Entry> it = other.patterns.long2LongEntrySet().fastIterator();
            while (it.hasNext()) {
                Long2LongMap.Entry e = it.next();
                patterns.addTo(e.getLongKey(), e.getLongValue());
            }
        }
    }

    /** Writes what {@link #merge} reads of a finished range (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        out.writeInt(executions.length);
        for (long n : executions) {
            out.writeLong(n);
        }
        if (aiwc) {
            writeMap(patterns, out);
        } else {
            writeMap(contexts, out);
            out.writeInt(lastWindows.size());
            ObjectIterator<Int2LongMap.Entry> it = lastWindows.int2LongEntrySet().fastIterator();
            while (it.hasNext()) {
                Int2LongMap.Entry e = it.next();
                out.writeInt(e.getIntKey());
                out.writeLong(e.getLongValue());
            }
        }
    }

    /** Reads into this fresh tally what {@link #write} wrote. */
    public void read(DataInput in) throws IOException {
        int n = in.readInt();
        if (n != executions.length) {
            throw new IOException("a branch tally of " + n + " keys where the kernel has " + executions.length);
        }
        for (int k = 0; k < n; k++) {
            executions[k] = in.readLong();
        }
        if (aiwc) {
            readMap(patterns, in);
        } else {
            readMap(contexts, in);
            int windows = in.readInt();
            for (int i = 0; i < windows; i++) {
                lastWindows.addTo(in.readInt(), in.readLong());
            }
        }
    }

    private static void writeMap(Long2LongOpenHashMap map, DataOutput out) throws IOException {
        out.writeInt(map.size());
        ObjectIterator<Long2LongMap.Entry> it = map.long2LongEntrySet().fastIterator();
        while (it.hasNext()) {
            Long2LongMap.Entry e = it.next();
            out.writeLong(e.getLongKey());
            out.writeLong(e.getLongValue());
        }
    }

    private static void readMap(Long2LongOpenHashMap map, DataInput in) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            map.addTo(in.readLong(), in.readLong());
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
            publishedEntropies(out);
        }
    }

    /**
     * Both entropies from the (branch, history, outcome) counts. A (branch, h) followed t times by taken and f times
     * by not taken weighs {@code t + f} and has {@code p = t / (t + f)}, so its weighted linear entropy is exactly
     * {@code 2 min(t, f)}: the linear entropy is a ratio of integers. The history patterns of the Yokota entropy are
     * every context's history plus each stream's last window, summed in pattern order.
     */
    private void publishedEntropies(Map<String, Object> out) {
        long[] keys = contexts.keySet().toLongArray();
        Arrays.sort(keys);
        // Occurrences per history pattern: only the patterns that occur (a launch has few) are kept and then read in
        // pattern order. A pattern that never occurs adds a term of 0.0, which changes no sum, so skipping the other
        // 2^16 is exact; a dense table of them cost a launch of hmm at size small a tenth of its finish.
        Int2LongOpenHashMap byPattern = new Int2LongOpenHashMap();
        long weighted = 0;
        long occurrences = 0;
        for (int i = 0; i < keys.length; ) {
            long context = keys[i] >>> 1;
            long notTaken = 0;
            long taken = 0;
            for (; i < keys.length && keys[i] >>> 1 == context; i++) {
                if ((keys[i] & 1) == 0) {
                    notTaken = contexts.get(keys[i]);
                } else {
                    taken = contexts.get(keys[i]);
                }
            }
            weighted += 2 * Math.min(taken, notTaken);
            occurrences += taken + notTaken;
            byPattern.addTo((int) (context & 0xFFFF), taken + notTaken);
        }
        ObjectIterator<Int2LongMap.Entry> last = lastWindows.int2LongEntrySet().fastIterator();
        while (last.hasNext()) {
            Int2LongMap.Entry e = last.next();
            byPattern.addTo(e.getIntKey(), e.getLongValue());
        }
        int[] occurring = byPattern.keySet().toIntArray();
        Arrays.sort(occurring);
        long windows = 0;
        for (int h : occurring) {
            windows += byPattern.get(h);
        }
        double yokota = 0.0;
        for (int k = 0; windows != 0 && k < occurring.length; k++) {
            yokota -= Entropy.xlog2x((double) byPattern.get(occurring[k]) / windows);
        }
        yokota = yokota + 0.0; // a single pattern gives -0.0
        out.put("yokotaEntropy", yokota);
        out.put("averageLinearBranchEntropy", occurrences == 0 ? 0.0 : (double) weighted / occurrences);
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
