package dev.aiwc.fermil1.coalescing;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class CoalescerTest {
    private static final int[] LANES = java.util.stream.IntStream.range(0, 32).toArray();

    /** Lane i accesses base + stride * i. */
    private static long[] strided(long base, long stride) {
        long[] a = new long[32];
        for (int i = 0; i < 32; i++) {
            a[i] = base + stride * i;
        }
        return a;
    }

    private static int fermi(long[] addresses, int bytes) {
        return new Coalescer(Coalescer.Policy.FERMI, 128, 32).coalesce(32, LANES, addresses, bytes,
                new LongArrayList(), new IntArrayList());
    }

    /** Returns {n32, n64, n128}. */
    private static int[] segments(long[] addresses, int bytes) {
        Coalescer c = new Coalescer(Coalescer.Policy.SEGMENTS, 128, 32);
        c.segments(32, LANES, addresses, bytes);
        return c.transactions.clone();
    }

    @Test
    void unitStrideFloatsAreOneLineUnderFermi() {
        assertEquals(1, fermi(strided(0, 4), 4)); // 32 x 4 B = 128 B, one aligned line
    }

    @Test
    void unitStrideFloatsAreTwo64ByteSegments() {
        // each half-warp reads 64 B: its 128 B segment shrinks to the used half
        assertArrayEquals(new int[]{0, 2, 0}, segments(strided(0, 4), 4));
    }

    @Test
    void stride2FloatsSpanTwoLinesAndTwo128ByteSegments() {
        assertEquals(2, fermi(strided(0, 8), 4)); // bytes 0..251
        assertArrayEquals(new int[]{0, 0, 2}, segments(strided(0, 8), 4)); // each half-warp spans 0..123 of a segment
    }

    @Test
    void stride32FloatsNeedOneLinePerLane() {
        assertEquals(32, fermi(strided(0, 128), 4));
        assertArrayEquals(new int[]{32, 0, 0}, segments(strided(0, 128), 4)); // 4 used bytes shrink to 32 B
    }

    @Test
    void misalignedUnitStrideTouchesTwoLines() {
        assertEquals(2, fermi(strided(4, 4), 4)); // bytes 4..131
        // half-warp 0: bytes 4..67 of segment 0 -> both halves used -> 128 B;
        // half-warp 1: bytes 68..127 (upper half, then 64..127 spans both 32 B halves -> 64 B) and 128..131 -> 32 B
        assertArrayEquals(new int[]{1, 1, 1}, segments(strided(4, 4), 4));
    }

    @Test
    void broadcastIsOneRequest() {
        assertEquals(1, fermi(strided(256, 0), 4));
        assertArrayEquals(new int[]{2, 0, 0}, segments(strided(256, 0), 4)); // one 32 B per half-warp
    }

    @Test
    void eightByteAccessesAreSplitPerHalfWarp() {
        assertEquals(2, fermi(strided(0, 8), 8)); // lanes 0-15: 0..127, lanes 16-31: 128..255
        assertArrayEquals(new int[]{0, 0, 2}, segments(strided(0, 8), 8));
    }

    @Test
    void eightByteAccessesInOneLineStillCostOneRequestPerHalfWarp() {
        // all lanes read the same double: each half-warp issues its own request
        assertEquals(2, fermi(strided(0, 0), 8));
    }

    @Test
    void sixteenByteAccessesAreSplitPerQuarterWarp() {
        assertEquals(4, fermi(strided(0, 16), 16)); // 512 bytes, 128 per quarter-warp
        assertArrayEquals(new int[]{0, 0, 4}, segments(strided(0, 16), 16)); // 256 B per half-warp = 2 x 128 B
    }

    @Test
    void byteAccessesUse32ByteSegments() {
        assertArrayEquals(new int[]{2, 0, 0}, segments(strided(0, 1), 1)); // 16 B per half-warp
    }

    @Test
    void sectoredRequestsCarryTheTouchedSectors() {
        Coalescer c = new Coalescer(Coalescer.Policy.SECTORED, 128, 32);
        LongArrayList lines = new LongArrayList();
        IntArrayList masks = new IntArrayList();
        assertEquals(1, c.coalesce(32, LANES, strided(0, 4), 4, lines, masks));
        assertEquals(0b1111, masks.getInt(0));
        lines.clear();
        masks.clear();
        assertEquals(1, c.coalesce(32, LANES, strided(64, 0), 4, lines, masks)); // broadcast of byte 64: sector 2
        assertEquals(0b0100, masks.getInt(0));
        lines.clear();
        masks.clear();
        // stride 8 floats from 0: bytes 0..251 -> line 0 all sectors, line 1 all sectors
        assertEquals(2, c.coalesce(32, LANES, strided(0, 8), 4, lines, masks));
        assertEquals(0b1111, masks.getInt(1));
    }

    @Test
    void inactiveLanesDoNotCount() {
        // only lanes 0 and 31 active, 4 KB apart
        assertEquals(2, new Coalescer(Coalescer.Policy.FERMI, 128, 32).coalesce(2, new int[]{0, 31},
                new long[]{0, 4096}, 4, new LongArrayList(), new IntArrayList()));
    }
}
