package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.collectors.Profile;
import dev.aiwc.collectors.stats.Coverage;
import dev.aiwc.collectors.stats.Entropy;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Memory metrics: per-address load and store counts (memory in distinct addresses, not accesses), accesses per
 * address space, and parallel spatial locality measured per barrier segment and then discarded. An access only
 * appends to the segment's ledger; counting per address happens when the segment closes, once per distinct
 * address of each timestep.
 */
public final class MemoryTally {
    private final boolean aiwc;
    private final AiwcAddressLayout layout;
    private final Pool pool;
    /** The range's per-address counts while its trace runs; null once sealed into {@link #run}. */
    private AddressCounts counts;
    /**
     * The range's counts once its trace is consumed, as a sorted run in one piece per buffer
     * ({@link AddressCounts#seal()}); else null.
     */
    private long[][] run;
    /** The counts of the ranges merged into this tally (null until the first merge). */
    private LaunchCounts merged;
    private final long[] bySpace = new long[4];
    private SegmentLedger ledger;
    private final SpatialLocality locality;
    private final double[] segmentSums = new double[SegmentLedger.SHIFTS];
    private final int perGroup;
    /**
     * Default profile: the async work-group copies of the open segment, their accesses in copy order (a load of the
     * source then a store of the destination per element) and the index where each copy begins.
     */
    private final LongArrayList copyEntries = new LongArrayList();
    private final IntArrayList copyStarts = new IntArrayList();

    /** Entries of a barrier segment a worker holds in memory unless the aiwc collector's setting says otherwise. */
    public static final int DEFAULT_SEGMENT_ENTRIES = SegmentLedger.DEFAULT_CAPACITY;

    /**
     * @param pool           where tables and ledgers of finished ranges wait for reuse, and where this tally takes its
     *                       own from (null: fresh ones, never handed back); reuse spares allocation and gives the same
     *                       results
     * @param segmentEntries entries of a barrier segment held in memory before the rest goes on in a file
     */
    public MemoryTally(InvocationInfo invocation, Profile profile, Pool pool, int segmentEntries) {
        this.aiwc = profile == Profile.AIWC;
        this.layout = aiwc ? new AiwcAddressLayout(invocation) : null;
        this.pool = pool;
        int perGroup = Math.toIntExact(invocation.workItemsPerGroup());
        this.perGroup = perGroup;
        this.counts = pool == null ? new AddressCounts() : pool.table();
        this.ledger = pool == null ? new SegmentLedger(perGroup, aiwc, segmentEntries)
                : pool.ledger(perGroup, aiwc, segmentEntries);
        this.locality = aiwc ? new AiwcSpatialLocality() : new DefaultSpatialLocality();
    }

    /**
     * Per-address tables and segment ledgers of one invocation, for reuse. Both are empty once their range's trace
     * is consumed (the table sealed into a run) and go back then, so there are as many of each as worker threads,
     * however many ranges wait to merge. A thread takes back what it gave: a table or ledger that stays with one
     * worker stays in its core's caches, where one that another worker gave (a shared stack handed out whatever came
     * back last, so a worker that merged meanwhile took another's) must first be fetched from that worker's core. A
     * pool takes from the {@link Spare} ones of earlier launches before it makes new ones, and hands its own there
     * when its launch finishes. Thread-safe.
     */
    public static final class Pool {
        private final Map<Thread, Kept> byThread = new HashMap<>();

        /** What one thread gave back. */
        private static final class Kept {
            final ArrayDeque<AddressCounts> tables = new ArrayDeque<>();
            final ArrayDeque<SegmentLedger> ledgers = new ArrayDeque<>();
        }

        private Kept mine() {
            return byThread.computeIfAbsent(Thread.currentThread(), t -> new Kept());
        }

        synchronized AddressCounts table() {
            AddressCounts t = mine().tables.poll();
            if (t == null) {
                t = Spare.table();
            }
            return t != null ? t : new AddressCounts();
        }

        synchronized SegmentLedger ledger(int perGroup, boolean aiwc, int capacity) {
            SegmentLedger l = mine().ledgers.poll();
            if (l == null) {
                l = Spare.ledger(perGroup, aiwc, capacity);
            }
            return l != null ? l : new SegmentLedger(perGroup, aiwc, capacity);
        }

        synchronized void give(AddressCounts t) {
            mine().tables.push(t);
        }

        synchronized void give(SegmentLedger l) {
            mine().ledgers.push(l);
        }

        /**
         * Lets go of what it keeps: every range is merged, and the finish needs the memory (on 16 threads up to 32
         * tables wait here, each sized for a range's addresses: 8 MiB for a work-group of crc large). Small ones go
         * to the {@link Spare} for later launches.
         */
        public synchronized void clear() {
            for (Kept kept : byThread.values()) {
                kept.tables.forEach(Spare::give);
                kept.ledgers.forEach(Spare::give);
            }
            byThread.clear();
        }
    }

    /**
     * Tables and ledgers of finished launches, kept for the next ones: an application of thousands of small launches
     * (hmm: 4,096 at size large) otherwise makes 16 tables and 16 ledgers a launch on 16 threads and grows each from
     * its smallest size, half of all it allocates (a JFR profile of hmm medium on 16 threads: table growth 26% and
     * ledger growth 23% of 105 GB). Only small ones are kept ({@link #LARGEST} bytes at most, 4 times the cores of
     * each), so what waits here stays under 2 x 4 x cores x 4 MiB, and a launch whose ranges need large tables makes
     * its own, as before. Reuse changes no result (a reused table or ledger is empty). Thread-safe.
     */
    static final class Spare {
        private static final long LARGEST = 4L << 20;
        private static final int KEPT = 4 * Runtime.getRuntime().availableProcessors();
        private static final ArrayDeque<AddressCounts> TABLES = new ArrayDeque<>();
        private static final ArrayDeque<SegmentLedger> LEDGERS = new ArrayDeque<>();

        private Spare() {
        }

        static synchronized AddressCounts table() {
            return TABLES.poll();
        }

        /** A kept ledger for this group size, profile and capacity, or null (ledgers of another shape are dropped). */
        static synchronized SegmentLedger ledger(int perGroup, boolean aiwc, int capacity) {
            while (true) {
                SegmentLedger l = LEDGERS.poll();
                if (l == null || l.fits(perGroup, aiwc, capacity)) {
                    return l;
                }
            }
        }

        static synchronized void give(AddressCounts t) {
            if (t.bytes() <= LARGEST && TABLES.size() < KEPT) {
                TABLES.push(t);
            }
        }

        /** Keeps a ledger of any shape: {@link #ledger} hands out only those that fit the launch asking. */
        static synchronized void give(SegmentLedger l) {
            if (l.bytes() <= LARGEST && LEDGERS.size() < KEPT) {
                LEDGERS.push(l);
            }
        }
    }

    /** A work-item starts or resumes running: its accesses follow until it reaches a barrier or ends. */
    public void item(int id) {
        ledger.item(id);
    }

    /**
     * The segment's entry array ({@code address << 1 | kind}, in the profile's address layout), for the trace loop
     * to append to in place; see {@link #entry}. Between appends and any other call here the loop must hand the
     * size back with {@link #entryCount(int)}, and re-read both afterwards.
     */
    public long[] entries() {
        return ledger.entries();
    }

    public int entryCount() {
        return ledger.size();
    }

    public void entryCount(int n) {
        ledger.size(n);
    }

    /**
     * Room in the entry array (it was full): a larger one, or past the ledger's capacity the same one emptied into
     * the segment's spill file; returns it, and {@link #entryCount()} says where appending goes on.
     */
    public long[] growEntries() {
        return ledger.grow();
    }

    /** The ledger entry of an access (flags as in {@link MemoryAccess}), in the profile's address layout. */
    public long entry(int flags, long virtualAddress) {
        if ((flags & 2) != 0) {
            throw new IllegalStateException("memory event with unknown access kind " + MemoryAccess.kind(flags));
        }
        return plainEntry(flags, aiwc ? layout.translate(virtualAddress) : virtualAddress);
    }

    /** The ledger entry of an access of a known kind at an address already in the profile's layout. */
    public static long plainEntry(int flags, long address) {
        return address << 1 | (flags & 1);
    }

    /** Adds accesses per address space: four 16-bit counts packed in one long (global, constant, local at codes). */
    public void addSpaces(long packed) {
        for (int s = 0; s < 4; s++) {
            bySpace[s] += (packed >>> (16 * s)) & 0xFFFF;
        }
    }

    /**
     * Default profile: an access of an async work-group copy ({@code first}: of a new copy). The simulator performs a
     * collective copy on the timeline of the first work-item that reaches it; a device spreads it over the group.
     * So the copies are kept out of that work-item's list and measured as a segment of their own when the barrier
     * segment closes: element k of each copy (its load and store) goes to work-item k mod the group size, in
     * order. Every access still counts once in the per-address counts.
     */
    public void copyAccess(long entry, boolean first) {
        if (first) {
            copyStarts.add(copyEntries.size());
        }
        copyEntries.add(entry);
    }

    /** A barrier released, or the group ended: the segment is measured and forgotten. */
    public void segmentEnd() {
        java.util.Arrays.fill(segmentSums, 0.0);
        long steps = ledger.close(segmentSums, counts);
        locality.segment(segmentSums, steps);
        if (!copyEntries.isEmpty()) {
            copySegment();
        }
    }

    /** The segment's async copies as their own segment, element k to work-item k mod perGroup. */
    private void copySegment() {
        copyStarts.add(copyEntries.size());
        long[] copied = copyEntries.elements();
        for (int item = 0; item < perGroup; item++) {
            boolean started = false;
            for (int c = 0; c + 1 < copyStarts.size(); c++) {
                int end = copyStarts.getInt(c + 1);
                for (int e = copyStarts.getInt(c) + 2 * item; e < end; e += 2 * perGroup) {
                    if (!started) {
                        ledger.item(item);
                        started = true;
                    }
                    ledger.append(copied[e]);
                    if (e + 1 < end) {
                        ledger.append(copied[e + 1]);
                    }
                }
            }
        }
        copyEntries.clear();
        copyStarts.clear();
        java.util.Arrays.fill(segmentSums, 0.0);
        long steps = ledger.close(segmentSums, counts);
        locality.segment(segmentSums, steps);
    }

    public void groupEnd() {
        segmentEnd();
        locality.groupEnd();
    }

    /** Writes what {@link #merge} reads of a finished range (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        seal();
        AddressCounts.write(LaunchCounts.concatenate(run), out);
        for (long n : bySpace) {
            out.writeLong(n);
        }
        locality.write(out);
    }

    /** Reads into this fresh tally what {@link #write} wrote. */
    public void read(DataInput in) throws IOException {
        AddressCounts table = pool == null ? new AddressCounts() : pool.table();
        table.read(in);
        run = table.seal();
        if (pool != null) {
            pool.give(table);
        }
        for (int s = 0; s < bySpace.length; s++) {
            bySpace[s] = in.readLong();
        }
        locality.read(in);
    }

    public void merge(MemoryTally other) {
        if (merged == null) {
            merged = new LaunchCounts();
        }
        other.seal();
        if (other.run != null) {
            merged.add(other.run);
            other.run = null; // the launch's counts own it now
        }
        for (int s = 0; s < bySpace.length; s++) {
            bySpace[s] += other.bySpace[s];
        }
        locality.merge(other.locality);
    }

    /**
     * The range's trace is consumed (every segment closed): its counts are sealed into a sorted run here, on the
     * worker that ran it, and its table and ledger go back to the pool.
     */
    public void rangeDone() {
        seal();
        if (pool != null && ledger != null) {
            pool.give(ledger);
            ledger = null;
        }
    }

    /** Seals the range's counts into {@link #run} (once) and hands its table back to the pool. */
    private void seal() {
        if (counts == null) {
            return;
        }
        run = counts.seal();
        if (pool != null) {
            pool.give(counts);
        }
        counts = null;
    }

    /** The range has been merged: what it still holds goes back or is dropped; the tally must not be used again. */
    public void release() {
        rangeDone();
        run = null;
    }

    /** Fills the {@code memory} category; the per-address table is used up (this is the tally's last call). */
    public void finish(KernelDescriptor kernel, InvocationInfo invocation, long[] blockExecutions,
                       Map<String, Object> out) {
        LaunchCounts all = merged != null ? merged : new LaunchCounts();
        seal();
        if (run != null) {
            all.add(run); // what this tally counted itself (a tally that merged ranges counted nothing)
            run = null;
        }
        LaunchCounts.Footprint footprint = all.drain();
        int n = footprint.addresses();
        long totalReads = footprint.loads();
        long totalWrites = footprint.stores();
        long total = totalReads + totalWrites;
        int loadAddresses = footprint.loadAddresses();
        int storeAddresses = footprint.storeAddresses();
        long[] countValues = footprint.countValues();
        long[] countTimes = footprint.countTimes();

        out.put("footprint", (long) n);
        out.put("footprint90", (long) Coverage.ninetyPercentByValue(countValues, countTimes));
        if (aiwc) {
            // The reference labels the distinct store addresses "reads" and the distinct load addresses "writes";
            // its ratios are rounded to float.
            out.put("uniqueReads", (long) storeAddresses);
            out.put("uniqueWrites", (long) loadAddresses);
            out.put("uniqueReadWriteRatio", (double) (float) ((double) loadAddresses / (double) storeAddresses));
            out.put("totalReads", totalReads);
            out.put("totalWrites", totalWrites);
            out.put("rereadRatio", (double) (float) ((double) totalReads / (double) loadAddresses));
            out.put("rewriteRatio", (double) (float) ((double) totalWrites / (double) storeAddresses));
        } else {
            out.put("uniqueReads", (long) loadAddresses);
            out.put("uniqueWrites", (long) storeAddresses);
            out.put("uniqueReadWriteRatio", ratio(loadAddresses, storeAddresses));
            out.put("totalReads", totalReads);
            out.put("totalWrites", totalWrites);
            // The paper's "reread ratio" is unique / total reads; this is its inverse, named for what it is.
            out.put("readsPerReadAddress", ratio(totalReads, loadAddresses));
            out.put("writesPerWrittenAddress", ratio(totalWrites, storeAddresses));
        }
        double[] byShift = entropies(footprint.pieces(), 1, 11, total, LaunchCounts.PARALLEL_POOL);
        if (aiwc) {
            byShift[0] = aiwcGlobalEntropy(countValues, countTimes, total);
        }
        out.put("globalAddressEntropy", byShift[0]);
        if (aiwc) {
            // The reference's series: element i has i + 1 low bits skipped.
            double[] local = new double[10];
            for (int shift = 1; shift <= 10; shift++) {
                local[shift - 1] = (float) byShift[shift];
            }
            out.put("localAddressEntropy", local);
        } else {
            // Indexed like parallelSpatialLocality: element n has n low bits skipped (n = 0 is the global entropy).
            out.put("addressEntropy", byShift);
        }

        long[] spaces = aiwc ? irAccessesBySpace(kernel, blockExecutions) : bySpace;
        long global = spaces[AddressSpace.GLOBAL.code];
        long constant = spaces[AddressSpace.CONSTANT.code];
        long localSpace = spaces[AddressSpace.LOCAL.code];
        Map<String, Object> bySpaceOut = new LinkedHashMap<>();
        bySpaceOut.put("global", global);
        bySpaceOut.put("constant", constant);
        bySpaceOut.put("local", localSpace);
        out.put("accessesBySpace", bySpaceOut);
        if (aiwc) {
            // Reference: percentages computed in float over 32-bit unsigned counts of IR loads/stores.
            float all32 = (float) ((global + constant + localSpace) & 0xFFFF_FFFFL);
            out.put("relativeLocalUsage", (double) (((float) localSpace / all32) * 100));
            out.put("relativeConstantUsage", (double) (((float) constant / all32) * 100));
        } else {
            long sum = global + constant + localSpace;
            out.put("relativeLocalUsage", ratio(localSpace, sum));
            out.put("relativeConstantUsage", ratio(constant, sum));
        }
        out.put("parallelSpatialLocality", locality.psl());
        out.put("normedParallelSpatialLocality", locality.normed(invocation.workItemsPerGroup()));
    }

    private static double ratio(long numerator, long denominator) {
        return denominator == 0 ? 0.0 : (double) numerator / denominator;
    }

    /**
     * Entropy of the histogram of {@code address >> shift}, for each shift below {@code shifts}, over the (key, count)
     * pairs of the pieces in ascending key order, a key being the address shifted left by {@code keyShift} bits with
     * anything in those bits (the launch's entries, {@code address << 1 | kind}, have both kinds of an address side by
     * side, and every shift groups them); each histogram's terms are summed in address order, so the
     * values depend neither on the threads nor on how the histograms are made. Two ways to make them, chosen by the
     * cores: on few ({@code wide} false), the histogram of shift s + 1 is made from that of shift s (the integer counts
     * add exactly) and is as short as the distinct shifted addresses, so all shifts read about 2.5 n pairs where
     * grouping the pairs anew for each shift read 11 n, and a shift that merges nothing has the same entropy as the
     * one before; on many, each shift groups the pairs anew as a task of its own, so the launch waits for about one
     * pass instead of the 2.5 that the first way reads one after another. Large histograms are summed as tasks of the
     * common pool (the launch's workers are done).
     */
    static double[] entropies(long[][] pieces, int keyShift, int shifts, long total, boolean wide) {
        int n = 0;
        for (long[] piece : pieces) {
            n += piece.length / 2;
        }
        double[] byShift = new double[shifts];
        java.util.concurrent.ForkJoinTask<?>[] tasks = new java.util.concurrent.ForkJoinTask<?>[shifts];
        if (wide && n > PARALLEL_ENTROPY) {
            for (int shift = 0; shift < shifts; shift++) {
                int sh = shift;
                tasks[shift] = java.util.concurrent.ForkJoinTask.adapt(() -> {
                    byShift[sh] = groupedEntropy(pieces, sh + keyShift, total);
                });
            }
            java.util.concurrent.ForkJoinTask.invokeAll(tasks);
            return byShift;
        }
        // the histogram of the last shift that merged keys: (address >> levelShift, count) pairs, ascending, in
        // pieces; the keys start keyShift bits above the address's
        long[][] level = pieces;
        int size = n;
        int levelShift = -keyShift;
        for (int shift = 0; shift < shifts; shift++) {
            if (shift > levelShift) {
                int merged = mergedSize(level, shift - levelShift);
                if (merged < size) {
                    level = new long[][]{merge(level, merged, shift - levelShift)};
                    size = merged;
                    levelShift = shift;
                } else if (shift > 0) {
                    continue; // nothing merged: the entropy of the shift before, filled in below
                }
                // at shift 0 with nothing merged, each key is one address: the histogram is the addresses'
            }
            long[][] histogram = level;
            int sh = shift;
            tasks[shift] = java.util.concurrent.ForkJoinTask.adapt(() -> {
                byShift[sh] = entropy(histogram, total);
            });
            if (n > PARALLEL_ENTROPY) {
                tasks[shift].fork();
            } else {
                tasks[shift].invoke();
            }
        }
        for (int shift = 0; shift < shifts; shift++) {
            if (tasks[shift] != null) {
                tasks[shift].join();
            } else {
                byShift[shift] = byShift[shift - 1];
            }
        }
        return byShift;
    }

    /** How many pairs the histogram has once its keys are shifted right by {@code by} more bits. */
    private static int mergedSize(long[][] level, int by) {
        int merged = 0;
        long previous = 0;
        for (long[] piece : level) {
            for (int i = 0; i < piece.length; i += 2) {
                long key = piece[i] >> by;
                if (merged == 0 || key != previous) {
                    merged++;
                    previous = key;
                }
            }
        }
        return merged;
    }

    /** The histogram with its keys shifted right by {@code by} more bits, neighbours that meet summed. */
    private static long[] merge(long[][] level, int merged, int by) {
        long[] next = new long[2 * merged];
        int j = -1;
        for (long[] piece : level) {
            for (int i = 0; i < piece.length; i += 2) {
                long key = piece[i] >> by;
                if (j < 0 || next[2 * j] != key) {
                    j++;
                    next[2 * j] = key;
                }
                next[2 * j + 1] += piece[i + 1];
            }
        }
        return next;
    }

    /** Entropy of a histogram of (key, count) pairs in pieces, its terms summed in key order. */
    private static double entropy(long[][] histogram, long total) {
        Terms terms = new Terms(total);
        double h = 0.0;
        for (long[] piece : histogram) {
            for (int i = 1; i < piece.length; i += 2) {
                h -= terms.of(piece[i]);
            }
        }
        return h;
    }

    /**
     * Entropy of the histogram of {@code key >> shift} over (key, count) pairs in ascending pieces: equal shifted
     * keys are adjacent (a group may go on into the next piece), and the terms are summed in key order.
     */
    private static double groupedEntropy(long[][] pieces, int shift, long total) {
        Terms terms = new Terms(total);
        double h = 0.0;
        boolean open = false;
        long key = 0;
        long c = 0;
        for (long[] piece : pieces) {
            for (int i = 0; i < piece.length; i += 2) {
                long k = piece[i] >> shift;
                if (open && k == key) {
                    c += piece[i + 1];
                } else {
                    if (open) {
                        h -= terms.of(c);
                    }
                    key = k;
                    c = piece[i + 1];
                    open = true;
                }
            }
        }
        if (open) {
            h -= terms.of(c);
        }
        return h;
    }

    /** The entropy term {@code p log2 p} of a count, p = count / total; most counts are small and computed once. */
    private static final class Terms {
        private final long total;
        private final double[] ofSmall = new double[SMALL_COUNTS];

        Terms(long total) {
            this.total = total;
            java.util.Arrays.fill(ofSmall, Double.NaN);
        }

        double of(long c) {
            if (c >= SMALL_COUNTS) {
                double p = (double) c / total;
                return p * Entropy.log2(p);
            }
            double term = ofSmall[(int) c];
            if (term != term) {
                double p = (double) c / total;
                term = p * Entropy.log2(p); // the same arithmetic as for a large count, so the same bits
                ofSmall[(int) c] = term;
            }
            return term;
        }
    }

    private static final int SMALL_COUNTS = 4096;
    /** Addresses above which the entropies are computed as parallel tasks (below, starting them costs more). */
    private static final int PARALLEL_ENTROPY = 1 << 16;

    /**
     * The reference sums the global entropy over the addresses' counts in descending order ({@code values} ascending,
     * {@code times[i]} addresses with count {@code values[i]}). Equal counts have equal terms, computed once and
     * subtracted once per address: the same arithmetic, so the same bits.
     */
    private static double aiwcGlobalEntropy(long[] values, long[] times, long total) {
        double h = 0.0;
        for (int i = values.length - 1; i >= 0; i--) {
            double p = (double) values[i] * 1.0 / (double) total;
            double term = p * Entropy.log2(p);
            for (long t = times[i]; t > 0; t--) {
                h = h - term;
            }
        }
        return h;
    }

    /** The reference counts accesses per space from executed IR load/store instructions only, as 32-bit counts. */
    private static long[] irAccessesBySpace(KernelDescriptor kernel, long[] blockExecutions) {
        long[] spaces = new long[4];
        InstructionInfo[] instructions = kernel.instructions();
        for (BlockInfo block : kernel.blocks()) {
            long n = blockExecutions[block.id()];
            if (n == 0 || block.memoryOpOffsets() == null) {
                continue;
            }
            for (int offset : block.memoryOpOffsets()) {
                AddressSpace space = instructions[block.firstInstruction() + offset].space();
                if (space != null && space != AddressSpace.PRIVATE) {
                    spaces[space.code] += n;
                }
            }
        }
        for (int s = 0; s < 4; s++) {
            spaces[s] &= 0xFFFF_FFFFL;
        }
        return spaces;
    }
}
