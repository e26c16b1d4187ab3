package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A segment longer than the ledger's capacity goes on in a file and gives the same measures as one held in memory. */
class SegmentSpillTest {

    /** One segment: the entries of each work-item in turn ({@code null}: the item has no accesses). */
    private static long close(SegmentLedger ledger, long[][] items, double[] sums, AddressCounts counts) {
        for (int id = 0; id < items.length; id++) {
            if (items[id] == null) {
                continue;
            }
            ledger.item(id);
            for (long e : items[id]) {
                ledger.append(e);
            }
        }
        return ledger.close(sums, counts);
    }

    private static long load(long address) {
        return address << 1;
    }

    private static long store(long address) {
        return address << 1 | 1;
    }

    @Test
    void aSegmentSpilledEveryTwoEntriesIsMeasuredAsByHand() {
        // t0: all four read 1000; t1: four addresses 4 KiB apart (distinct at every shift up to 10 bits); t2: items 0
        // and 1 store to 8. Default profile: 0 + log2 4 + 0 = 2 at every shift; 3 timesteps.
        long[][] items = {
            {load(1000), load(4096), store(8)},
            {load(1000), load(8192), store(8)},
            {load(1000), load(12288)},
            {load(1000), load(16384)},
        };
        for (int capacity : new int[]{2, SegmentLedger.DEFAULT_CAPACITY}) {
            SegmentLedger ledger = new SegmentLedger(4, false, capacity);
            double[] sums = new double[SegmentLedger.SHIFTS];
            AddressCounts counts = new AddressCounts();
            assertEquals(3, close(ledger, items, sums, counts), "capacity " + capacity);
            for (int n = 0; n < SegmentLedger.SHIFTS; n++) {
                assertEquals(2.0, sums[n], 0.0, "capacity " + capacity + ", shift " + n);
            }
            // (entry, count) ascending: address 8 stored twice, 1000 loaded four times, the others loaded once
            assertArrayEquals(new long[]{store(8), 2, load(1000), 4, load(4096), 1, load(8192), 1, load(12288), 1,
                load(16384), 1}, LaunchCounts.concatenate(counts.seal()), "capacity " + capacity);
        }
    }

    @Test
    void aSpilledSegmentKeepsItsArrayAtTheCapacity() {
        SegmentLedger ledger = new SegmentLedger(2, false, 64);
        ledger.item(0);
        for (int i = 0; i < 10_000; i++) {
            ledger.append(load(4L * i));
        }
        ledger.item(1);
        for (int i = 0; i < 10_000; i++) {
            ledger.append(load(4L * i));
        }
        assertEquals(64, ledger.entries().length);
        double[] sums = new double[SegmentLedger.SHIFTS];
        AddressCounts counts = new AddressCounts();
        // both items read the same address at each timestep: no entropy, each address twice
        assertEquals(10_000, ledger.close(sums, counts));
        assertArrayEquals(new double[SegmentLedger.SHIFTS], sums);
        long[] pairs = LaunchCounts.concatenate(counts.seal());
        assertEquals(20_000, pairs.length);
        for (int i = 0; i < 10_000; i++) {
            assertEquals(load(4L * i), pairs[2 * i]);
            assertEquals(2, pairs[2 * i + 1]);
        }
    }

    /**
     * Segments of work-items of different lengths (coalesced rows, repeated addresses, scattered ones, loads and
     * stores), one after another on one ledger, in both profiles: spilled every 16 entries, the sums, the timesteps
     * and the counts are those of the ledger that holds every segment in memory.
     */
    @Test
    void spilledSegmentsMeasureAsSegmentsInMemory() {
        for (boolean aiwc : new boolean[]{false, true}) {
            Random random = new Random(aiwc ? 26 : 25);
            int perGroup = 64;
            SegmentLedger inMemory = new SegmentLedger(perGroup, aiwc);
            SegmentLedger spilling = new SegmentLedger(perGroup, aiwc, 16);
            AddressCounts countsA = new AddressCounts();
            AddressCounts countsB = new AddressCounts();
            for (int segment = 0; segment < 40; segment++) {
                int items = 1 + random.nextInt(perGroup);
                long[][] entries = new long[items][];
                int pattern = random.nextInt(3);
                for (int id = 0; id < items; id++) {
                    if (random.nextInt(8) == 0) {
                        continue; // an item with no accesses in this segment
                    }
                    entries[id] = new long[random.nextInt(200)];
                    for (int t = 0; t < entries[id].length; t++) {
                        long address = switch (pattern) {
                            case 0 -> 4096L * t + 4L * id; // a coalesced row per timestep
                            case 1 -> 4096L * t + 64L * (id / 16); // rows of 16 items on one address
                            default -> 4L * random.nextInt(5000);
                        };
                        entries[id][t] = random.nextInt(10) == 0 ? store(address) : load(address);
                    }
                }
                double[] sumsA = new double[SegmentLedger.SHIFTS];
                double[] sumsB = new double[SegmentLedger.SHIFTS];
                assertEquals(close(inMemory, entries, sumsA, countsA), close(spilling, entries, sumsB, countsB),
                        "segment " + segment);
                for (int n = 0; n < SegmentLedger.SHIFTS; n++) {
                    assertEquals(Double.doubleToLongBits(sumsA[n]), Double.doubleToLongBits(sumsB[n]),
                            "aiwc " + aiwc + ", segment " + segment + ", shift " + n);
                }
            }
            assertArrayEquals(LaunchCounts.concatenate(countsA.seal()), LaunchCounts.concatenate(countsB.seal()));
        }
    }
}
