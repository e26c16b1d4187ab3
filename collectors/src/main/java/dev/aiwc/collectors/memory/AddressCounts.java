package dev.aiwc.collectors.memory;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.Arrays;

/**
 * The loads and stores per address of one range of work-groups, as a run of (entry, count) pairs sorted by entry,
 * an entry being {@code address << 1 | kind} (kind 1 for a store), each entry once; new counts are appended to a
 * tail, which is sorted and merged into the run when it fills. A hash table took a cache miss per update and a
 * second per address when the launch's tables were merged; here an update is an append and the launch merges sorted
 * runs ({@link LaunchCounts}). The tail holds at least a quarter of the run, so each access is moved a bounded number
 * of times, and memory grows with the distinct entries (the run's array, a tail of a quarter to a half of it and the
 * sort's scratch as long: 24 to 48 bytes an entry, one such table per worker), never with the accesses. Addresses must be below 2^62 and non-negative, counts non-negative.
 */
final class AddressCounts {
    private static final int FIRST_TAIL = 1 << 10;
    /** [2i] entry, [2i + 1] count, ascending by entry, each entry once. */
    private long[] run = new long[2 * FIRST_TAIL];
    private int runSize;
    /** Pairs appended since the last {@link #compact()}, in arrival order. */
    private long[] tail = new long[2 * FIRST_TAIL];
    private int tailSize;
    private long[] scratch = new long[0];

    /** Adds {@code count} accesses of kind {@code store ? store : load} to {@code address}. */
    void add(long address, boolean store, long count) {
        if (tailSize == tail.length >> 1) {
            compact();
        }
        int at = 2 * tailSize++;
        tail[at] = address << 1 | (store ? 1 : 0);
        tail[at + 1] = count;
    }

    /** Sorts the tail into the run; afterwards {@link #entries()} is exact. */
    void compact() {
        int t = tailSize;
        if (t == 0) {
            return;
        }
        tailSize = 0;
        if (scratch.length < 2 * t) {
            scratch = new long[tail.length];
        }
        PairSort.sortHere(tail, t, scratch);
        t = combine(tail, t);
        int r = runSize;
        if (run.length < 2 * (r + t)) {
            run = Arrays.copyOf(run, Math.max(2 * (r + t), (run.length >> 2) * 6)); // at least 1.5 times as long
        }
        runSize = mergeBackward(run, r, tail, t);
        // the tail holds at least a quarter of the run, so that a run of n entries is rewritten once per n/4 appends
        int tailPairs = tail.length >> 1;
        if (tailPairs < runSize / 4) {
            tail = new long[2 * Math.max(2 * tailPairs, runSize / 4)];
        }
    }

    /** Sums the counts of equal neighbours among the first n pairs of sorted {@code a}; returns the pairs left. */
    private static int combine(long[] a, int n) {
        int w = 0;
        for (int i = 1; i < n; i++) {
            if (a[2 * i] == a[2 * w]) {
                a[2 * w + 1] += a[2 * i + 1];
            } else {
                w++;
                a[2 * w] = a[2 * i];
                a[2 * w + 1] = a[2 * i + 1];
            }
        }
        return w + 1;
    }

    /**
     * Merges the t sorted distinct pairs of {@code b} into the r of {@code a} (which has room for r + t), summing the
     * counts of an entry in both; returns the pairs now in {@code a}. Written from the back, the output never
     * overtakes the pairs of {@code a} still to be read; entries in both leave a gap at the front, closed at the end.
     */
    private static int mergeBackward(long[] a, int r, long[] b, int t) {
        int i = r - 1;
        int j = t - 1;
        int w = r + t;
        while (j >= 0) {
            w--;
            long kb = b[2 * j];
            long ka = i >= 0 ? a[2 * i] : -1;
            if (ka > kb) {
                a[2 * w] = ka;
                a[2 * w + 1] = a[2 * i + 1];
                i--;
            } else if (ka == kb) {
                a[2 * w] = kb;
                a[2 * w + 1] = a[2 * i + 1] + b[2 * j + 1];
                i--;
                j--;
            } else {
                a[2 * w] = kb;
                a[2 * w + 1] = b[2 * j + 1];
                j--;
            }
        }
        // what is left of a already sits in place below w; the merged part starts at w
        int gap = w - (i + 1);
        if (gap > 0) {
            System.arraycopy(a, 2 * w, a, 2 * (i + 1), 2 * (r + t - w));
        }
        return r + t - gap;
    }

    /** The distinct entries (an address both loaded and stored is two); exact after {@link #compact()}. */
    int entries() {
        return runSize;
    }

    /**
     * The range's counts as a sorted run of its exact length ({@code [2i]} entry, {@code [2i + 1]} count, ascending,
     * each entry once), and this emptied for the next range: a finished range waiting for its merge holds 16 bytes an
     * entry, and the arrays that built it go on to the next range.
     */
    long[] seal() {
        compact();
        long[] sealed = Arrays.copyOf(run, 2 * runSize);
        runSize = 0;
        return sealed;
    }

    /** Writes every address of a sealed run with its load and store counts (a split launch's piece file). */
    static void write(long[] r, DataOutput out) throws IOException {
        int runSize = r.length / 2;
        int addresses = 0;
        for (int i = 0; i < runSize; i++) {
            if (i == 0 || r[2 * i] >>> 1 != r[2 * i - 2] >>> 1) {
                addresses++;
            }
        }
        out.writeInt(addresses);
        int i = 0;
        while (i < runSize) {
            long address = r[2 * i] >>> 1;
            long loads = 0;
            long stores = 0;
            for (; i < runSize && r[2 * i] >>> 1 == address; i++) {
                if ((r[2 * i] & 1) == 0) {
                    loads = r[2 * i + 1];
                } else {
                    stores = r[2 * i + 1];
                }
            }
            out.writeLong(address);
            out.writeLong(loads);
            out.writeLong(stores);
        }
    }

    /** Adds what {@link #write} wrote; {@link #seal()} then gives back the run that was written. */
    void read(DataInput in) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            long address = in.readLong();
            long loads = in.readLong();
            long stores = in.readLong();
            if (address < 0 || address >= 1L << 62 || loads < 0 || stores < 0) {
                throw new IOException("address " + address + " with " + loads + " loads and " + stores + " stores");
            }
            if (loads != 0) {
                add(address, false, loads);
            }
            if (stores != 0) {
                add(address, true, stores);
            }
        }
    }

}
