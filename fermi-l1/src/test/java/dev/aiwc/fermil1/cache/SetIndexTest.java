package dev.aiwc.fermil1.cache;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SetIndexTest {
    @Test
    void fermiHashUsesBits7To11() {
        assertEquals(0, SetIndex.fermiHash(0, 32));
        assertEquals(1, SetIndex.fermiHash(128, 32)); // bit 7
        assertEquals(31, SetIndex.fermiHash(0xF80, 32)); // bits 7..11
    }

    @Test
    void fermiHashXorsHighBits() {
        assertEquals(1, SetIndex.fermiHash(1L << 13, 32)); // bit 13 flips set bit 0
        assertEquals(0, SetIndex.fermiHash((1L << 13) | (1L << 7), 32)); // bit 7 xor bit 13
        assertEquals(2, SetIndex.fermiHash(1L << 14, 32));
        assertEquals(4, SetIndex.fermiHash(1L << 15, 32));
        assertEquals(8, SetIndex.fermiHash(1L << 17, 32));
        assertEquals(16, SetIndex.fermiHash(1L << 19, 32));
        assertEquals(0, SetIndex.fermiHash(1L << 16, 32)); // bit 16 takes no part
        assertEquals(0, SetIndex.fermiHash(1L << 18, 32));
    }

    @Test
    void fermiHashWith64SetsUsesBit12() {
        assertEquals(32, SetIndex.fermiHash(1L << 12, 64));
        assertEquals(0, SetIndex.fermiHash(1L << 12, 32));
        // 0x1080 = bits 12 and 7 -> set 32 + 1
        assertEquals(33, SetIndex.fermiHash(0x1080, 64));
    }

    @Test
    void linearIndexIsLineModuloSets() {
        assertEquals(1, SetIndex.linear(128 * 33, 7, 32));
        assertEquals(0, SetIndex.linear(1L << 13, 7, 32)); // line 64
    }
}
