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
        PairSort.sort(pairs, n, new long[2 * n]);
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
    void virtualAddressesOfSeveralBuffersAndSpaces() {
        // space << 56 | buffer << 40 | offset of 4-byte elements: digits skip the gap between buffer and offset and
        // the two low bits no aligned float address sets; one buffer holds most of the pairs
        SplittableRandom r = new SplittableRandom(11);
        long[] keys = new long[200_000];
        for (int i = 0; i < keys.length; i++) {
            int space = i < 150_000 ? 1 : 3;
            int buffer = i < 120_000 ? 0 : 1 + i % 5;
            keys[i] = (long) space << 56 | (long) buffer << 40 | 4L * i;
        }
        for (int i = keys.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            long t = keys[i];
            keys[i] = keys[j];
            keys[j] = t;
        }
        check(keys);
    }

    @Test
    void keysDifferingInOneBitOnlyOrInTheTopBitOnly() {
        check(new long[]{1L << 40, 0});
        long[] pairsOfTop = new long[100];
        for (int i = 0; i < 100; i++) {
            pairsOfTop[i] = (i % 2 == 0 ? 0 : 1L << 62) | (i / 2) * 8L;
        }
        check(pairsOfTop);
    }
}
