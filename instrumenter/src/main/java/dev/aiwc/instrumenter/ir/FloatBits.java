package dev.aiwc.instrumenter.ir;

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
            return sign | (0x1fL << 10) | (mant >>> 42) | (mant != 0 && (mant >>> 42) == 0 ? 1 : 0);
        }
        double v = Math.abs(Double.longBitsToDouble(d));
        if (v == 0) {
            return sign;
        }
        int e = Math.getExponent(v);
        if (e >= -14) {
            long m = (long) Math.rint(Math.scalb(v, 10 - e));
            if (m == 2048) {
                m = 1024;
                e++;
            }
            if (e > 15) {
                return sign | (0x1fL << 10);
            }
            return sign | ((long) (e + 15) << 10) | (m - 1024);
        }
        long m = (long) Math.rint(Math.scalb(v, 24));
        return sign | m;
    }

    /** The double value of IEEE half bits. */
    static double halfBitsToDouble(long h) {
        int sign = (int) (h >>> 15) & 1;
        int e = (int) (h >>> 10) & 0x1f;
        int m = (int) h & 0x3ff;
        double v;
        if (e == 0) {
            v = Math.scalb((double) m, -24);
        } else if (e == 31) {
            v = m == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        } else {
            v = Math.scalb((double) (m | 1024), e - 25);
        }
        return sign == 1 ? -v : v;
    }
}
