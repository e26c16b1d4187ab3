package dev.aiwc.instrumenter.spec;

import org.junit.jupiter.api.Test;

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

    private static String fmt(float f) {
        return ElementType.FLOAT.format(Float.floatToRawIntBits(f) & 0xFFFFFFFFL, false);
    }

    @Test
    void hexDumpIsZeroPaddedToTheTypeWidthAndUnsigned() {
        assertEquals("0xff", ElementType.CHAR.format(-1, true));
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
        assertEquals(255, ElementType.UCHAR.parse("-1", false)); // like strtoul, a negated unsigned wraps
        assertThrows(NumberFormatException.class, () -> ElementType.UCHAR.parse("256", false));
        assertEquals(0x3F800000L, ElementType.FLOAT.parse("1.0f", false));
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
