package dev.aiwc.fermil1;

import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuPreset;

import java.util.Map;

/**
 * Throughput benchmark of the L1 model (run by hand: {@code java -cp ... dev.aiwc.fermil1.L1Throughput GROUPS}):
 * GROUPS work-groups of 256 items, each item looping 16 times over a block with two global loads (one coalesced,
 * one strided) and a store. Prints trace-side and model-side rates.
 */
public final class L1Throughput {
    public static void main(String[] args) {
        int groups = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        String scheduler = args.length > 1 ? args[1] : "lrr";
        // footprint in floats of the two loads: 1 << 22 streams (mostly cold misses), 1 << 12 reuses a 16 KB set
        long footprint = args.length > 2 ? Long.parseLong(args[2]) : 1L << 22;
        int items = 256;
        int iterations = 16;
        // block 0: entry (4), block 1: loop body (8: load at 4, load at 6, store at 9), block 2: exit (2)
        KernelDescriptor k = SyntheticKernel.blocks(4, 8, 2);
        L1Model model = new L1Model(k, SyntheticKernel.invocation(groups, items, 0),
                GpuPreset.resolve(null, Map.of("scheduler", scheduler)), null);
        int ld = MemoryAccess.pack(MemoryAccess.LOAD, AddressSpace.GLOBAL, 4, true);
        int st = MemoryAccess.pack(MemoryAccess.STORE, AddressSpace.GLOBAL, 4, true);
        long base = VirtualAddress.make(AddressSpace.GLOBAL, 1, 0);
        EventChunk chunk = new EventChunk();
        long traceNanos = 0;
        long mergeNanos = 0;
        int perPartial = 64;
        for (int first = 0; first < groups; first += perPartial) {
            long t0 = cpu();
            L1Model.GroupPartial p = model.newPartial(first, Math.min(perPartial, groups - first));
            for (int g = first; g < Math.min(groups, first + perPartial); g++) {
                add(p, chunk, EventChunk.GROUP_BEGIN, g, 0, 0);
                for (int i = 0; i < items; i++) {
                    long gid = (long) g * items + i;
                    add(p, chunk, EventChunk.ITEM_BEGIN, i, 0, 0);
                    add(p, chunk, EventChunk.BLOCK, 0, 0, 0);
                    for (int it = 0; it < iterations; it++) {
                        add(p, chunk, EventChunk.BLOCK, 1, 0, 0);
                        add(p, chunk, EventChunk.MEMORY, 4, ld, base + 4 * ((gid + it * 4096L) % footprint));
                        add(p, chunk, EventChunk.MEMORY, 6, ld, base + 4 * ((gid * 33 + it) % footprint));
                        add(p, chunk, EventChunk.MEMORY, 9, st, base + (8L << 22) + 4 * gid);
                    }
                    add(p, chunk, EventChunk.BLOCK, 2, 0, 0);
                    add(p, chunk, EventChunk.ITEM_END, i, 0, 0);
                }
                add(p, chunk, EventChunk.GROUP_END, g, 0, 0);
            }
            if (chunk.size() > 0) {
                p.accept(chunk);
                chunk.clear();
            }
            long t1 = cpu();
            model.merge(p);
            long t2 = cpu();
            traceNanos += t1 - t0;
            mergeNanos += t2 - t1;
        }
        long t3 = cpu();
        Map<String, Object> r = model.finish().section();
        mergeNanos += cpu() - t3;
        @SuppressWarnings("unchecked")
        Map<String, Object> total = (Map<String, Object>) r.get("total");
        long requests = (Long) total.get("loadRequests") + (Long) total.get("storeRequests");
        long warpInstructions = (Long) total.get("warpInstructions");
        Runtime rt = Runtime.getRuntime();
        System.out.printf("result fingerprint %08x%n", Render.of(r).hashCode());
        System.out.printf("groups %d, scheduler %s: %d L1 requests, %d warp instructions, miss rate %.3f%n", groups,
                scheduler, requests, warpInstructions, (Double) total.get("missRate"));
        System.out.printf("trace side (reconstruction + coalescing): %.2f CPU s, %.1f M events/s%n", traceNanos / 1e9,
                groups * (double) items * (iterations * 4 + 4) / (traceNanos / 1e3));
        System.out.printf("model side (dispatch, schedule, L1): %.2f CPU s, %.2f M requests/s, %.1f M warp instructions/s%n",
                mergeNanos / 1e9, requests / (mergeNanos / 1e3), warpInstructions / (mergeNanos / 1e3));
        System.gc();
        long peak = 0;
        for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.printf("peak queued block traces %.1f MB, heap live after run %.1f MB, sum of pool peaks %.1f MB%n",
                model.gpu().peakQueuedBytes() / 1e6, (rt.totalMemory() - rt.freeMemory()) / 1e6, peak / 1e6);
    }

    /** CPU time of this thread: the machine is shared, so wall time would measure the neighbours. */
    private static long cpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static void add(Partial p, EventChunk chunk, byte kind, int a, int b, long address) {
        if (chunk.isFull()) {
            p.accept(chunk);
            chunk.clear();
        }
        chunk.add(kind, a, b, address);
    }
}
