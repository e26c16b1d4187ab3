package dev.aiwc.fermil1.simt;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A block's requests: sector masks go into the low bits of the line values only where every request fits. */
class BlockTraceTest {

    /** One warp, one load of the given requests. */
    private static BlockTrace load(long[] lines, int[] masks) {
        return BlockTrace.of(7, 32, 1, new int[]{0, 1}, new int[]{BlockTrace.op(BlockTrace.LOAD, 0)}, new int[]{3},
                new int[]{0, lines.length}, lines, masks, null, null, null);
    }

    @Test
    void fourSectorMasksOfAGlobalBufferArePackedIntoTheirLines() {
        // a global address is 1 << 56 | buffer << 40 | offset: its 128-byte line number needs 50 bits, a mask of 4
        // sectors 4 (the widest, 0b1000, sets the fourth), so 54 bits hold both
        long line = ((1L << 56) | (2L << 40) | 4096) >>> 7;
        BlockTrace b = load(new long[]{line, line + 1}, new int[]{0b1010, 0b0001});
        assertNull(b.reqMask());
        assertEquals(4, b.maskBits());
        assertEquals(line << 4 | 0b1010, b.reqLine()[0]);
        assertEquals(line, b.line(0));
        assertEquals(0b1010, b.mask(0));
        assertEquals(line + 1, b.line(1));
        assertEquals(0b0001, b.mask(1));
    }

    @Test
    void masksWiderThanTheRoomBesideTheLinesStayApart() {
        // 16 sectors of 8 bytes: 16 mask bits beside a 50-bit line number do not fit 63 bits
        long line = ((1L << 56) | (2L << 40)) >>> 7;
        BlockTrace b = load(new long[]{line}, new int[]{0x8001});
        assertNotNull(b.reqMask());
        assertEquals(0, b.maskBits());
        assertEquals(line, b.line(0));
        assertEquals(0x8001, b.mask(0));
    }

    @Test
    void aPieceFileHoldsTheRequestsUnpackedAndReadsBackTheSameBlock() throws IOException {
        long line = ((1L << 56) | (5L << 40)) >>> 7;
        BlockTrace b = load(new long[]{line, line + 9}, new int[]{0b0110, 0b1111});
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        b.write(new DataOutputStream(bytes));
        BlockTrace read = BlockTrace.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        assertEquals(b.maskBits(), read.maskBits());
        assertArrayEquals(b.reqLine(), read.reqLine());
        assertEquals(line + 9, read.line(1));
        assertEquals(0b1111, read.mask(1));
    }
}
