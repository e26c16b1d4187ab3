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
import it.unimi.dsi.fastutil.longs.Long2LongMap;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.objects.ObjectIterator;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Memory metrics: per-address load and store counts (memory in distinct addresses, not accesses), accesses per
 * address space, and parallel spatial locality measured per barrier segment and then discarded.
 */
public final class MemoryTally {
    private final boolean aiwc;
    private final AiwcAddressLayout layout;
    private final Long2LongOpenHashMap loads;
    private final Long2LongOpenHashMap stores;
    private final long[] bySpace = new long[4];
    private final SegmentLedger ledger;
    private final SpatialLocality locality;
    private final double[] segmentSums = new double[SegmentLedger.SHIFTS];

    /**
     * @param expectedLoads  distinct load addresses to size the map for (a hint that saves rehashing; any value
     *                       gives the same results)
     * @param expectedStores the same for stores
     */
    public MemoryTally(InvocationInfo invocation, Profile profile, int expectedLoads, int expectedStores) {
        this.aiwc = profile == Profile.AIWC;
        this.loads = new Long2LongOpenHashMap(Math.max(16, expectedLoads));
        this.stores = new Long2LongOpenHashMap(Math.max(16, expectedStores));
        this.layout = aiwc ? new AiwcAddressLayout(invocation) : null;
        int perGroup = Math.toIntExact(invocation.workItemsPerGroup());
        this.ledger = new SegmentLedger(perGroup, aiwc);
        this.locality = aiwc ? new AiwcSpatialLocality() : new DefaultSpatialLocality();
    }

    /** A work-item starts or resumes running: its accesses follow until it reaches a barrier or ends. */
    public void item(int id) {
        ledger.item(id);
    }

    public void access(int flags, long virtualAddress) {
        long address = aiwc ? layout.translate(virtualAddress) : virtualAddress;
        int kind = MemoryAccess.kind(flags);
        if (kind == MemoryAccess.LOAD) {
            loads.addTo(address, 1);
        } else if (kind == MemoryAccess.STORE) {
            stores.addTo(address, 1);
        } else {
            throw new IllegalStateException("memory event with unknown access kind " + kind);
        }
        bySpace[MemoryAccess.spaceCode(flags)]++;
        ledger.access(address);
    }

    /** A barrier released, or the group ended: the segment is measured and forgotten. */
    public void segmentEnd() {
        java.util.Arrays.fill(segmentSums, 0.0);
        long steps = ledger.close(segmentSums);
        locality.segment(segmentSums, steps);
    }

    public void groupEnd() {
        segmentEnd();
        locality.groupEnd();
    }

    public int distinctLoads() {
        return loads.size();
    }

    public int distinctStores() {
        return stores.size();
    }

    public void merge(MemoryTally other) {
        addAll(loads, other.loads);
        addAll(stores, other.stores);
        for (int s = 0; s < bySpace.length; s++) {
            bySpace[s] += other.bySpace[s];
        }
        locality.merge(other.locality);
    }

    private static void addAll(Long2LongOpenHashMap into, Long2LongOpenHashMap from) {
        ObjectIterator<Long2LongMap.Entry> it = from.long2LongEntrySet().fastIterator();
        while (it.hasNext()) {
            Long2LongMap.Entry e = it.next();
            into.addTo(e.getLongKey(), e.getLongValue());
        }
    }

    private static long sum(Long2LongOpenHashMap map) {
        long total = 0;
        for (long v : map.values().toLongArray()) {
            total += v;
        }
        return total;
    }

    /** Fills the {@code memory} category. */
    public void finish(KernelDescriptor kernel, InvocationInfo invocation, long[] blockExecutions,
                       Map<String, Object> out) {
        Long2LongOpenHashMap all = new Long2LongOpenHashMap(loads);
        addAll(all, stores);
        long[] addresses = all.keySet().toLongArray();
        long[] counts = new long[addresses.length];
        for (int i = 0; i < addresses.length; i++) {
            counts[i] = all.get(addresses[i]);
        }
        LongArrays.radixSort(addresses, counts); // by address (unique), counts follow
        long totalReads = sum(loads);
        long totalWrites = sum(stores);
        long total = totalReads + totalWrites;

        out.put("footprint", (long) addresses.length);
        out.put("footprint90", (long) Coverage.ninetyPercent(counts));
        if (aiwc) {
            // The reference labels the distinct store addresses "reads" and the distinct load addresses "writes";
            // its ratios are rounded to float.
            out.put("uniqueReads", (long) stores.size());
            out.put("uniqueWrites", (long) loads.size());
            out.put("uniqueReadWriteRatio", (double) (float) ((double) loads.size() / (double) stores.size()));
            out.put("totalReads", totalReads);
            out.put("totalWrites", totalWrites);
            out.put("rereadRatio", (double) (float) ((double) totalReads / (double) loads.size()));
            out.put("rewriteRatio", (double) (float) ((double) totalWrites / (double) stores.size()));
        } else {
            out.put("uniqueReads", (long) loads.size());
            out.put("uniqueWrites", (long) stores.size());
            out.put("uniqueReadWriteRatio", ratio(loads.size(), stores.size()));
            out.put("totalReads", totalReads);
            out.put("totalWrites", totalWrites);
            out.put("rereadRatio", ratio(totalReads, loads.size()));
            out.put("rewriteRatio", ratio(totalWrites, stores.size()));
        }
        out.put("globalAddressEntropy", aiwc ? aiwcGlobalEntropy(counts, total) : entropy(addresses, counts, 0, total));
        double[] local = new double[10];
        for (int n = 1; n <= 10; n++) {
            local[n - 1] = aiwc ? (float) entropy(addresses, counts, n, total) : entropy(addresses, counts, n, total);
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
            double p = (double) c / total;
            h -= p * Entropy.log2(p);
            i = j;
        }
        return h;
    }

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
