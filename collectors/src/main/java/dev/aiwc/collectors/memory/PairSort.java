package dev.aiwc.collectors.memory;

import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Sorts (key, value) pairs stored side by side in one {@code long[]} ({@code [2i]} key, {@code [2i + 1]} value) by
 * key: the launch's per-address counts end as sorted pairs in one array instead of two.
 *
 * <p>Most-significant-digit radix sort whose digit is the top bits in which the keys of a range still differ. Keys are
 * virtual addresses, {@code space << 56 | buffer << 40 | offset}: the first digits part the buffers, the next ones
 * the offsets within a buffer, and bits no key of a range changes (the gap between buffer and offset, the low bits of
 * aligned floats) are never passed over. A launch's finish sorted its addresses with a quicksort that compared its way
 * through about log2 n levels (18 for hmm's 262,144 addresses at size medium); here a range is read four times per
 * digit (to find its differing bits, to count digits, to move, to copy back), and a buffer's offsets take one or two
 * digits. On 1,051,648 addresses shaped as hmm_step's at size large, the quicksort took 155 ms and this 53 ms (best of
 * 20, the loaded 2-core machine). Ranges of more than {@value #PARALLEL} pairs hand their digit's buckets to the
 * common fork-join pool. Keys must be distinct and non-negative (they are the distinct entries of a range, see
 * {@link AddressCounts#seal()}), so the sorted order is unique: it depends neither on the algorithm nor on the
 * threads.
 */
final class PairSort {
    /** Ranges of at most this many pairs are sorted by insertion. */
    private static final int SHORT = 24;
    private static final int MAX_DIGIT_BITS = 11;
    private static final int PARALLEL = 1 << 16;

    private PairSort() {
    }

    /** Sorts the first {@code n} pairs of {@code a} by key on this thread; {@code scratch} holds at least 2n longs. */
    static void sortHere(long[] a, int n, long[] scratch) {
        sortRange(a, scratch, 0, n, null);
    }

    /** Sorts the first {@code n} pairs of {@code a} by key. */
    static void sort(long[] a, int n) {
        if (n <= SHORT) {
            insertion(a, 0, n);
            return;
        }
        long[] scratch = new long[2 * n];
        if (n > PARALLEL) {
            ForkJoinPool.commonPool().invoke(new Task(a, scratch, new int[]{0, n}));
        } else {
            radix(a, scratch, 0, n, null);
        }
    }

    /** Ranges ({@code [2k]} from, {@code [2k + 1]} to) sorted as one task of the pool, large buckets as more tasks. */
    private static final class Task extends RecursiveAction {
        private final long[] a;
        private final long[] scratch;
        private final int[] ranges;

        Task(long[] a, long[] scratch, int[] ranges) {
            this.a = a;
            this.scratch = scratch;
            this.ranges = ranges;
        }

        @Override
        protected void compute() {
            List<Task> forks = new ArrayList<>();
            for (int k = 0; k < ranges.length; k += 2) {
                sortRange(a, scratch, ranges[k], ranges[k + 1], forks);
            }
            invokeAll(forks);
        }
    }

    /** Sorts pairs [lo, hi); with {@code forks}, the buckets of a range of more than {@link #PARALLEL} become tasks. */
    private static void sortRange(long[] a, long[] scratch, int lo, int hi, List<Task> forks) {
        if (hi - lo <= SHORT) {
            insertion(a, lo, hi);
        } else {
            radix(a, scratch, lo, hi, forks);
        }
    }

    /**
     * Sorts pairs [lo, hi) (more than {@link #SHORT}) by their top differing digit, then each bucket: in tasks of about
     * a quarter of {@link #PARALLEL} pairs each, added to {@code forks}, when there are forks and the range is large.
     */
    private static void radix(long[] a, long[] scratch, int lo, int hi, List<Task> forks) {
        long first = a[2 * lo];
        long differ = 0;
        for (int i = lo + 1; i < hi; i++) {
            differ |= a[2 * i] ^ first;
        }
        // distinct keys differ somewhere; the digit is the top bits where they do, down to the lowest such bit
        int top = 63 - Long.numberOfLeadingZeros(differ);
        int lowest = Long.numberOfTrailingZeros(differ);
        // A digit of every differing bit when there are at most 8 buckets a pair (dense keys, such as a buffer's
        // aligned offsets, then take one digit: each bucket one key); otherwise about four pairs a bucket at most, so
        // that the counts cost less than the pairs.
        int sizeBits = 31 - Integer.numberOfLeadingZeros(hi - lo);
        int all = top - lowest + 1;
        int bits = Math.min(MAX_DIGIT_BITS, all <= sizeBits + 3 ? all : Math.max(1, sizeBits - 2));
        int shift = top - bits + 1;
        int mask = (1 << bits) - 1;
        // start[d + 1] counts digit d, then (prefix sums) is where bucket d ends, then (moves) where it begins
        int[] start = new int[mask + 2];
        for (int i = lo; i < hi; i++) {
            start[((int) (a[2 * i] >>> shift) & mask) + 1]++;
        }
        start[0] = lo;
        for (int d = 1; d <= mask + 1; d++) {
            start[d] += start[d - 1];
        }
        for (int i = hi - 1; i >= lo; i--) {
            long key = a[2 * i];
            int at = --start[((int) (key >>> shift) & mask) + 1];
            scratch[2 * at] = key;
            scratch[2 * at + 1] = a[2 * i + 1];
        }
        System.arraycopy(scratch, 2 * lo, a, 2 * lo, 2 * (hi - lo));
        if (shift == lowest) {
            return; // the digit held every differing bit: each bucket is one key
        }
        if (forks == null || hi - lo <= PARALLEL) {
            for (int d = 0; d <= mask; d++) {
                sortRange(a, scratch, start[d + 1], d == mask ? hi : start[d + 2], null);
            }
            return;
        }
        IntArrayList chunk = new IntArrayList();
        int chunkPairs = 0;
        for (int d = 0; d <= mask; d++) {
            int from = start[d + 1];
            int to = d == mask ? hi : start[d + 2];
            chunk.add(from);
            chunk.add(to);
            chunkPairs += to - from;
            if (chunkPairs >= PARALLEL / 4 || d == mask) {
                forks.add(new Task(a, scratch, chunk.toIntArray()));
                chunk.clear();
                chunkPairs = 0;
            }
        }
    }

    private static void insertion(long[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            long k = a[2 * i];
            long v = a[2 * i + 1];
            int j = i - 1;
            while (j >= lo && a[2 * j] > k) {
                a[2 * j + 2] = a[2 * j];
                a[2 * j + 3] = a[2 * j + 1];
                j--;
            }
            a[2 * j + 2] = k;
            a[2 * j + 3] = v;
        }
    }
}
