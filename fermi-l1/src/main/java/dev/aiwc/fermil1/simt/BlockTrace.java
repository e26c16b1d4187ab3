package dev.aiwc.fermil1.simt;

/**
 * One thread block's warp-level instruction streams after coalescing, in compact primitive arrays: what the SM
 * model replays. Warp {@code w}'s operations are {@code ops[warpStart[w] .. warpStart[w+1])}, each
 * {@code value << 3 | kind}.
 *
 * @param group      linear work-group id
 * @param threads    work-items
 * @param warps      warps
 * @param warpStart  operation offsets per warp (length warps + 1)
 * @param ops        encoded operations
 * @param memInstr   static instruction of each memory operation
 * @param reqStart   request offsets per memory operation (length memory operations + 1)
 * @param reqLine    requested line numbers
 * @param reqMask    sector masks of the requests
 * @param laneStart  per memory operation, offsets into the lane arrays (null unless lanes were kept for export)
 * @param laneThread local linear id of each active lane
 * @param laneAddr   address of each active lane
 */
public record BlockTrace(long group, int threads, int warps, int[] warpStart, int[] ops, int[] memInstr,
                         int[] reqStart, long[] reqLine, int[] reqMask, int[] laneStart, int[] laneThread,
                         long[] laneAddr) {
    public static final int COMPUTE = 0;
    public static final int LOAD = 1;
    public static final int STORE = 2;
    public static final int SHARED = 3;
    public static final int BARRIER = 4;
    /** Global atomics and other accesses that bypass the L1 (served by L2 on Fermi). */
    public static final int UNCACHED = 5;

    public static int kind(int op) {
        return op & 7;
    }

    public static int value(int op) {
        return op >>> 3;
    }

    public static int op(int kind, int value) {
        return (value << 3) | kind;
    }

    /** Approximate heap bytes held, for the memory report. */
    public long bytes() {
        long b = 64L + 4L * (warpStart.length + ops.length + memInstr.length + reqStart.length + reqMask.length)
                + 8L * reqLine.length;
        if (laneStart != null) {
            b += 4L * (laneStart.length + laneThread.length) + 8L * laneAddr.length;
        }
        return b;
    }
}
