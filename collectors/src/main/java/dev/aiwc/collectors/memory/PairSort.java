package dev.aiwc.collectors.memory;

/**
 * Sorts (key, value) pairs stored side by side in one {@code long[]} ({@code [2i]} key, {@code [2i + 1]} value) by
 * key, in place: the per-address table ends as sorted pairs in its own array instead of two new arrays.
 * Introsort: quicksort with a median-of-three pivot, heapsort past a depth of 2 log2 n, insertion sort for short
 * runs. Keys must be distinct (they are addresses of one table), so the order, and everything summed in it, does
 * not depend on the algorithm.
 */
final class PairSort {
    private static final int SHORT = 16;

    private PairSort() {
    }

    /** Sorts the first {@code n} pairs of {@code a} by key. */
    static void sort(long[] a, int n) {
        int depth = 2 * (32 - Integer.numberOfLeadingZeros(Math.max(1, n)));
        quick(a, 0, n, depth);
        insertion(a, 0, n);
    }

    /** Leaves [lo, hi) in runs of at most {@link #SHORT} pairs, each run's keys between its neighbours'. */
    private static void quick(long[] a, int lo, int hi, int depth) {
        while (hi - lo > SHORT) {
            if (depth-- == 0) {
                heap(a, lo, hi);
                return;
            }
            long pivot = median(key(a, lo), key(a, (lo + hi) >>> 1), key(a, hi - 1));
            // Hoare partition: the pivot is a key of the range and neither its least nor its greatest (distinct
            // keys, median of three), so both sides are non-empty.
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
                    break;
                }
                swap(a, i, j);
            }
            // [lo, j] <= pivot <= [j + 1, hi): recurse into the smaller side, loop on the larger
            if (j + 1 - lo < hi - j - 1) {
                quick(a, lo, j + 1, depth);
                lo = j + 1;
            } else {
                quick(a, j + 1, hi, depth);
                hi = j + 1;
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

    /** Heapsort of pairs [lo, hi); package-private for its test (the final insertion pass would hide its faults). */
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
