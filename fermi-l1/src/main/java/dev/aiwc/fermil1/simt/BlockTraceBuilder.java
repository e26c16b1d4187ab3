package dev.aiwc.fermil1.simt;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.fermil1.coalescing.Coalescer;
import dev.aiwc.fermil1.coalescing.SharedBanks;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Collects a work-group's warp instructions into a {@link BlockTrace}: compute runs (a block's instructions not
 * accounted to a memory operation), coalesced global requests, shared-memory requests with their bank-conflict
 * degree, and barriers. Per-thread addresses are dropped unless kept for the CSV export.
 */
public final class BlockTraceBuilder implements WarpInstructionSink {
    private final int[] blockInstructions;
    private final Coalescer coalescer;
    private final SharedBanks banks;
    private final boolean keepLanes;
    private final int warpSize;
    private final Consumer<BlockTrace> out;

    private long group;
    private int threads;
    private int warps;
    private final List<IntArrayList> warpOps = new ArrayList<>();
    private long[] pendingCompute = new long[0];
    private final IntArrayList memInstr = new IntArrayList();
    private final IntArrayList reqStart = new IntArrayList();
    private final LongArrayList reqLine = new LongArrayList();
    private final IntArrayList reqMask = new IntArrayList();
    private final IntArrayList laneStart = new IntArrayList();
    private final IntArrayList laneThread = new IntArrayList();
    private final LongArrayList laneAddr = new LongArrayList();

    public BlockTraceBuilder(KernelDescriptor kernel, Coalescer coalescer, SharedBanks banks, int warpSize,
                             boolean keepLanes, Consumer<BlockTrace> out) {
        BlockInfo[] blocks = kernel.blocks() == null ? new BlockInfo[0] : kernel.blocks();
        blockInstructions = new int[blocks.length];
        for (int i = 0; i < blocks.length; i++) {
            blockInstructions[i] = blocks[i].instructionCount();
        }
        this.coalescer = coalescer;
        this.banks = banks;
        this.warpSize = warpSize;
        this.keepLanes = keepLanes;
        this.out = out;
    }

    @Override
    public void groupBegin(long group, int threads, int warps) {
        this.group = group;
        this.threads = threads;
        this.warps = warps;
        while (warpOps.size() < warps) {
            warpOps.add(new IntArrayList());
        }
        for (int w = 0; w < warps; w++) {
            warpOps.get(w).clear();
        }
        if (pendingCompute.length < warps) {
            pendingCompute = new long[warps];
        }
        java.util.Arrays.fill(pendingCompute, 0);
        memInstr.clear();
        reqStart.clear();
        reqLine.clear();
        reqMask.clear();
        laneStart.clear();
        laneThread.clear();
        laneAddr.clear();
    }

    @Override
    public void block(int warp, int block, int laneCount) {
        pendingCompute[warp] += blockInstructions[block];
    }

    private void flushCompute(int warp) {
        long c = pendingCompute[warp];
        if (c > 0) {
            IntArrayList ops = warpOps.get(warp);
            // Very long runs are split so the value fits the encoding.
            while (c > 0) {
                int part = (int) Math.min(c, 1 << 27);
                ops.add(BlockTrace.op(BlockTrace.COMPUTE, part));
                c -= part;
            }
            pendingCompute[warp] = 0;
        }
    }

    @Override
    public void memory(int warp, int instruction, int instance, int flags, int laneCount, int[] lanes,
                       long[] addresses) {
        // The memory instruction is one of the block's instructions: take it out of the pending compute run.
        if (pendingCompute[warp] > 0) {
            pendingCompute[warp]--;
        }
        flushCompute(warp);
        IntArrayList ops = warpOps.get(warp);
        int bytes = MemoryAccess.bytes(flags);
        if (MemoryAccess.spaceCode(flags) == AddressSpace.LOCAL.code) {
            ops.add(BlockTrace.op(BlockTrace.SHARED, banks.degree(laneCount, lanes, addresses, bytes)));
            return;
        }
        int kind = MemoryAccess.kind(flags);
        int opKind = kind == MemoryAccess.LOAD ? BlockTrace.LOAD : kind == MemoryAccess.STORE ? BlockTrace.STORE
                : BlockTrace.UNCACHED;
        int index = memInstr.size();
        memInstr.add(instruction);
        reqStart.add(reqLine.size());
        if (opKind != BlockTrace.UNCACHED) {
            coalescer.coalesce(laneCount, lanes, addresses, bytes, reqLine, reqMask);
        }
        if (keepLanes) {
            laneStart.add(laneThread.size());
            for (int i = 0; i < laneCount; i++) {
                laneThread.add(warp * warpSize + lanes[i]);
                laneAddr.add(addresses[i]);
            }
        }
        ops.add(BlockTrace.op(opKind, index));
    }

    @Override
    public void barrier(int warp) {
        flushCompute(warp);
        warpOps.get(warp).add(BlockTrace.op(BlockTrace.BARRIER, 0));
    }

    @Override
    public void groupEnd() {
        int total = 0;
        for (int w = 0; w < warps; w++) {
            flushCompute(w);
            total += warpOps.get(w).size();
        }
        int[] warpStart = new int[warps + 1];
        int[] ops = new int[total];
        int at = 0;
        for (int w = 0; w < warps; w++) {
            warpStart[w] = at;
            IntArrayList l = warpOps.get(w);
            l.getElements(0, ops, at, l.size());
            at += l.size();
        }
        warpStart[warps] = at;
        reqStart.add(reqLine.size());
        int[] ls = null;
        if (keepLanes) {
            laneStart.add(laneThread.size());
            ls = laneStart.toIntArray();
        }
        out.accept(new BlockTrace(group, threads, warps, warpStart, ops, memInstr.toIntArray(), reqStart.toIntArray(),
                reqLine.toLongArray(), reqMask.toIntArray(), ls, keepLanes ? laneThread.toIntArray() : null,
                keepLanes ? laneAddr.toLongArray() : null));
    }
}
