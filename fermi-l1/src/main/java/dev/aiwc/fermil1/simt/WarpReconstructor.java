package dev.aiwc.fermil1.simt;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;

/**
 * Rebuilds SIMT warp instructions from the per-work-item trace of one work-group at a time.
 *
 * <p>A warp instruction instance is the key (static instruction, k), k counting that thread's earlier executions of
 * the instruction; threads of a warp sharing a key executed it together and the others were masked off. A warp's
 * instances issue in a merge of its threads' program orders: an instance may issue once it is the next unissued
 * key of every thread that has it, ties going to the lowest static id. Barriers cut the work-group into phases that
 * are merged separately. Decoded blocks take part as keys too (before their own memory instructions), so compute
 * work is placed between memory instructions. Only global and local accesses are kept: private and constant
 * accesses are ordinary instructions here. Work-items run in local id order, so a warp is merged as soon as its
 * last thread reaches the barrier or its end: the buffered state is one warp's phase.
 */
public final class WarpReconstructor {
    private static final int[] NO_BLOCKS = new int[0];

    private final int threads;
    private final int warpSize;
    private final int warps;
    private final int[] blockKey;
    private final WarpInstructionSink sink;

    // One phase of the current group: entries of every thread, each thread's contiguous run [segStart, segEnd).
    private int[] eKey = new int[1024];
    /** k of each entry, numbered only for warps that diverged (see {@link #numberInstances}). */
    private int[] eK = new int[0];
    private long[] eAddr = new long[1024];
    private int[] eFlags = new int[1024];
    private int size;
    private final int[] segStart;
    private final int[] segEnd;
    private final int[] kCount;
    private int current = -1;
    private boolean inGroup;
    // Threads of each warp that finished their run in this phase; a warp is merged as soon as all have.
    private final int[] ended;
    private int pendingThreads;

    private final int[] pos;
    private final int[] end;
    private final int[] laneScratch;
    private final long[] addrScratch;
    private final Long2IntOpenHashMap remaining = new Long2IntOpenHashMap();

    /**
     * @param kernel   static descriptors (block summaries and instruction count)
     * @param threads  work-items per work-group
     * @param warpSize threads per warp (1 for thread-level schedules)
     */
    public WarpReconstructor(KernelDescriptor kernel, int threads, int warpSize, WarpInstructionSink sink) {
        this.threads = threads;
        this.warpSize = warpSize;
        this.warps = (threads + warpSize - 1) / warpSize;
        this.sink = sink;
        BlockInfo[] blocks = kernel.blocks() == null ? new BlockInfo[0] : kernel.blocks();
        int[] bk = blocks.length == 0 ? NO_BLOCKS : new int[blocks.length];
        for (int i = 0; i < blocks.length; i++) {
            bk[i] = 2 * blocks[i].firstInstruction();
        }
        this.blockKey = bk;
        int instructions = kernel.instructions() == null ? 0 : kernel.instructions().length;
        this.kCount = new int[2 * instructions + 2];
        this.segStart = new int[threads];
        this.segEnd = new int[threads];
        this.ended = new int[warps];
        this.pos = new int[warpSize];
        this.end = new int[warpSize];
        this.laneScratch = new int[warpSize];
        this.addrScratch = new long[warpSize];
        remaining.defaultReturnValue(0);
    }

    public int warps() {
        return warps;
    }

    /** Consumes a chunk of trace; work-groups may span chunks. */
    public void accept(EventChunk chunk) {
        final byte[] kind = chunk.kind;
        final int[] a = chunk.a;
        final int[] b = chunk.b;
        final long[] address = chunk.address;
        final int n = chunk.size();
        for (int i = 0; i < n; i++) {
            switch (kind[i]) {
                case EventChunk.BLOCK -> {
                    int block = a[i];
                    append(blockKey[block], block, 0);
                }
                case EventChunk.MEMORY -> {
                    int flags = b[i];
                    int space = MemoryAccess.spaceCode(flags);
                    if (space == AddressSpace.GLOBAL.code || space == AddressSpace.LOCAL.code) {
                        append(2 * a[i] + 1, address[i], flags);
                    }
                }
                case EventChunk.ITEM_BEGIN, EventChunk.ITEM_RESUME -> startItem(a[i]);
                case EventChunk.BARRIER, EventChunk.ITEM_END -> endItem();
                case EventChunk.BARRIER_RELEASE -> flushPhase(true);
                case EventChunk.GROUP_BEGIN -> beginGroup(a[i]);
                case EventChunk.GROUP_END -> {
                    flushPhase(false);
                    inGroup = false;
                    sink.groupEnd();
                }
                default -> throw new IllegalArgumentException("unknown trace event kind " + kind[i]);
            }
        }
    }

    private void beginGroup(long group) {
        inGroup = true;
        size = 0;
        current = -1;
        java.util.Arrays.fill(segStart, 0);
        java.util.Arrays.fill(segEnd, 0);
        java.util.Arrays.fill(ended, 0);
        pendingThreads = 0;
        sink.groupBegin(group, threads, warps);
    }

    private void startItem(int item) {
        if (item < 0 || item >= threads) {
            throw new IllegalArgumentException("trace names work-item " + item + " but a work-group has " + threads
                    + " work-items; the trace does not match the invocation's local size");
        }
        current = item;
        segStart[item] = size;
        segEnd[item] = size;
    }

    private void endItem() {
        if (current < 0) {
            return;
        }
        segEnd[current] = size;
        int w = current / warpSize;
        current = -1;
        pendingThreads++;
        if (++ended[w] == Math.min(warpSize, threads - w * warpSize)) {
            mergeAndRelease(w);
        }
    }

    private void mergeAndRelease(int w) {
        mergeWarp(w);
        int first = w * warpSize;
        int n = Math.min(warpSize, threads - first);
        java.util.Arrays.fill(segStart, first, first + n, 0);
        java.util.Arrays.fill(segEnd, first, first + n, 0);
        pendingThreads -= ended[w];
        ended[w] = 0;
        if (pendingThreads == 0 && current < 0) {
            size = 0;
        }
    }

    private void append(int key, long addr, int flags) {
        if (current < 0) {
            throw new IllegalArgumentException("trace event outside any work-item (missing ITEM_BEGIN)");
        }
        if (size == eKey.length) {
            int cap = size * 2;
            eKey = java.util.Arrays.copyOf(eKey, cap);
            eAddr = java.util.Arrays.copyOf(eAddr, cap);
            eFlags = java.util.Arrays.copyOf(eFlags, cap);
        }
        int i = size++;
        eKey[i] = key;
        eAddr[i] = addr;
        eFlags[i] = flags;
    }

    private void flushPhase(boolean atBarrier) {
        if (!inGroup) {
            return;
        }
        for (int w = 0; w < warps; w++) {
            if (ended[w] > 0) {
                mergeAndRelease(w);
            }
        }
        if (atBarrier) {
            for (int w = 0; w < warps; w++) {
                sink.barrier(w);
            }
        }
        size = 0;
        java.util.Arrays.fill(segStart, 0);
        java.util.Arrays.fill(segEnd, 0);
    }

    private void mergeWarp(int w) {
        final int first = w * warpSize;
        final int n = Math.min(warpSize, threads - first);
        if (converged(first, n)) {
            mergeConverged(w, first, n);
            return;
        }
        final int[] key = eKey;
        if (eK.length < eKey.length) {
            eK = new int[eKey.length];
        }
        final int[] kk = eK;
        for (int l = 0; l < n; l++) {
            pos[l] = segStart[first + l];
            end[l] = segEnd[first + l];
            numberInstances(pos[l], end[l]);
        }
        boolean counted = false;
        while (true) {
            int lead = -1;
            int hk = 0;
            int hkk = 0;
            boolean converged = true;
            for (int l = 0; l < n; l++) {
                int p = pos[l];
                if (p < end[l]) {
                    if (lead < 0) {
                        lead = l;
                        hk = key[p];
                        hkk = kk[p];
                    } else if (key[p] != hk || kk[p] != hkk) {
                        converged = false;
                    }
                }
            }
            if (lead < 0) {
                break;
            }
            if (!converged) {
                if (!counted) {
                    countRemaining(n);
                    counted = true;
                }
                long chosen = chooseDivergent(n);
                hk = (int) (chosen >>> 32);
                hkk = (int) chosen;
            }
            int lanes = 0;
            int flags = 0;
            long blockId = 0;
            for (int l = 0; l < n; l++) {
                int p = pos[l];
                if (p < end[l] && key[p] == hk && kk[p] == hkk) {
                    laneScratch[lanes] = l;
                    addrScratch[lanes] = eAddr[p];
                    flags = eFlags[p];
                    blockId = eAddr[p];
                    lanes++;
                    pos[l] = p + 1;
                }
            }
            if (counted) {
                remaining.addTo(pack(hk, hkk), -lanes);
            }
            if ((hk & 1) == 0) {
                sink.block(w, (int) blockId, lanes);
            } else {
                sink.memory(w, hk >>> 1, hkk, flags, lanes, laneScratch, addrScratch);
            }
        }
        if (counted) {
            remaining.clear();
        }
    }

    /** Whether every thread of the warp ran the same key sequence in this phase (no divergence at all). */
    private boolean converged(int first, int n) {
        int s0 = segStart[first];
        int e0 = segEnd[first];
        for (int l = 1; l < n; l++) {
            int s = segStart[first + l];
            int e = segEnd[first + l];
            if (e - s != e0 - s0 || !java.util.Arrays.equals(eKey, s0, e0, eKey, s, e)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A converged warp: its threads' j-th entries form one instance, issued with all lanes; the same instances,
     * in the same order, as the general merge finds for identical sequences.
     */
    private void mergeConverged(int w, int first, int n) {
        final int[] key = eKey;
        final long[] addr = eAddr;
        final int s0 = segStart[first];
        final int len = segEnd[first] - s0;
        final int[] base = pos;
        for (int l = 0; l < n; l++) {
            base[l] = segStart[first + l];
        }
        final int lastBase = base[n - 1];
        for (int j = 0; j < len; j++) {
            int hk = key[s0 + j];
            int instance = kCount[hk]++;
            if ((hk & 1) == 0) {
                sink.block(w, (int) addr[s0 + j], n);
            } else {
                for (int l = 0; l < n; l++) {
                    laneScratch[l] = l;
                    addrScratch[l] = addr[base[l] + j];
                }
                sink.memory(w, hk >>> 1, instance, eFlags[lastBase + j], n, laneScratch, addrScratch);
            }
        }
        for (int j = 0; j < len; j++) {
            kCount[key[s0 + j]] = 0;
        }
    }

    /** Numbers a thread's entries [from, to): k counts the thread's earlier entries with the same key. */
    private void numberInstances(int from, int to) {
        for (int p = from; p < to; p++) {
            eK[p] = kCount[eKey[p]]++;
        }
        for (int p = from; p < to; p++) {
            kCount[eKey[p]] = 0;
        }
    }

    private static long pack(int key, int k) {
        return ((long) key << 32) | (k & 0xFFFFFFFFL);
    }

    private void countRemaining(int n) {
        remaining.clear();
        for (int l = 0; l < n; l++) {
            for (int p = pos[l]; p < end[l]; p++) {
                remaining.addTo(pack(eKey[p], eK[p]), 1);
            }
        }
    }

    /**
     * The smallest head key that every thread holding it has at its head; if none (unstructured control flow),
     * the smallest head key, issued for the threads that are there.
     */
    private long chooseDivergent(int n) {
        long best = Long.MAX_VALUE;
        long smallest = Long.MAX_VALUE;
        for (int l = 0; l < n; l++) {
            int p = pos[l];
            if (p >= end[l]) {
                continue;
            }
            long c = pack(eKey[p], eK[p]);
            smallest = Math.min(smallest, c);
            if (c >= best) {
                continue;
            }
            int heads = 0;
            for (int m = 0; m < n; m++) {
                int q = pos[m];
                if (q < end[m] && eKey[q] == eKey[p] && eK[q] == eK[p]) {
                    heads++;
                }
            }
            if (heads == remaining.get(c)) {
                best = c;
            }
        }
        return best != Long.MAX_VALUE ? best : smallest;
    }
}
