package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the tables and ledgers of finished launches that wait for later ones ({@link MemoryTally.Spare}) keep, and
 * whom a launch's own {@link MemoryTally.Pool} hands them to.
 */
class SpareTest {
    /** Empties the spare (other tests in this JVM may have left some). */
    private static void drain(int perGroup, boolean aiwc) {
        while (MemoryTally.Spare.table() != null) {
            continue;
        }
        while (MemoryTally.Spare.ledger(perGroup, aiwc, SegmentLedger.DEFAULT_CAPACITY) != null) {
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
        assertNull(MemoryTally.Spare.ledger(64, true, SegmentLedger.DEFAULT_CAPACITY), "another profile");
        MemoryTally.Spare.give(l);
        assertNull(MemoryTally.Spare.ledger(128, false, SegmentLedger.DEFAULT_CAPACITY), "another group size");
        MemoryTally.Spare.give(l);
        assertNull(MemoryTally.Spare.ledger(64, false, 1024), "another capacity");
        MemoryTally.Spare.give(l);
        assertSame(l, MemoryTally.Spare.ledger(64, false, SegmentLedger.DEFAULT_CAPACITY));
    }

    /**
     * A worker that gives a table and a ledger back takes those same ones for its next range, even when another
     * worker gave its own back in between (a shared stack would hand it the other's, last in); at the launch's end
     * both go to the spare.
     */
    @Test
    void aWorkerTakesBackWhatItGaveNotWhatAnotherGaveSince() throws Exception {
        drain(64, false);
        MemoryTally.Pool pool = new MemoryTally.Pool();
        AddressCounts mine = pool.table();
        SegmentLedger myLedger = pool.ledger(64, false, SegmentLedger.DEFAULT_CAPACITY);
        pool.give(mine);
        pool.give(myLedger);
        Object[] theirs = new Object[2];
        Thread other = new Thread(() -> {
            theirs[0] = pool.table();
            theirs[1] = pool.ledger(64, false, SegmentLedger.DEFAULT_CAPACITY);
            pool.give((AddressCounts) theirs[0]);
            pool.give((SegmentLedger) theirs[1]);
        });
        other.start();
        other.join();
        assertNotSame(mine, theirs[0], "the other worker had none of its own yet: a new table");
        assertNotSame(myLedger, theirs[1]);
        assertSame(mine, pool.table());
        assertSame(myLedger, pool.ledger(64, false, SegmentLedger.DEFAULT_CAPACITY));
        pool.give(mine);
        pool.give(myLedger);
        pool.clear();
        AddressCounts first = MemoryTally.Spare.table();
        AddressCounts second = MemoryTally.Spare.table();
        assertTrue(Set.of(mine, theirs[0]).equals(Set.of(first, second)), "both tables kept for later launches");
        assertNull(MemoryTally.Spare.table());
    }
}
