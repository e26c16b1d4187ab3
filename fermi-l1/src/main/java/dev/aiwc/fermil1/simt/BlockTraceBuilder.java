package dev.aiwc.fermil1.simt;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.fermil1.coalescing.Coalescer;
import dev.aiwc.fermil1.coalescing.SharedBanks;
import dev.aiwc.fermil1.lines.WarpActivity;
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
    private final int[] blockFirst;
    private final int[] blockInstructions;
    private final Coalescer coalescer;
    private final SharedBanks banks;
    private final boolean keepLanes;
    private final int warpSize;
    private final Consumer<BlockTrace> out;
    /** Where the per-line view's warp counts go; null when nobody asked for them. */
    private final WarpActivity activity;

    private long group;
    private int threads;
    private int warps;
    private final List<IntArrayList> warpOps = new ArrayList<>();
    // Per warp: the next instruction of the current block not yet accounted for, and the block's end.
    private int[] cursor = new int[0];
    private int[] blockEnd = new int[0];
    private final IntArrayList memInstr = new IntArrayList();
    private final IntArrayList reqStart = new IntArrayList();
    private final LongArrayList reqLine = new LongArrayList();
    private final IntArrayList reqMask = new IntArrayList();
    private final IntArrayList laneStart = new IntArrayList();
    private final IntArrayList laneThread = new IntArrayList();
    private final LongArrayList laneAddr = new LongArrayList();

    public BlockTraceBuilder(KernelDescriptor kernel, Coalescer coalescer, SharedBanks banks, int warpSize,
                             boolean keepLanes, Consumer<BlockTrace> out) {
        this(kernel, coalescer, banks, warpSize, keepLanes, out, null);
    }

    /** A builder that also counts, into {@code activity}, each block's warp executions and active lanes. */
    public BlockTraceBuilder(KernelDescriptor kernel, Coalescer coalescer, SharedBanks banks, int warpSize,
                             boolean keepLanes, Consumer<BlockTrace> out, WarpActivity activity) {
        this.activity = activity;
        BlockInfo[] blocks = kernel.blocks() == null ? new BlockInfo[0] : kernel.blocks();
        blockFirst = new int[blocks.length];
        blockInstructions = new int[blocks.length];
        for (int i = 0; i < blocks.length; i++) {
            blockFirst[i] = blocks[i].firstInstruction();
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
        if (cursor.length < warps) {
            cursor = new int[warps];
            blockEnd = new int[warps];
        }
        java.util.Arrays.fill(cursor, 0);
        java.util.Arrays.fill(blockEnd, 0);
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
        if (activity != null) {
            activity.block(block, laneCount);
        }
        computeUpTo(warp, blockEnd[warp]);
        cursor[warp] = blockFirst[block];
        blockEnd[warp] = blockFirst[block] + blockInstructions[block];
    }

    /** Emits the current block's instructions before {@code instruction} that are not yet accounted for. */
    private void computeUpTo(int warp, int instruction) {
        int c = instruction - cursor[warp];
        if (c > 0) {
            IntArrayList ops = warpOps.get(warp);
            int last = ops.size() - 1;
            if (last >= 0 && BlockTrace.kind(ops.getInt(last)) == BlockTrace.COMPUTE
                    && BlockTrace.value(ops.getInt(last)) + (long) c < (1 << 27)) {
                ops.set(last, BlockTrace.op(BlockTrace.COMPUTE, BlockTrace.value(ops.getInt(last)) + c));
            } else {
                ops.add(BlockTrace.op(BlockTrace.COMPUTE, c));
            }
            cursor[warp] = instruction;
        }
    }

    @Override
    public void memory(int warp, int instruction, int instance, int flags, int laneCount, int[] lanes,
                       long[] addresses) {
        // The block's instructions before this one issue first; the memory instruction itself is the operation
        // (a builtin making several accesses counts one operation per access).
        if (instruction >= cursor[warp] && instruction < blockEnd[warp]) {
            computeUpTo(warp, instruction);
            cursor[warp] = instruction + 1;
        }
        IntArrayList ops = warpOps.get(warp);
        int bytes = MemoryAccess.bytes(flags);
        if (MemoryAccess.spaceCode(flags) == AddressSpace.LOCAL.code) {
            int degree = banks.degree(laneCount, lanes, addresses, bytes);
            if (activity != null) {
                activity.shared(instruction, degree);
            }
            ops.add(BlockTrace.op(BlockTrace.SHARED, degree));
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
        // The barrier call ends its block.
        computeUpTo(warp, blockEnd[warp] - 1);
        cursor[warp] = blockEnd[warp];
        warpOps.get(warp).add(BlockTrace.op(BlockTrace.BARRIER, 0));
    }

    @Override
    public void groupEnd() {
        int total = 0;
        for (int w = 0; w < warps; w++) {
            computeUpTo(w, blockEnd[w]);
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
        out.accept(BlockTrace.of(group, threads, warps, warpStart, ops, memInstr.toIntArray(), reqStart.toIntArray(),
                reqLine.toLongArray(), reqMask.toIntArray(), ls, keepLanes ? laneThread.toIntArray() : null,
                keepLanes ? laneAddr.toLongArray() : null));
    }
}
