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
