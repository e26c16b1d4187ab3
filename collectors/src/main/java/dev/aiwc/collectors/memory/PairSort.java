package dev.aiwc.collectors.memory;

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
 * 20, the loaded 2-core machine). Each range is sorted on the worker that ran it ({@link AddressCounts#seal()}), so the
 * sort itself runs on one thread. Keys must be non-negative. Where they are distinct (the distinct entries of a range)
 * the sorted order is unique: it depends neither on the algorithm nor on the threads. Equal keys end side by side in
 * an order that is not specified (a range's stretches sorted by their first entries: two that begin together overlap,
 * and their buffer gives them up whatever their order).
 */
final class PairSort {
    /** Ranges of at most this many pairs are sorted by insertion. */
    private static final int SHORT = 24;
    private static final int MAX_DIGIT_BITS = 11;

    private PairSort() {
    }

    /** Sorts the first {@code n} pairs of {@code a} by key; {@code scratch} holds at least 2n longs. */
    static void sort(long[] a, int n, long[] scratch) {
        sortRange(a, scratch, 0, n);
    }

    /** Sorts pairs [lo, hi). */
    private static void sortRange(long[] a, long[] scratch, int lo, int hi) {
        if (hi - lo <= SHORT) {
            insertion(a, lo, hi);
        } else {
            radix(a, scratch, lo, hi);
        }
    }

    /** Sorts pairs [lo, hi) (more than {@link #SHORT}) by their top differing digit, then each bucket. */
    private static void radix(long[] a, long[] scratch, int lo, int hi) {
        long first = a[2 * lo];
        long differ = 0;
        for (int i = lo + 1; i < hi; i++) {
            differ |= a[2 * i] ^ first;
        }
        if (differ == 0) {
            return; // equal keys
        }
        // the digit is the top bits where they do, down to the lowest such bit
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
        for (int d = 0; d <= mask; d++) {
            sortRange(a, scratch, start[d + 1], d == mask ? hi : start[d + 2]);
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
