package dev.aiwc.fermil1.lines;

import java.util.Arrays;

/**
 * What warps executed, counted where the warp schedule is rebuilt: per decoded block its warp executions and their
 * active lanes, per static instruction its shared-memory requests and their bank-conflict degrees. One per warp
 * reconstructor (per worker thread), so the hot path is plain array increments; the per-line view sums them once,
 * at the end ({@link #add}), and sums do not depend on which thread counted what.
 */
public final class WarpActivity {
    private final long[] blockWarps;
    private final long[] blockLanes;
    private long[] sharedRequests = new long[0];
    private long[] sharedPasses = new long[0];
    private int[] sharedMaxDegree = new int[0];

    public WarpActivity(int blocks) {
        blockWarps = new long[blocks];
        blockLanes = new long[blocks];
    }

    /** A warp executed decoded block {@code block} with {@code lanes} active threads. */
    public void block(int block, int lanes) {
        blockWarps[block]++;
        blockLanes[block] += lanes;
    }

    /** A warp's shared-memory request of static instruction {@code instruction} needed {@code degree} passes. */
    public void shared(int instruction, int degree) {
        ensure(instruction);
        sharedRequests[instruction]++;
        sharedPasses[instruction] += degree;
        if (degree > sharedMaxDegree[instruction]) {
            sharedMaxDegree[instruction] = degree;
        }
    }

    /** Adds another reconstructor's counts (same kernel). */
    public void add(WarpActivity o) {
        for (int b = 0; b < blockWarps.length; b++) {
            blockWarps[b] += o.blockWarps[b];
            blockLanes[b] += o.blockLanes[b];
        }
        for (int i = 0; i < o.sharedRequests.length; i++) {
            if (o.sharedRequests[i] != 0) {
                ensure(i);
                sharedRequests[i] += o.sharedRequests[i];
                sharedPasses[i] += o.sharedPasses[i];
                sharedMaxDegree[i] = Math.max(sharedMaxDegree[i], o.sharedMaxDegree[i]);
            }
        }
    }

    private void ensure(int instruction) {
        if (instruction >= sharedRequests.length) {
            int cap = Math.max(instruction + 1, 2 * sharedRequests.length);
            sharedRequests = Arrays.copyOf(sharedRequests, cap);
            sharedPasses = Arrays.copyOf(sharedPasses, cap);
            sharedMaxDegree = Arrays.copyOf(sharedMaxDegree, cap);
        }
    }

    /** Warp executions of decoded block {@code block}. */
    public long blockWarps(int block) {
        return blockWarps[block];
    }

    /** Active lanes summed over the warp executions of block {@code block}: the work-items that executed it. */
    public long blockLanes(int block) {
        return blockLanes[block];
    }

    public long sharedRequests(int instruction) {
        return instruction < sharedRequests.length ? sharedRequests[instruction] : 0;
    }

    /** Passes (serialised wavefronts) the instruction's shared requests needed: requests times their degree. */
    public long sharedPasses(int instruction) {
        return instruction < sharedPasses.length ? sharedPasses[instruction] : 0;
    }

    public int sharedMaxDegree(int instruction) {
        return instruction < sharedMaxDegree.length ? sharedMaxDegree[instruction] : 0;
    }

    public int blocks() {
        return blockWarps.length;
    }
}
