package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Per-address counts stay exact past the slot's 32 bits, through growth, merging and clearing. */
class AddressCountsTest {
    private static final long TWO_32 = 1L << 32;

    /**
     * Merges the tables into the counts of one launch and drains them: {addresses, counts}. Both layouts are run, one
     * table and 16 shards (merged by parallel tasks where the pool has 3 threads or more), and must agree.
     */
    private static long[][] sorted(AddressCounts... tables) {
        long[][] one = sorted(0, tables);
        long[][] sixteen = sorted(4, tables);
        assertArrayEquals(one[0], sixteen[0]);
        assertArrayEquals(one[1], sixteen[1]);
        return sixteen;
    }

    private static long[][] sorted(int shardBits, AddressCounts... tables) {
        ShardedCounts all = new ShardedCounts(shardBits);
        for (AddressCounts t : tables) {
            all.addAll(t);
        }
        int n = all.size();
        long[] pairs = all.drainSorted();
        long[] addresses = new long[n];
        long[] counts = new long[n];
        for (int j = 0; j < n; j++) {
            addresses[j] = pairs[2 * j];
            counts[j] = pairs[2 * j + 1];
        }
        assertEquals(0, all.size());
        return new long[][]{addresses, counts};
    }

    @Test
    void aLoadCountCarriesPastThirtyTwoBits() {
        AddressCounts c = new AddressCounts(4);
        c.add(40, false, TWO_32 - 1);
        c.add(40, false, 1);
        c.add(40, false, 6);
        assertEquals(1, c.distinctLoads());
        assertEquals(TWO_32 + 6, c.totalLoads());
        long[][] s = sorted(c);
        assertArrayEquals(new long[]{40}, s[0]);
        assertArrayEquals(new long[]{TWO_32 + 6}, s[1]);
    }

    @Test
    void anExactMultipleOfTwoToTheThirtyTwoIsNotAFreshAddress() {
        // the slot's 32 bits read 0 while the address has 2^32 stores: the next store is not a new distinct address
        AddressCounts c = new AddressCounts(4);
        c.add(8, true, TWO_32);
        c.add(8, true, 5);
        c.add(8, false, 2);
        assertEquals(1, c.distinctStores());
        assertEquals(1, c.distinctLoads());
        assertArrayEquals(new long[]{TWO_32 + 7}, sorted(c)[1]);
    }

    @Test
    void largeCountsSurviveGrowthMergingAndClearing() {
        AddressCounts a = new AddressCounts(4);
        a.add(0, false, 3 * TWO_32 + 1);
        for (long address = 4; address < 4000; address += 4) {
            a.add(address, true, 1); // grows the table several times
        }
        AddressCounts b = new AddressCounts(4);
        b.add(0, false, TWO_32 - 1);
        b.add(0, true, 2);
        ShardedCounts merged = new ShardedCounts();
        merged.addAll(a);
        merged.addAll(b);
        assertEquals(1, merged.distinctLoads());
        assertEquals(1000, merged.distinctStores());
        assertEquals(3 * TWO_32 + 1 + TWO_32 - 1, merged.totalLoads());
        long[][] s = sorted(a, b);
        assertEquals(1000, s[0].length);
        assertEquals(0, s[0][0]);
        assertEquals(3 * TWO_32 + 1 + TWO_32 - 1 + 2, s[1][0]);
        assertEquals(1, s[1][1]);
        a.clear();
        a.add(12, true, 2);
        assertEquals(1, a.distinctStores());
        assertArrayEquals(new long[]{12}, sorted(a)[0]);
    }

    @Test
    void drainingSortsEveryAddressOfALargeScatteredTable() {
        // 50,000 addresses inserted in a scrambled order (odd multiplier mod 2^20), counts derived from the address
        AddressCounts c = new AddressCounts(4);
        for (long i = 0; i < 50_000; i++) {
            long address = ((i * 0x9E37L) & 0xFFFFF) * 4;
            c.add(address, (i & 1) == 0, address % 7 + 1);
        }
        long[][] s = sorted(c);
        assertEquals(50_000, s[0].length);
        for (int j = 0; j < s[0].length; j++) {
            if (j > 0) {
                assertEquals(true, s[0][j] > s[0][j - 1], "ascending at " + j);
            }
            assertEquals(s[0][j] % 7 + 1, s[1][j]);
        }
    }

    @Test
    void rangesMergedInParallelShardsCountEveryAddressOnce() {
        // three ranges of a launch, each large enough for the parallel merge: range r reads addresses 4i for i in
        // [r * 20,000, r * 20,000 + 40,000) once and stores to 4i twice where i is a multiple of 3, so every address
        // below 4 * 20,000 is in one range, the middle ones in two, and the counts are known in closed form
        AddressCounts[] ranges = new AddressCounts[3];
        for (int r = 0; r < 3; r++) {
            ranges[r] = new AddressCounts(16);
            for (long i = r * 20_000L; i < r * 20_000L + 40_000; i++) {
                ranges[r].add(4 * i, false, 1);
                if (i % 3 == 0) {
                    ranges[r].add(4 * i, true, 2);
                }
            }
        }
        long[][] s = sorted(ranges);
        assertEquals(80_000, s[0].length);
        for (int i = 0; i < 80_000; i++) {
            int inRanges = i < 20_000 || i >= 60_000 ? 1 : 2;
            assertEquals(4L * i, s[0][i]);
            assertEquals(inRanges * (i % 3 == 0 ? 3 : 1), s[1][i], "address " + 4L * i);
        }
    }
}
