package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The 11 address entropies of a launch, made the two ways the finish chooses between by the cores (each shift's
 * histogram from the one before, or each shift grouping the sorted addresses anew): the same bits either way.
 */
class AddressEntropyShiftsTest {
    /** More addresses than the finish computes without tasks, so both ways take their parallel paths. */
    private static final int N = 1 << 17;

    /** (address, count) pairs of n consecutive floats, each read once. */
    private static long[] consecutiveFloats(int n) {
        long[] pairs = new long[2 * n];
        for (int i = 0; i < n; i++) {
            pairs[2 * i] = 4L * i;
            pairs[2 * i + 1] = 1;
        }
        return pairs;
    }

    @Test
    void consecutiveFloatsHaveOneBitLessPerShiftPastTheTwoByteOffsetBits() {
        // 2^17 floats read once: p = 2^-17 each, 17 bits. Shifts 1 and 2 drop only the byte offset within a float;
        // from shift 3 on each shift pairs up neighbours, halving the addresses: 2^(19 - s) of count 2^(s - 2).
        // Every term and partial sum is a small multiple of a power of two, so the sums are exact.
        double[] expected = {17, 17, 17, 16, 15, 14, 13, 12, 11, 10, 9};
        assertArrayEquals(expected, MemoryTally.entropies(new long[][]{consecutiveFloats(N)}, 0, 11, N, false), 0.0);
        assertArrayEquals(expected, MemoryTally.entropies(new long[][]{consecutiveFloats(N)}, 0, 11, N, true), 0.0);
    }

    @Test
    void entriesOfAddressesBothLoadedAndStoredGroupPerAddress() {
        // the same 2^17 floats as entries (address << 1 | kind), each loaded once and stored once: every address has
        // count 2 of 2^18 accesses, p = 2^-17 as before, so the same series; the two entries of an address must fall
        // into one group at shift 0 already
        long[] entries = new long[4 * N];
        for (int i = 0; i < N; i++) {
            entries[4 * i] = 4L * i << 1;
            entries[4 * i + 1] = 1;
            entries[4 * i + 2] = 4L * i << 1 | 1;
            entries[4 * i + 3] = 1;
        }
        double[] expected = {17, 17, 17, 16, 15, 14, 13, 12, 11, 10, 9};
        assertArrayEquals(expected, MemoryTally.entropies(new long[][]{entries.clone()}, 1, 11, 2 * N, false), 0.0);
        assertArrayEquals(expected, MemoryTally.entropies(new long[][]{entries.clone()}, 1, 11, 2 * N, true), 0.0);
    }

    @Test
    void bothWaysGiveTheSameBitsOnScatteredAddressesAndCounts() {
        SplittableRandom r = new SplittableRandom(5);
        for (int n : new int[]{1, 1_000, N + 3}) {
            long[] pairs = new long[2 * n];
            long address = r.nextLong(1 << 20);
            long total = 0;
            for (int i = 0; i < n; i++) {
                // runs of neighbours, gaps of up to 3 KiB, a few buffers apart, counts small and large
                address += r.nextInt(8) == 0 ? 1 + r.nextLong(3 << 10) : 1 + r.nextInt(4);
                if (i == n / 2) {
                    address += 1L << 40;
                }
                pairs[2 * i] = address;
                pairs[2 * i + 1] = r.nextInt(16) == 0 ? 5_000 + r.nextInt(100_000) : 1 + r.nextInt(40);
                total += pairs[2 * i + 1];
            }
            double[] fromTheShiftBefore = MemoryTally.entropies(new long[][]{pairs.clone()}, 0, 11, total, false);
            double[] groupedAnew = MemoryTally.entropies(new long[][]{pairs.clone()}, 0, 11, total, true);
            for (int s = 0; s < 11; s++) {
                assertEquals(Double.doubleToRawLongBits(groupedAnew[s]),
                        Double.doubleToRawLongBits(fromTheShiftBefore[s]), "shift " + s + " of " + n + " addresses");
            }
        }
    }

    @Test
    void aHistogramInPiecesGivesTheBitsOfOneArray() {
        // the scattered pairs of the test above, cut into pieces at random places, some inside a group of neighbours
        // that a shift puts together: each shift's groups must carry on across the cut
        SplittableRandom r = new SplittableRandom(7);
        int n = N + 5;
        long[] pairs = new long[2 * n];
        long address = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            address += r.nextInt(8) == 0 ? 1 + r.nextLong(3 << 10) : 1 + r.nextInt(4);
            pairs[2 * i] = address;
            pairs[2 * i + 1] = 1 + r.nextInt(40);
            total += pairs[2 * i + 1];
        }
        java.util.List<long[]> cut = new java.util.ArrayList<>();
        for (int from = 0; from < n; ) {
            int to = Math.min(n, from + 1 + r.nextInt(3_000));
            cut.add(java.util.Arrays.copyOfRange(pairs, 2 * from, 2 * to));
            from = to;
        }
        long[][] pieces = cut.toArray(new long[0][]);
        for (boolean wide : new boolean[]{false, true}) {
            double[] whole = MemoryTally.entropies(new long[][]{pairs}, 0, 11, total, wide);
            double[] inPieces = MemoryTally.entropies(pieces, 0, 11, total, wide);
            for (int s = 0; s < 11; s++) {
                assertEquals(Double.doubleToRawLongBits(whole[s]), Double.doubleToRawLongBits(inPieces[s]),
                        "shift " + s + (wide ? ", grouped anew" : ", from the shift before"));
            }
        }
    }
}
