package dev.aiwc.instrumenter.half;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * binary16 has 1 sign bit, 5 exponent bits (bias 15) and 10 mantissa bits; the expectations below are built from
 * that layout by hand: 1.0 = 0 01111 0000000000 = 0x3C00, the largest finite 2^15 * (2 - 2^-10) = 65504 = 0x7BFF,
 * the smallest subnormal 2^-14 * 2^-10 = 2^-24 = 0x0001.
 */
class HalfTest {

    @Test
    void encodesExactValues() {
        assertEquals(0x3C00, Half.fromDouble(1.0));
        assertEquals(0xC000, Half.fromDouble(-2.0));
        assertEquals(0x7BFF, Half.fromDouble(65504.0));
        assertEquals(0x0001, Half.fromDouble(0x1p-24));
        assertEquals(0x0400, Half.fromDouble(0x1p-14)); // smallest normal: exponent field 1, mantissa 0
        assertEquals(0x8000, Half.fromDouble(-0.0));
        assertEquals(0x7C00, Half.fromDouble(Double.POSITIVE_INFINITY));
        assertEquals(0x7E00, Half.fromDouble(Double.NaN));
    }

    @Test
    void roundsTiesToEven() {
        // 1 + 2^-11 lies halfway between 1.0 (mantissa 0, even) and 1 + 2^-10 (mantissa 1): even wins
        assertEquals(0x3C00, Half.fromDouble(1.0 + 0x1p-11));
        // 1 + 3 * 2^-11 lies halfway between mantissas 1 and 2: 2 is even
        assertEquals(0x3C02, Half.fromDouble(1.0 + 3 * 0x1p-11));
        // 2^-25 is halfway between 0 and the smallest subnormal: 0 is even
        assertEquals(0x0000, Half.fromDouble(0x1p-25));
        // 65520 is halfway between 65504 (mantissa 0x3FF, odd) and 2^16 (infinity): overflows
        assertEquals(0x7C00, Half.fromDouble(65520.0));
        assertEquals(0x7BFF, Half.fromDouble(65519.0));
    }

    @Test
    void directedRoundingKeepsInfinityAndSaturatesOverflow() {
        assertEquals(0x7BFF, Half.fromDouble(65520.0, Rounding.RTZ));
        assertEquals(0x7C00, Half.fromDouble(65505.0, Rounding.RTP));
        assertEquals(0xFBFF, Half.fromDouble(-65505.0, Rounding.RTP));
        // infinity is exactly representable, so no mode may turn it into the largest finite value
        assertEquals(0x7C00, Half.fromDouble(Double.POSITIVE_INFINITY, Rounding.RTZ));
        assertEquals(0xFC00, Half.fromDouble(Double.NEGATIVE_INFINITY, Rounding.RTP));
        assertEquals(0x0001, Half.fromDouble(0x1p-30, Rounding.RTP)); // rounds up to the smallest subnormal
    }

    @Test
    void decodesExactly() {
        assertEquals(1.0f, Half.toFloat(0x3C00));
        assertEquals(65504.0f, Half.toFloat(0x7BFF));
        assertEquals(0x1p-24f, Half.toFloat(0x0001));
        assertEquals(0x1p-14f, Half.toFloat(0x0400));
        assertEquals(-2.0, Half.toDouble(0xC000));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(Half.toFloat(0x8000)));
        assertEquals(Double.NEGATIVE_INFINITY, Half.toDouble(0xFC00));
        // NaN payloads move up unchanged: the quiet bit 0x200 lands on the float's quiet bit 0x400000
        assertEquals(0x7FC00000, Float.floatToRawIntBits(Half.toFloat(0x7E00)));
        assertEquals(0x7FF8000000000000L, Double.doubleToRawLongBits(Half.toDouble(0x7E00)));
        assertTrue(Double.isNaN(Half.toDouble(0x7C01)));
    }
}
