package dev.aiwc.fermil1.coalescing;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SharedBanksTest {
    private static final int[] LANES = java.util.stream.IntStream.range(0, 32).toArray();
    private final SharedBanks fermi = new SharedBanks(32, 4);

    private int degree(long stride, int bytes) {
        long[] a = new long[32];
        for (int i = 0; i < 32; i++) {
            a[i] = stride * i;
        }
        return fermi.degree(32, LANES, a, bytes);
    }

    @Test
    void consecutiveWordsAreConflictFree() {
        assertEquals(1, degree(4, 4));
    }

    @Test
    void stride2WordsGiveTwoWayConflicts() {
        assertEquals(2, degree(8, 4)); // word 2i: banks 0,2,..,30 each hold two words
    }

    @Test
    void stride32WordsHitOneBank() {
        assertEquals(32, degree(128, 4));
    }

    @Test
    void sameWordIsBroadcast() {
        assertEquals(1, degree(0, 4));
    }

    @Test
    void unitStrideDoublesAreConflictFreePerHalfWarp() {
        assertEquals(1, degree(8, 8)); // each half-warp covers 32 consecutive words
    }
}
