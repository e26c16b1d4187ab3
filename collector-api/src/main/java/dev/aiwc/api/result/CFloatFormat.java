package dev.aiwc.api.result;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Formats a double the way a C++ {@code ostream} does with its default float field and a precision P, i.e. C's
 * {@code %.Pg}: P significant digits, fixed notation when the decimal exponent X satisfies {@code -4 <= X < P},
 * scientific ({@code 1.5e+06}) otherwise, trailing zeros removed. NaN prints as {@code -nan} (as glibc prints the
 * NaN that x86 arithmetic produces), infinities as {@code inf} and {@code -inf}.
 */
public final class CFloatFormat {
    private CFloatFormat() {
    }

    public static String g(double value, int precision) {
        if (Double.isNaN(value)) {
            return "-nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        if (value == 0) {
            return (1 / value < 0) ? "-0" : "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(precision, RoundingMode.HALF_EVEN));
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent >= -4 && exponent < precision) {
            String fixed = rounded.setScale(Math.max(precision - 1 - exponent, 0), RoundingMode.HALF_EVEN)
                    .toPlainString();
            return stripZeros(fixed);
        }
        String digits = rounded.unscaledValue().abs().toString();
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        StringBuilder out = new StringBuilder();
        if (value < 0) {
            out.append('-');
        }
        out.append(stripZeros(mantissa)).append('e').append(exponent < 0 ? '-' : '+');
        int abs = Math.abs(exponent);
        if (abs < 10) {
            out.append('0');
        }
        return out.append(abs).toString();
    }

    private static String stripZeros(String number) {
        if (number.indexOf('.') < 0) {
            return number;
        }
        int end = number.length();
        while (number.charAt(end - 1) == '0') {
            end--;
        }
        if (number.charAt(end - 1) == '.') {
            end--;
        }
        return number.substring(0, end);
    }
}
