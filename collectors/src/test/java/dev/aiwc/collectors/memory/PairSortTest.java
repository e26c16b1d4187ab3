package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Pairs sorted by key, each key keeping its value, against {@link Arrays#sort} of the keys alone. */
class PairSortTest {

    /** Sorts pairs whose value is a function of the key, checks keys against Arrays.sort and every value. */
    private static void check(long[] keys) {
        int n = keys.length;
        long[] pairs = new long[2 * n + 6]; // room past n pairs must be left alone
        Arrays.fill(pairs, 77);
        for (int i = 0; i < n; i++) {
            pairs[2 * i] = keys[i];
            pairs[2 * i + 1] = ~keys[i];
        }
        PairSort.sort(pairs, n);
        long[] expected = keys.clone();
        Arrays.sort(expected);
        long[] got = new long[n];
        for (int i = 0; i < n; i++) {
            got[i] = pairs[2 * i];
            assertEquals(~pairs[2 * i], pairs[2 * i + 1], "value travels with its key");
        }
        assertArrayEquals(expected, got);
        for (int i = 2 * n; i < pairs.length; i++) {
            assertEquals(77, pairs[i]);
        }
    }

    private static long[] distinct(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        return r.longs(0, Long.MAX_VALUE).distinct().limit(n).toArray();
    }

    @Test
    void randomKeysOfManySizes() {
        for (int n : new int[]{0, 1, 2, 3, 15, 16, 17, 100, 4_097, 100_000, 300_000}) {
            check(distinct(n, n));
        }
    }

    @Test
    void orderedReversedAndOrganPipeKeys() {
        int n = 50_000;
        long[] up = new long[n];
        long[] down = new long[n];
        long[] pipe = new long[n];
        for (int i = 0; i < n; i++) {
            up[i] = 4L * i;
            down[i] = 4L * (n - i);
            pipe[i] = i < n / 2 ? 2L * i : 2L * (n - i) + 1;
        }
        check(up);
        check(down);
        check(pipe);
    }

    @Test
    void aMedianOfThreeKillerFallsBackToHeapsortAndStillSorts() {
        // Musser's sequence defeats median-of-three pivots; the depth limit hands it to heapsort.
        int n = 1 << 14;
        long[] keys = new long[n];
        int k = n / 2;
        for (int i = 1; i <= k; i++) {
            if (i % 2 == 1) {
                keys[i - 1] = i;
                keys[i] = k + i;
            }
            keys[k + i - 1] = 2L * i;
        }
        // the construction repeats some values; make keys distinct while keeping their shape
        for (int i = 0; i < n; i++) {
            keys[i] = keys[i] * n + i;
        }
        check(keys);
    }

    @Test
    void heapsortAloneSortsARangeAndLeavesTheRestAlone() {
        long[] keys = distinct(1_000, 7);
        long[] pairs = new long[2 * keys.length];
        for (int i = 0; i < keys.length; i++) {
            pairs[2 * i] = keys[i];
            pairs[2 * i + 1] = ~keys[i];
        }
        long[] before = pairs.clone();
        PairSort.heap(pairs, 100, 900);
        long[] expected = Arrays.copyOfRange(keys, 100, 900);
        Arrays.sort(expected);
        for (int i = 100; i < 900; i++) {
            assertEquals(expected[i - 100], pairs[2 * i]);
            assertEquals(~pairs[2 * i], pairs[2 * i + 1]);
        }
        assertArrayEquals(Arrays.copyOfRange(before, 0, 200), Arrays.copyOfRange(pairs, 0, 200));
        assertArrayEquals(Arrays.copyOfRange(before, 1800, 2000), Arrays.copyOfRange(pairs, 1800, 2000));
    }
}
