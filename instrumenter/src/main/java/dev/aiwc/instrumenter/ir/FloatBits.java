package dev.aiwc.instrumenter.ir;

import dev.aiwc.instrumenter.half.Half;

/**
 * Exact conversions between the floating formats LLVM writes: its hexadecimal literals are always in double
 * format, even for {@code float} and {@code half} values, so the narrower bits must be derived from them.
 */
final class FloatBits {
    private FloatBits() {
    }

    /**
     * The float bits of a double-format literal; NaN payloads keep their top mantissa bits as LLVM does.
     *
     * @throws ArithmeticException when the value is not exactly representable as a float
     */
    static long doubleBitsToFloatBits(long d) {
        long exp = (d >>> 52) & 0x7ff;
        long mant = d & ((1L << 52) - 1);
        long sign = d >>> 63;
        if (exp == 0x7ff) {
            return (sign << 31) | (0xffL << 23) | (mant >>> 29);
        }
        double v = Double.longBitsToDouble(d);
        float f = (float) v;
        if ((double) f != v) {
            throw new ArithmeticException("not exactly representable as float");
        }
        return Float.floatToRawIntBits(f) & 0xffffffffL;
    }

    /**
     * The IEEE half bits of a double, rounded to nearest even (LLVM only writes exact values, so the rounding
     * matters only for hand-written decimal literals).
     */
    static long doubleBitsToHalfBits(long d) {
        long exp = (d >>> 52) & 0x7ff;
        long mant = d & ((1L << 52) - 1);
        long sign = (d >>> 63) << 15;
        if (exp == 0x7ff) {
            // LLVM narrows a NaN literal by keeping its top payload bits (never letting it become infinity),
            // where Half canonicalises every NaN to 0x7e00, so NaNs and infinities are encoded here.
            return sign | (0x1fL << 10) | (mant >>> 42) | (mant != 0 && (mant >>> 42) == 0 ? 1 : 0);
        }
        return Half.fromDouble(Double.longBitsToDouble(d));
    }
}
