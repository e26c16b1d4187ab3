package dev.aiwc.fermil1.simt;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

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
 * @param reqLine    requested line numbers, or, without {@code reqMask}, {@code line << maskBits | mask}
 * @param reqMask    sector masks of the requests, or null when they are packed into {@code reqLine}
 * @param maskBits   bits of a mask packed into {@code reqLine} (0 when {@code reqMask} holds them)
 * @param laneStart  per memory operation, offsets into the lane arrays (null unless lanes were kept for export)
 * @param laneThread local linear id of each active lane
 * @param laneAddr   address of each active lane
 */
public record BlockTrace(long group, int threads, int warps, int[] warpStart, int[] ops, int[] memInstr,
                         int[] reqStart, long[] reqLine, int[] reqMask, int maskBits, int[] laneStart,
                         int[] laneThread, long[] laneAddr) {
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

    /**
     * A block whose requests are {@code lines} with sector masks {@code masks}: each mask goes into the low bits of
     * its line's value where every mask and line of the block fit one long (4 sectors take 4 bits beside a global
     * buffer's 50-bit line number of 128 bytes), which saves a third of the requests' bytes: the model holds every
     * block of a launch that fits the GPU's block slots at once.
     */
    public static BlockTrace of(long group, int threads, int warps, int[] warpStart, int[] ops, int[] memInstr,
                                int[] reqStart, long[] lines, int[] masks, int[] laneStart, int[] laneThread,
                                long[] laneAddr) {
        int anyMask = 0;
        long anyLine = 0;
        for (int r = 0; r < lines.length; r++) {
            anyMask |= masks[r];
            anyLine |= lines[r];
        }
        int bits = 32 - Integer.numberOfLeadingZeros(anyMask);
        if (anyMask < 0 || anyLine < 0 || bits > 0 && anyLine >>> (63 - bits) != 0) {
            return new BlockTrace(group, threads, warps, warpStart, ops, memInstr, reqStart, lines, masks, 0,
                    laneStart, laneThread, laneAddr);
        }
        for (int r = 0; r < lines.length; r++) {
            lines[r] = lines[r] << bits | masks[r];
        }
        return new BlockTrace(group, threads, warps, warpStart, ops, memInstr, reqStart, lines, null, bits,
                laneStart, laneThread, laneAddr);
    }

    /** The line number of request {@code r}. */
    public long line(int r) {
        return reqMask == null ? reqLine[r] >>> maskBits : reqLine[r];
    }

    /** The sector mask of request {@code r}. */
    public int mask(int r) {
        return reqMask == null ? (int) (reqLine[r] & ((1L << maskBits) - 1)) : reqMask[r];
    }

    /** Writes the block (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        out.writeLong(group);
        out.writeInt(threads);
        out.writeInt(warps);
        // requests are written unpacked, as lines and masks
        int[] masks = new int[reqLine.length];
        long[] lines = new long[reqLine.length];
        for (int r = 0; r < lines.length; r++) {
            lines[r] = line(r);
            masks[r] = mask(r);
        }
        for (int[] a : new int[][]{warpStart, ops, memInstr, reqStart, masks, laneStart, laneThread}) {
            writeInts(out, a);
        }
        for (long[] a : new long[][]{lines, laneAddr}) {
            if (a == null) {
                out.writeInt(-1);
                continue;
            }
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        }
    }

    /** Reads what {@link #write} wrote. */
    public static BlockTrace read(DataInput in) throws IOException {
        long group = in.readLong();
        int threads = in.readInt();
        int warps = in.readInt();
        int[][] ints = new int[7][];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = readInts(in);
        }
        long[][] longs = new long[2][];
        for (int i = 0; i < longs.length; i++) {
            int n = in.readInt();
            if (n < -1) {
                throw new IOException("an array of " + n + " values");
            }
            if (n >= 0) {
                longs[i] = new long[n];
                for (int j = 0; j < n; j++) {
                    longs[i][j] = in.readLong();
                }
            }
        }
        if (ints[3] == null || ints[4] == null || longs[0] == null || ints[4].length != longs[0].length) {
            throw new IOException("a block's requests are missing or their lines and masks differ in number");
        }
        return of(group, threads, warps, ints[0], ints[1], ints[2], ints[3], longs[0], ints[4], ints[5], ints[6],
                longs[1]);
    }

    private static void writeInts(DataOutput out, int[] a) throws IOException {
        if (a == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(a.length);
        for (int v : a) {
            out.writeInt(v);
        }
    }

    private static int[] readInts(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < -1) {
            throw new IOException("an array of " + n + " values");
        }
        if (n < 0) {
            return null;
        }
        int[] a = new int[n];
        for (int j = 0; j < n; j++) {
            a[j] = in.readInt();
        }
        return a;
    }

    /** Approximate heap bytes held, for the memory report. */
    public long bytes() {
        long b = 64L + 4L * (warpStart.length + ops.length + memInstr.length + reqStart.length
                + (reqMask == null ? 0 : reqMask.length)) + 8L * reqLine.length;
        if (laneStart != null) {
            b += 4L * (laneStart.length + laneThread.length) + 8L * laneAddr.length;
        }
        return b;
    }
}
