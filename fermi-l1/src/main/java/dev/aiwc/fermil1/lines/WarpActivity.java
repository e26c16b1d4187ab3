package dev.aiwc.fermil1.lines;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
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

    /** A copy of the counts so far. */
    public WarpActivity copy() {
        WarpActivity c = new WarpActivity(blockWarps.length);
        c.add(this);
        return c;
    }

    /**
     * What was counted since {@code earlier} (a {@link #copy()} of this): the differences of the counts, and the
     * largest degrees so far, which, like the maxima, a sum with {@link #add} keeps exact.
     */
    public WarpActivity since(WarpActivity earlier) {
        WarpActivity d = copy();
        for (int b = 0; b < blockWarps.length; b++) {
            d.blockWarps[b] -= earlier.blockWarps[b];
            d.blockLanes[b] -= earlier.blockLanes[b];
        }
        for (int i = 0; i < earlier.sharedRequests.length; i++) {
            d.sharedRequests[i] -= earlier.sharedRequests[i];
            d.sharedPasses[i] -= earlier.sharedPasses[i];
        }
        return d;
    }

    /** Writes the counts (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        out.writeInt(blockWarps.length);
        for (int b = 0; b < blockWarps.length; b++) {
            out.writeLong(blockWarps[b]);
            out.writeLong(blockLanes[b]);
        }
        out.writeInt(sharedRequests.length);
        for (int i = 0; i < sharedRequests.length; i++) {
            out.writeLong(sharedRequests[i]);
            out.writeLong(sharedPasses[i]);
            out.writeInt(sharedMaxDegree[i]);
        }
    }

    /** Reads what {@link #write} wrote, for a kernel of {@code blocks} decoded blocks. */
    public static WarpActivity read(DataInput in, int blocks) throws IOException {
        int n = in.readInt();
        if (n != blocks) {
            throw new IOException("warp counts of " + n + " blocks for a kernel of " + blocks);
        }
        WarpActivity a = new WarpActivity(blocks);
        for (int b = 0; b < n; b++) {
            a.blockWarps[b] = in.readLong();
            a.blockLanes[b] = in.readLong();
        }
        int instructions = in.readInt();
        if (instructions < 0 || instructions > 1 << 28) {
            throw new IOException("shared counts of " + instructions + " instructions");
        }
        a.sharedRequests = new long[instructions];
        a.sharedPasses = new long[instructions];
        a.sharedMaxDegree = new int[instructions];
        for (int i = 0; i < instructions; i++) {
            a.sharedRequests[i] = in.readLong();
            a.sharedPasses[i] = in.readLong();
            a.sharedMaxDegree[i] = in.readInt();
        }
        return a;
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
