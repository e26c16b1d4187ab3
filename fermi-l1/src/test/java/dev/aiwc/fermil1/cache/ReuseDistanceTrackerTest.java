package dev.aiwc.fermil1.cache;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ReuseDistanceTrackerTest {
    private static final long A = 1;
    private static final long B = 2;
    private static final long C = 3;

    @Test
    void distanceCountsDistinctKeysInBetween() {
        ReuseDistanceTracker t = new ReuseDistanceTracker();
        assertEquals(ReuseDistanceTracker.COLD, t.access(A));
        assertEquals(ReuseDistanceTracker.COLD, t.access(B));
        assertEquals(ReuseDistanceTracker.COLD, t.access(C));
        assertEquals(2, t.access(A)); // B, C
        assertEquals(2, t.access(B)); // C, A
        assertEquals(0, t.access(B));
        assertEquals(2, t.access(C)); // A, B (B twice counts once)
    }

    @Test
    void renumberingKeepsDistances() {
        ReuseDistanceTracker t = new ReuseDistanceTracker(4); // compacts every few accesses
        t.access(A);
        t.access(B);
        t.access(C);
        for (int round = 0; round < 50; round++) {
            assertEquals(2, t.access(A));
            assertEquals(2, t.access(B));
            assertEquals(2, t.access(C));
        }
        assertEquals(0, t.access(C));
        assertEquals(3, t.distinct());
    }
}
