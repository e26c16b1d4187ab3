package dev.aiwc.reports.json;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Writes a double as the shortest decimal that reads back to the same double, computed with exact
 * {@link BigDecimal} arithmetic so that the text does not depend on the JDK's {@code Double.toString}
 * (whose output changed in JDK 19). Equal doubles therefore always give equal bytes.
 *
 * <p>Form: plain notation with at least one fractional digit ({@code 3.0}, {@code 0.015625}) when the decimal
 * exponent is in [-6, 21) (as JavaScript does); otherwise scientific with an upper-case {@code E} ({@code 1.5E-8}, {@code 2.0E21}).
 * Either form is a JSON floating-point token, so a reader can tell doubles from integers.
 */
public final class DecimalText {

    private DecimalText() {
    }

    /** The shortest round-tripping decimal of a finite double; NaN and infinities are rejected. */
    public static String of(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw new IllegalArgumentException("not a finite number: " + d);
        }
        if (d == 0) {
            return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(d);
        BigDecimal near = sticky(exact);
        BigDecimal shortest = exact;
        for (int p = 1; p <= 17; p++) {
            BigDecimal candidate = near.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == d) {
                shortest = candidate;
                break;
            }
        }
        return layout(shortest.stripTrailingZeros());
    }

    /** The shortest round-tripping decimal of a finite float (so 0.1f is written {@code 0.1}). */
    public static String of(float f) {
        if (Float.isNaN(f) || Float.isInfinite(f)) {
            throw new IllegalArgumentException("not a finite number: " + f);
        }
        if (f == 0) {
            return (Float.floatToRawIntBits(f) < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(f);
        BigDecimal near = sticky(exact);
        BigDecimal shortest = exact;
        for (int p = 1; p <= 9; p++) {
            BigDecimal candidate = near.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (candidate.floatValue() == f) {
                shortest = candidate;
                break;
            }
        }
        return layout(shortest.stripTrailingZeros());
    }

    /** Significant digits kept of an exact binary value before it is rounded to 17 digits or fewer. */
    private static final int KEPT = 40;

    /**
     * A short stand-in for {@code exact} that every rounding to at most {@value #KEPT} - 1 significant digits rounds
     * the same way: its first {@value #KEPT} digits, then a digit 1 if any digit after them was not 0. Rounding looks
     * at the digits kept, at whether the rest is below, at or above half a unit, and at whether it is zero; the
     * stand-in's rest answers each alike. A double's exact value has up to 767 digits, and rounding it up to 17 times
     * (one division of that long number each) made writing a launch's JSON a tenth of its finish in hmm's small
     * launches.
     */
    private static BigDecimal sticky(BigDecimal exact) {
        if (exact.precision() <= KEPT) {
            return exact;
        }
        BigDecimal kept = exact.round(new MathContext(KEPT, RoundingMode.DOWN));
        if (kept.compareTo(exact) == 0) {
            return kept;
        }
        return new BigDecimal(kept.unscaledValue().multiply(java.math.BigInteger.TEN)
                .add(java.math.BigInteger.valueOf(exact.signum())), kept.scale() + 1);
    }

    private static String layout(BigDecimal v) {
        String digits = v.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - v.scale();
        StringBuilder out = new StringBuilder(32);
        if (v.signum() < 0) {
            out.append('-');
        }
        if (exponent >= -6 && exponent < 21) {
            if (exponent < 0) {
                out.append("0.");
                for (int i = -1; i > exponent; i--) {
                    out.append('0');
                }
                out.append(digits);
            } else if (digits.length() <= exponent + 1) {
                out.append(digits);
                for (int i = digits.length(); i <= exponent; i++) {
                    out.append('0');
                }
                out.append(".0");
            } else {
                out.append(digits, 0, exponent + 1).append('.').append(digits, exponent + 1, digits.length());
            }
        } else {
            out.append(digits.charAt(0)).append('.');
            if (digits.length() == 1) {
                out.append('0');
            } else {
                out.append(digits, 1, digits.length());
            }
            out.append('E').append(exponent);
        }
        return out.toString();
    }
}
