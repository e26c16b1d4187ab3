package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** What the tables and ledgers of finished launches that wait for later ones ({@link MemoryTally.Spare}) keep. */
class SpareTest {
    /** Empties the spare (other tests in this JVM may have left some). */
    private static void drain(int perGroup, boolean aiwc) {
        while (MemoryTally.Spare.table() != null) {
            continue;
        }
        while (MemoryTally.Spare.ledger(perGroup, aiwc) != null) {
            continue;
        }
    }

    @Test
    void aSmallTableComesBackAndALargeOneIsDropped() {
        drain(64, false);
        AddressCounts small = new AddressCounts();
        small.add(8, false, 1);
        small.seal();
        MemoryTally.Spare.give(small);
        assertSame(small, MemoryTally.Spare.table());
        // 400,000 addresses need 2^20 slots of 16 bytes (kept at most 60% full): 16 MiB, above the 4 MiB kept
        AddressCounts large = new AddressCounts();
        for (long a = 0; a < 400_000; a++) {
            large.add(8 * a, false, 1);
        }
        large.seal();
        MemoryTally.Spare.give(large);
        assertNull(MemoryTally.Spare.table());
    }

    @Test
    void aLedgerComesBackOnlyForItsOwnGroupSizeAndProfile() {
        drain(64, false);
        SegmentLedger l = new SegmentLedger(64, false);
        MemoryTally.Spare.give(l);
        assertNull(MemoryTally.Spare.ledger(64, true), "another profile");
        MemoryTally.Spare.give(l);
        assertNull(MemoryTally.Spare.ledger(128, false), "another group size");
        MemoryTally.Spare.give(l);
        assertSame(l, MemoryTally.Spare.ledger(64, false));
    }
}
