package dev.aiwc.instrumenter.spec;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ElementTypeTest {

    @Test
    void dumpFormatsFloatsLikeCppStreamsSixSignificantDigits() {
        // Expected strings are what printf("%g") prints for these values.
        assertEquals("0.1", fmt(0.1f));
        assertEquals("1e-05", fmt(1e-5f));
        assertEquals("123457", fmt(123456.7f));
        assertEquals("1.23457e+06", fmt(1234567f));
        assertEquals("100000", fmt(100000f));
        assertEquals("1e+06", fmt(1e6f));
        assertEquals("-2.5", fmt(-2.5f));
        assertEquals("0", fmt(0f));
        assertEquals("-0", fmt(-0f));
        assertEquals("inf", fmt(Float.POSITIVE_INFINITY));
        assertEquals("0.0001", fmt(1e-4f));
    }

    /**
     * Values exactly halfway at the seventh significant digit (each is an exact binary value): C rounds them to the
     * even neighbour, as Oclgrind's dumps print them; rounding half up would give 100001, 123457, 1.23457e+06.
     */
    @Test
    void exactTiesRoundToEvenAsCDoes() {
        assertEquals("100000", fmt(100000.5f));
        assertEquals("123456", fmt(123456.5f));
        assertEquals("123458", fmt(123457.5f));
        assertEquals("1e+06", fmt(999999.5f));
        assertEquals("1.23456e+06", fmt(1234565f));
        assertEquals("1.23458e+06", fmt(1234575f));
        assertEquals("-1.23456e+06", fmt(-1234565f));
    }

    @Test
    void doublesKeepThreeDigitExponentsAndSubnormals() {
        assertEquals("1e-300", dbl(1e-300));
        assertEquals("1.79769e+308", dbl(Double.MAX_VALUE));
        assertEquals("4.94066e-324", dbl(Double.MIN_VALUE)); // 4.940656...e-324, the smallest subnormal
        assertEquals("0.1", dbl(0.1));
        assertEquals("-1e-05", dbl(-1e-5));
        assertEquals("10", dbl(9.9999996)); // rounds up into the next decade
    }

    private static String dbl(double d) {
        return ElementType.DOUBLE.format(Double.doubleToRawLongBits(d), false);
    }

    private static String fmt(float f) {
        return ElementType.FLOAT.format(Float.floatToRawIntBits(f) & 0xFFFFFFFFL, false);
    }

    @Test
    void hexDumpIsZeroPaddedToTheTypeWidthAndUnsigned() {
        assertEquals("0xff", ElementType.UCHAR.format(255, true));
        // Oclgrind prints a char as an int: 8 hex digits when negative, as oclgrind-kernel shows (signs.sim)
        assertEquals("0xffffffff", ElementType.CHAR.format(-1, true));
        assertEquals("0x0a", ElementType.CHAR.format(10, true));
        assertEquals("0x000a", ElementType.SHORT.format(10, true));
        assertEquals("0xffffffffffffffff", ElementType.LONG.format(-1, true));
    }

    @Test
    void charsAreDumpedAsNumbers() {
        assertEquals("-3", ElementType.CHAR.format(-3, false));
        assertEquals("200", ElementType.UCHAR.format(200, false));
        assertEquals("18446744073709551615", ElementType.ULONG.format(-1, false));
    }

    @Test
    void parsingChecksTheTypesRange() {
        assertEquals(-128, ElementType.CHAR.parse("-128", false));
        assertThrows(NumberFormatException.class, () -> ElementType.CHAR.parse("128", false));
        assertEquals(255, ElementType.UCHAR.parse("ff", true));
        // Oclgrind reads a uchar as an int and refuses -1; a wider unsigned negates modulo 2^bits, as C++ streams do
        assertThrows(NumberFormatException.class, () -> ElementType.UCHAR.parse("-1", false));
        assertEquals(65535, ElementType.USHORT.parse("-1", false));
        assertEquals(1, ElementType.USHORT.parse("-65535", false));
        assertThrows(NumberFormatException.class, () -> ElementType.USHORT.parse("-65536", false));
        assertEquals(1, ElementType.ULONG.parse("-18446744073709551615", false));
        assertThrows(NumberFormatException.class, () -> ElementType.UCHAR.parse("256", false));
        assertEquals(0x3F800000L, ElementType.FLOAT.parse("1.0f", false));
        // 1 + 2^-24 is the midpoint of the floats 1 and 1 + 2^-23: a text just above it is nearer the upper one,
        // although the double nearest that text is the midpoint itself
        assertEquals(0x3F800001L, ElementType.FLOAT.parse("1.0000000596046447753906250001", false));
        assertEquals(0x3F800000L, ElementType.FLOAT.parse("1.000000059604644775390625", false)); // the tie: to even
        // a finite text that rounds beyond the type's largest value is refused, as strtof's overflow is by Oclgrind:
        // FLT_MAX is 3.40282346638528859811704183484516925e38, and the texts from the midpoint between it and 2^128
        // (3.40282356779733661637539395458142568e38) up round to infinity
        assertEquals(0x7F7FFFFFL, ElementType.FLOAT.parse("3.4028235e38", false));
        assertThrows(NumberFormatException.class, () -> ElementType.FLOAT.parse("3.4028236e38", false));
        assertThrows(NumberFormatException.class, () -> ElementType.DOUBLE.parse("-1e400", false));
        assertEquals(0x7F800000L, ElementType.FLOAT.parse("inf", false)); // named, infinity is a value
        assertEquals(0L, ElementType.FLOAT.parse("1e-50", false)); // underflow gives zero, as in Oclgrind
    }

    @Test
    void fillWritesCountCopiesFromThePositionAndLeavesWhatIsBefore() {
        // 0.5f is 0x3F000000: little-endian bytes 00 00 00 3f, five times after the two bytes already there
        ByteBuffer out = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        out.put((byte) 7).put((byte) 9);
        ElementType.FLOAT.fill(out, Float.floatToRawIntBits(0.5f) & 0xFFFFFFFFL, 5);
        byte[] expected = new byte[24];
        expected[0] = 7;
        expected[1] = 9;
        for (int i = 0; i < 5; i++) {
            expected[2 + 4 * i + 3] = 0x3f;
        }
        assertArrayEquals(expected, out.array());
        assertEquals(22, out.position());
    }

    @Test
    void fillOfAnOddCountOfShortsCopiesTheLastPartialDoubling() {
        // 0x1234 three times: 34 12 | 34 12 (first doubling) | 34 12 (the remaining one of the second)
        ByteBuffer out = ByteBuffer.allocate(6).order(ByteOrder.LITTLE_ENDIAN);
        ElementType.SHORT.fill(out, 0x1234, 3);
        assertArrayEquals(new byte[]{0x34, 0x12, 0x34, 0x12, 0x34, 0x12}, out.array());
        assertEquals(6, out.position());
    }

    @Test
    void fillOfNoValuesWritesNothing() {
        ByteBuffer out = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
        ElementType.INT.fill(out, -1, 0);
        assertArrayEquals(new byte[4], out.array());
        assertEquals(0, out.position());
    }

    @Test
    void defaultTypeFollowsTheParametersTypeName() {
        assertEquals(ElementType.UINT, ElementType.ofTypeName("uint*"));
        assertEquals(ElementType.FLOAT, ElementType.ofTypeName("float4*"));
        assertEquals(ElementType.UCHAR, ElementType.ofTypeName("void*"));
        assertEquals(ElementType.ULONG, ElementType.ofTypeName("unsigned long*"));
        assertEquals(ElementType.CHAR, ElementType.ofTypeName("const char*"));
        assertNull(ElementType.ofTypeName("struct pair*"));
        assertNull(ElementType.ofTypeName("integer_t*"));
    }

    @Test
    void halfValuesGoThroughTheBinary16Converter() {
        assertEquals(0x3C00, ElementType.HALF.parse("1.0", false));
        assertEquals(0x3C00, ElementType.HALF.fromDouble(1.0 + 0x1p-11)); // tie goes to even
        assertEquals(-2.0, ElementType.HALF.toDouble(0xC000));
        assertEquals("-0", ElementType.HALF.format(0x8000, false)); // the sign of zero survives, as Oclgrind prints it
    }
}
