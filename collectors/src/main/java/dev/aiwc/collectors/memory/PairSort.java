package dev.aiwc.collectors.memory;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Sorts (key, value) pairs stored side by side in one {@code long[]} ({@code [2i]} key, {@code [2i + 1]} value) by
 * key, in place: the launch's per-address counts end as sorted pairs in one array instead of two.
 * Introsort: quicksort with a median-of-three pivot, heapsort past a depth of 2 log2 n, insertion sort for short
 * runs; the two sides of a partition of more than {@value #PARALLEL} pairs are sorted as parallel tasks of the
 * common fork-join pool (it runs when the launch's workers are done). Keys must be distinct (they are the distinct
 * addresses of a launch), so the order, and everything summed in it, depends neither on the algorithm nor on the threads.
 */
final class PairSort {
    private static final int SHORT = 16;
    private static final int PARALLEL = 1 << 16;

    private PairSort() {
    }

    /** Sorts the first {@code n} pairs of {@code a} by key. */
    static void sort(long[] a, int n) {
        int depth = 2 * (32 - Integer.numberOfLeadingZeros(Math.max(1, n)));
        if (n > PARALLEL) {
            ForkJoinPool.commonPool().invoke(new Task(a, 0, n, depth));
        } else {
            quick(a, 0, n, depth);
        }
    }

    /** Sorts [lo, hi), splitting it into two parallel tasks while it is longer than {@link #PARALLEL} pairs. */
    private static final class Task extends RecursiveAction {
        private final long[] a;
        private final int lo;
        private final int hi;
        private final int depth;

        Task(long[] a, int lo, int hi, int depth) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
            this.depth = depth;
        }

        @Override
        protected void compute() {
            if (hi - lo <= PARALLEL || depth == 0) {
                quick(a, lo, hi, depth);
                return;
            }
            int j = partition(a, lo, hi);
            invokeAll(new Task(a, lo, j + 1, depth - 1), new Task(a, j + 1, hi, depth - 1));
        }
    }

    /** Sorts [lo, hi). */
    private static void quick(long[] a, int lo, int hi, int depth) {
        while (hi - lo > SHORT) {
            if (depth-- == 0) {
                heap(a, lo, hi);
                return;
            }
            int j = partition(a, lo, hi);
            // recurse into the smaller side, loop on the larger
            if (j + 1 - lo < hi - j - 1) {
                quick(a, lo, j + 1, depth);
                lo = j + 1;
            } else {
                quick(a, j + 1, hi, depth);
                hi = j + 1;
            }
        }
        insertion(a, lo, hi);
    }

    /**
     * Hoare partition of [lo, hi) (more than two pairs) around the median of three keys; returns j with
     * [lo, j] <= pivot <= [j + 1, hi). The pivot is a key of the range and neither its least nor its greatest
     * (distinct keys, median of three), so both sides are non-empty.
     */
    private static int partition(long[] a, int lo, int hi) {
        long pivot = median(key(a, lo), key(a, (lo + hi) >>> 1), key(a, hi - 1));
        int i = lo - 1;
        int j = hi;
        while (true) {
            do {
                i++;
            } while (key(a, i) < pivot);
            do {
                j--;
            } while (key(a, j) > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
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

    /** Heapsort of pairs [lo, hi); package-private for its test. */
    static void heap(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int lo, int i, int n) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                return;
            }
            if (child + 1 < n && key(a, lo + child + 1) > key(a, lo + child)) {
                child++;
            }
            if (key(a, lo + i) >= key(a, lo + child)) {
                return;
            }
            swap(a, lo + i, lo + child);
            i = child;
        }
    }

    private static long median(long x, long y, long z) {
        return Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    }

    private static long key(long[] a, int i) {
        return a[2 * i];
    }

    private static void swap(long[] a, int i, int j) {
        long k = a[2 * i];
        long v = a[2 * i + 1];
        a[2 * i] = a[2 * j];
        a[2 * i + 1] = a[2 * j + 1];
        a[2 * j] = k;
        a[2 * j + 1] = v;
    }
}
