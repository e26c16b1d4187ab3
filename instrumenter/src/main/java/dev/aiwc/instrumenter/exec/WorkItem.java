package dev.aiwc.instrumenter.exec;

import java.util.Arrays;

/**
 * The suspended state of one work-item: its register stack, private memory, call stack and where it resumes.
 * Work-items of a group that uses barriers each keep one; otherwise one is reused for every work-item.
 */
final class WorkItem {
    static final int RUNNING = 0;
    static final int AT_BARRIER = 1;
    static final int FINISHED = 2;

    long[] regs;
    byte[] priv = new byte[256];
    int privTop;
    int status;
    int localLinear;
    final long[] localId = new long[3];
    /** Static instruction id of the barrier this item waits at. */
    int barrierInstr;
    /** Block to enter when the barrier releases. */
    int resumeBlock;
    /** Frame state of the innermost function. */
    int function;
    int base;
    // call stack, one entry per active caller
    int depth;
    int[] callerFunction = new int[8];
    int[] callerBase = new int[8];
    int[] continuationBlock = new int[8];
    int[] resultSlot = new int[8];
    int[] resultLanes = new int[8];
    int[] callerPrivTop = new int[8];

    WorkItem(int registerSlots) {
        regs = new long[registerSlots];
    }

    void push(int fn, int frameBase, int cont, int dst, int lanes, int privMark) {
        if (depth == callerFunction.length) {
            int n = depth * 2;
            callerFunction = Arrays.copyOf(callerFunction, n);
            callerBase = Arrays.copyOf(callerBase, n);
            continuationBlock = Arrays.copyOf(continuationBlock, n);
            resultSlot = Arrays.copyOf(resultSlot, n);
            resultLanes = Arrays.copyOf(resultLanes, n);
            callerPrivTop = Arrays.copyOf(callerPrivTop, n);
        }
        callerFunction[depth] = fn;
        callerBase[depth] = frameBase;
        continuationBlock[depth] = cont;
        resultSlot[depth] = dst;
        resultLanes[depth] = lanes;
        callerPrivTop[depth] = privMark;
        depth++;
    }
}
