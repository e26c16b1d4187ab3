package dev.aiwc.collectors.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CoverageTest {

    @Test
    void smallestTopSetReachingTheCeilingOfNinetyPercent() {
        // Total 100, 90 needed: 50 + 30 + 15 >= 90 with three.
        assertEquals(3, Coverage.ninetyPercent(new long[]{5, 50, 15, 30}));
        // Total 11, ceil(9.9) = 10: 5 + 3 + 2 = 10 with three (not 9.9 rounded down).
        assertEquals(3, Coverage.ninetyPercent(new long[]{5, 3, 2, 1}));
        assertEquals(1, Coverage.ninetyPercent(new long[]{0, 0, 7}));
        assertEquals(0, Coverage.ninetyPercent(new long[0]));
    }

    @Test
    void countsGivenByValue() {
        // 10 x4, 2 x3, 1 x5: total 51, ceil(45.9) = 46 needed: four 10s give 40, three 2s the 6 more.
        assertEquals(7, Coverage.ninetyPercentByValue(new long[]{1, 2, 10}, new long[]{5, 3, 4}));
        // 3 x10, 1 x10: total 40, 36 needed: all ten 3s give 30, six 1s the rest.
        assertEquals(16, Coverage.ninetyPercentByValue(new long[]{1, 3}, new long[]{10, 10}));
        // 5 x10: 45 of 50 needed, nine of them.
        assertEquals(9, Coverage.ninetyPercentByValue(new long[]{5}, new long[]{10}));
        assertEquals(1, Coverage.ninetyPercentByValue(new long[]{0, 7}, new long[]{2, 1}));
        assertEquals(0, Coverage.ninetyPercentByValue(new long[0], new long[0]));
        // the same as the count-by-count form on the counts written out
        java.util.Random random = new java.util.Random(14);
        for (int round = 0; round < 200; round++) {
            int distinct = 1 + random.nextInt(6);
            long[] values = new long[distinct];
            long[] times = new long[distinct];
            java.util.List<Long> all = new java.util.ArrayList<>();
            long value = random.nextInt(3);
            for (int i = 0; i < distinct; i++) {
                values[i] = value;
                times[i] = 1 + random.nextInt(9);
                for (int t = 0; t < times[i]; t++) {
                    all.add(value);
                }
                value += 1 + random.nextInt(round < 100 ? 4 : 1000);
            }
            long[] counts = all.stream().mapToLong(Long::longValue).toArray();
            assertEquals(Coverage.ninetyPercent(counts), Coverage.ninetyPercentByValue(values, times),
                    "round " + round);
        }
    }

    @Test
    void medianOfIntegers() {
        CountHistogram h = new CountHistogram();
        for (long v : new long[]{7, 1, 3}) {
            h.add(v);
        }
        assertEquals(3.0, h.median(), 0.0);
        h.add(4);
        assertEquals(3.5, h.median(), 0.0);
        assertEquals(1, h.min());
        assertEquals(7, h.max());
    }
}
