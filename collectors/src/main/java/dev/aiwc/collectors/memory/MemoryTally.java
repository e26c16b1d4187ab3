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
    private AddressCounts counts;
    private final long[] bySpace = new long[4];
    private SegmentLedger ledger;
    private final SpatialLocality locality;
    private final double[] segmentSums = new double[SegmentLedger.SHIFTS];

    /**
     * @param scratch the per-address table and segment ledger of a range already merged, reused to spare
     *                allocation (null for fresh ones); any value gives the same results
     */
    public MemoryTally(InvocationInfo invocation, Profile profile, Scratch scratch) {
        this.aiwc = profile == Profile.AIWC;
        this.layout = aiwc ? new AiwcAddressLayout(invocation) : null;
        int perGroup = Math.toIntExact(invocation.workItemsPerGroup());
        if (scratch != null) {
            this.counts = scratch.counts;
            this.ledger = scratch.ledger;
        } else {
            this.counts = new AddressCounts(16);
            this.ledger = new SegmentLedger(perGroup, aiwc);
        }
        this.locality = aiwc ? new AiwcSpatialLocality() : new DefaultSpatialLocality();
    }

    /** Reusable state of a merged range: a cleared address table and an empty ledger. */
    public static final class Scratch {
        private final AddressCounts counts;
        private final SegmentLedger ledger;

        private Scratch(AddressCounts counts, SegmentLedger ledger) {
            this.counts = counts;
            this.ledger = ledger;
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

    /** Doubles the entry array (it was full); returns the new one. */
    public long[] growEntries() {
        return ledger.grow();
    }

    /** The ledger entry of an access (flags as in {@link MemoryAccess}), in the profile's address layout. */
    public long entry(int flags, long virtualAddress) {
        if ((flags & 2) != 0) {
            throw new IllegalStateException("memory event with unknown access kind " + MemoryAccess.kind(flags));
        }
        return (aiwc ? layout.translate(virtualAddress) : virtualAddress) << 1 | (flags & 1);
    }

    /** Adds accesses per address space: four 16-bit counts packed in one long (global, constant, local at codes). */
    public void addSpaces(long packed) {
        for (int s = 0; s < 4; s++) {
            bySpace[s] += (packed >>> (16 * s)) & 0xFFFF;
        }
    }

    /** A barrier released, or the group ended: the segment is measured and forgotten. */
    public void segmentEnd() {
        java.util.Arrays.fill(segmentSums, 0.0);
        long steps = ledger.close(segmentSums, counts);
        locality.segment(segmentSums, steps);
    }

    public void groupEnd() {
        segmentEnd();
        locality.groupEnd();
    }

    public int distinctLoads() {
        return counts.distinctLoads();
    }

    public int distinctStores() {
        return counts.distinctStores();
    }

    public void merge(MemoryTally other) {
        counts.addAll(other.counts);
        for (int s = 0; s < bySpace.length; s++) {
            bySpace[s] += other.bySpace[s];
        }
        locality.merge(other.locality);
    }

    /** Hands this (merged) range's table and ledger over for reuse; the tally must not be used afterwards. */
    public Scratch release() {
        AddressCounts c = counts;
        SegmentLedger l = ledger;
        counts = null;
        ledger = null;
        c.clear();
        return new Scratch(c, l);
    }

    /** Fills the {@code memory} category. */
    public void finish(KernelDescriptor kernel, InvocationInfo invocation, long[] blockExecutions,
                       Map<String, Object> out) {
        long[] addresses = new long[counts.size()];
        long[] perAddress = new long[addresses.length];
        counts.sortedInto(addresses, perAddress);
        long totalReads = counts.totalLoads();
        long totalWrites = counts.totalStores();
        long total = totalReads + totalWrites;
        int loadAddresses = counts.distinctLoads();
        int storeAddresses = counts.distinctStores();

        out.put("footprint", (long) addresses.length);
        out.put("footprint90", (long) Coverage.ninetyPercent(perAddress));
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
            out.put("rereadRatio", ratio(totalReads, loadAddresses));
            out.put("rewriteRatio", ratio(totalWrites, storeAddresses));
        }
        out.put("globalAddressEntropy", aiwc ? aiwcGlobalEntropy(perAddress, total) : entropy(addresses, perAddress, 0, total));
        double[] local = new double[10];
        for (int n = 1; n <= 10; n++) {
            local[n - 1] = aiwc ? (float) entropy(addresses, perAddress, n, total) : entropy(addresses, perAddress, n, total);
        }
        out.put("localAddressEntropy", local);

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
     * Entropy of the histogram of {@code address >> shift}; the addresses are sorted, so equal shifted addresses are
     * adjacent and the terms are summed in address order (deterministic).
     */
    private static double entropy(long[] addresses, long[] counts, int shift, long total) {
        // most groups have small counts: each count's term is computed once (the same arithmetic, so the same bits)
        double[] termOfCount = new double[SMALL_COUNTS];
        java.util.Arrays.fill(termOfCount, Double.NaN);
        double h = 0.0;
        int i = 0;
        while (i < addresses.length) {
            long key = addresses[i] >> shift;
            long c = 0;
            int j = i;
            while (j < addresses.length && (addresses[j] >> shift) == key) {
                c += counts[j];
                j++;
            }
            double term;
            if (c < SMALL_COUNTS) {
                term = termOfCount[(int) c];
                if (term != term) {
                    double p = (double) c / total;
                    term = p * Entropy.log2(p);
                    termOfCount[(int) c] = term;
                }
            } else {
                double p = (double) c / total;
                term = p * Entropy.log2(p);
            }
            h -= term;
            i = j;
        }
        return h;
    }

    private static final int SMALL_COUNTS = 4096;

    /** The reference sums the global entropy over counts in descending order. */
    private static double aiwcGlobalEntropy(long[] counts, long total) {
        long[] sorted = counts.clone();
        java.util.Arrays.sort(sorted);
        double h = 0.0;
        for (int i = sorted.length - 1; i >= 0; i--) {
            double p = (double) sorted[i] * 1.0 / (double) total;
            h = h - p * Entropy.log2(p);
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
