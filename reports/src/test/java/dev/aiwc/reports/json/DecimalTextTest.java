package dev.aiwc.reports.json;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DecimalTextTest {

    @Test
    void integralDoublesKeepOneFractionalDigitSoTheyReadBackAsDoubles() {
        assertEquals("1.0", DecimalText.of(1.0));
        assertEquals("10240.0", DecimalText.of(10240.0));
        assertEquals("123456789.0", DecimalText.of(123456789.0));
    }

    @Test
    void fractionsUseTheShortestDecimalThatReadsBackExactly() {
        assertEquals("0.1", DecimalText.of(0.1));
        assertEquals("0.002", DecimalText.of(2e-3));
        assertEquals("0.0009765625", DecimalText.of(1.0 / 1024));
        assertEquals("0.3333333333333333", DecimalText.of(1.0 / 3));
        assertEquals("0.30000000000000004", DecimalText.of(0.1 + 0.2));
    }

    @Test
    void veryLargeAndVerySmallMagnitudesUseScientificNotation() {
        assertEquals("1.0E21", DecimalText.of(1e21));
        assertEquals("100000000000000000000.0", DecimalText.of(1e20));
        assertEquals("1.0E-7", DecimalText.of(1e-7));
        assertEquals("1.5E-8", DecimalText.of(1.5e-8));
        // 5e-324 is the nearest one-digit decimal and lies inside the rounding interval (2.5e-324, 7.4e-324)
        assertEquals("5.0E-324", DecimalText.of(Double.MIN_VALUE));
        assertEquals("1.7976931348623157E308", DecimalText.of(Double.MAX_VALUE));
    }

    @Test
    void signsAreKeptIncludingNegativeZero() {
        assertEquals("-2.5", DecimalText.of(-2.5));
        assertEquals("-0.0", DecimalText.of(-0.0));
        assertEquals("0.0", DecimalText.of(0.0));
    }

    @Test
    void floatsAreWrittenWithTheirOwnShortestDecimal() {
        assertEquals("0.1", DecimalText.of(0.1f));
        assertEquals("16777216.0", DecimalText.of(16777216f));
    }

    @Test
    void everyWrittenDoubleParsesBackToTheSameBits() {
        java.util.Random random = new java.util.Random(42);
        for (int i = 0; i < 3000; i++) {
            double d = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(d)) {
                continue;
            }
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(DecimalText.of(d))));
        }
    }

    /** The definition: the fewest significant digits whose round-half-even of the exact value reads back. */
    private static java.math.BigDecimal shortestReadingBack(
            java.math.BigDecimal exact, java.util.function.Predicate<java.math.BigDecimal> readsBack) {
        for (int p = 1; ; p++) {
            java.math.BigDecimal c = exact.round(new java.math.MathContext(p, java.math.RoundingMode.HALF_EVEN));
            if (readsBack.test(c)) {
                return c;
            }
        }
    }

    @Test
    void theTextIsTheShortestHalfEvenRoundingOfTheExactValueThatReadsBack() {
        // The definition, on the exact binary value itself. Doubles near decimal ties (k + 1/2 units of a short
        // decimal, a few ulps either side) and random bit patterns, which include subnormals with hundreds of exact
        // digits; random floats.
        java.util.Random random = new java.util.Random(7);
        java.util.List<Double> values = new java.util.ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            values.add(Double.longBitsToDouble(random.nextLong()));
            double tie = (random.nextInt(1_000_000) + 0.5) * Math.pow(10, random.nextInt(40) - 20);
            for (int u = -2; u <= 2; u++) {
                values.add(tie + u * Math.ulp(tie));
            }
        }
        for (double d : values) {
            if (!Double.isFinite(d) || d == 0) {
                continue;
            }
            java.math.BigDecimal expected =
                    shortestReadingBack(new java.math.BigDecimal(d), c -> c.doubleValue() == d);
            java.math.BigDecimal written = new java.math.BigDecimal(DecimalText.of(d));
            assertEquals(0, expected.compareTo(written), d + " written " + written + ", expected " + expected);
            assertEquals(expected.stripTrailingZeros().precision(), written.stripTrailingZeros().precision(),
                    "digits of " + d);
        }
        for (int i = 0; i < 2000; i++) {
            float f = Float.intBitsToFloat(random.nextInt());
            if (!Float.isFinite(f) || f == 0) {
                continue;
            }
            java.math.BigDecimal expected = shortestReadingBack(new java.math.BigDecimal(f), c -> c.floatValue() == f);
            assertEquals(0, expected.compareTo(new java.math.BigDecimal(DecimalText.of(f))), f + " as a float");
        }
    }

    @Test
    void nonFiniteValuesAreNotDecimals() {
        assertThrows(IllegalArgumentException.class, () -> DecimalText.of(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> DecimalText.of(Double.POSITIVE_INFINITY));
    }
}
