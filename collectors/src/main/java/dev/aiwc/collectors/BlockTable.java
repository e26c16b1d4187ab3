package dev.aiwc.collectors;

import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;
import dev.aiwc.api.trace.MemoryAccess;

/**
 * Per-block facts the trace loop needs on every {@code BLOCK} event, flattened into primitive arrays once per
 * invocation and shared read-only by all partials.
 */
public final class BlockTable {
    /** Instructions in each block. */
    public final int[] instructions;
    /** IR load/store instructions in each block (any address space). */
    public final int[] memoryOps;
    /** Offset of the last IR load/store in the block, -1 when it has none. */
    public final int[] lastMemoryOp;
    /** Instructions up to and including the last IR load/store of the block ({@code lastMemoryOp + 1}), 0 when none. */
    public final int[] memoryEnd;
    /** True for blocks that end in a conditional branch. */
    public final boolean[] conditional;
    public final int[] trueSuccessor;
    public final int[] falseSuccessor;
    /** Source line of the terminator (0 when unknown). */
    public final int[] line;
    public final int maxLine;
    /**
     * Per static instruction: true for a call of {@code async_work_group_copy} or {@code
     * async_work_group_strided_copy}, whose accesses the trace reports under the call's id, without the IR flag.
     */
    public final boolean[] asyncCopy;
    /** Whether any instruction is such a copy. */
    public final boolean anyAsyncCopy;
    /**
     * Per block, what the default trace loop adds on its {@code BLOCK} event in one load: {@code instructions << 32 |
     * memoryEnd << 1 | (conditional ? 1 : 0)}.
     */
    public final long[] step;

    public BlockTable(KernelDescriptor kernel) {
        BlockInfo[] blocks = kernel.blocks();
        int n = blocks.length;
        instructions = new int[n];
        memoryOps = new int[n];
        lastMemoryOp = new int[n];
        memoryEnd = new int[n];
        conditional = new boolean[n];
        trueSuccessor = new int[n];
        falseSuccessor = new int[n];
        line = new int[n];
        int lines = 0;
        for (int b = 0; b < n; b++) {
            BlockInfo info = blocks[b];
            if (info.id() != b) {
                throw new IllegalArgumentException("kernel " + kernel.kernelName() + ": block at index " + b
                        + " has id " + info.id() + "; blocks must be indexed by id");
            }
            instructions[b] = info.instructionCount();
            int[] offsets = info.memoryOpOffsets();
            memoryOps[b] = offsets == null ? 0 : offsets.length;
            lastMemoryOp[b] = memoryOps[b] == 0 ? -1 : offsets[offsets.length - 1];
            memoryEnd[b] = lastMemoryOp[b] + 1;
            conditional[b] = info.terminator() == Terminator.CONDITIONAL_BRANCH;
            trueSuccessor[b] = info.trueSuccessor();
            falseSuccessor[b] = info.falseSuccessor();
            line[b] = Math.max(0, info.line());
            lines = Math.max(lines, line[b]);
        }
        maxLine = lines;
        step = new long[n];
        for (int b = 0; b < n; b++) {
            step[b] = (long) instructions[b] << 32 | (long) memoryEnd[b] << 1 | (conditional[b] ? 1 : 0);
        }
        var all = kernel.instructions();
        java.util.List<String> callees = kernel.calleeNames();
        asyncCopy = new boolean[all.length];
        boolean any = false;
        for (int i = 0; i < all.length; i++) {
            int callee = all[i].callee();
            if (callee >= 0 && callee < callees.size()) {
                String name = callees.get(callee);
                asyncCopy[i] = name.contains("async_work_group_copy") || name.contains("async_work_group_strided_copy");
                any |= asyncCopy[i];
            }
        }
        anyAsyncCopy = any;
    }

    /** Whether a memory event (instruction id, packed flags) is an access of an async work-group copy. */
    public boolean isAsyncCopyAccess(int instruction, int flags) {
        return (flags & MemoryAccess.IR_FLAG) == 0 && instruction >= 0 && instruction < asyncCopy.length
                && asyncCopy[instruction];
    }

    public int size() {
        return instructions.length;
    }
}
