package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Per-address counts stay exact past the slot's 32 bits, through growth, merging and clearing. */
class AddressCountsTest {
    private static final long TWO_32 = 1L << 32;

    /** Drains the table: {addresses, counts}. */
    private static long[][] sorted(AddressCounts c) {
        int n = c.size();
        long[] pairs = c.drainSorted();
        long[] addresses = new long[n];
        long[] counts = new long[n];
        for (int j = 0; j < n; j++) {
            addresses[j] = pairs[2 * j];
            counts[j] = pairs[2 * j + 1];
        }
        assertEquals(0, c.size());
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
        b.addAll(a);
        assertEquals(1, b.distinctLoads());
        assertEquals(1000, b.distinctStores());
        long[][] s = sorted(b);
        assertEquals(1000, s[0].length);
        assertEquals(0, s[0][0]);
        assertEquals(3 * TWO_32 + 1 + TWO_32 - 1 + 2, s[1][0]);
        assertEquals(1, s[1][1]);
        assertEquals(0, b.distinctStores());
        b.add(0, false, 1); // the drained table is empty and usable
        assertArrayEquals(new long[]{1}, sorted(b)[1]);
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
}
