package dev.aiwc.instrumenter.half;

/**
 * IEEE 754 binary16 ({@code half}) conversions, with OpenCL's rounding modes. Java 17 has no float16 support,
 * and {@code vload_half}/{@code vstore_half_rtz} and {@code convert_half*} need exactly these.
 */
public final class Half {
    /** Largest finite half, 65504. */
    public static final double MAX = 65504.0;

    private Half() {
    }

    /** The exact value of the half with raw bits {@code h} (low 16 bits used). */
    public static double toDouble(int h) {
        int exp = (h >>> 10) & 0x1f;
        int mant = h & 0x3ff;
        if (exp == 0x1f && mant != 0) {
            // keep the payload (quiet bit included), widened into a double NaN; float-to-double widening
            // may quiet a signalling NaN on some hardware, so it is built from bits here
            long bits = 0x7ff0000000000000L | ((long) mant << 42);
            return Double.longBitsToDouble(bits | ((long) ((h >>> 15) & 1) << 63));
        }
        return toFloat(h); // every other half is exactly a float, and widening a float is exact
    }

    /**
     * The exact float value of the half with raw bits {@code h} (low 16 bits used), NaN payloads shifted into
     * the float's top mantissa bits unchanged. Bit operations only, as {@code vload_half} runs it per element.
     */
    public static float toFloat(int h) {
        int sign = ((h >>> 15) & 1) << 31;
        int exp = (h >>> 10) & 0x1f;
        int mant = h & 0x3ff;
        if (exp == 0x1f) {
            return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
        }
        if (exp == 0) {
            float v = mant * 0x1p-24f; // exact: at most 10 significant bits
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
    }

    /** The half nearest to {@code v}, ties to even (a single rounding, so correct for any double). */
    public static int fromDouble(double v) {
        return fromDouble(v, Rounding.RTE);
    }

    /** {@code v} rounded to half under {@code mode}; NaN becomes the quiet NaN 0x7e00. */
    public static int fromDouble(double v, Rounding mode) {
        if (v != v) {
            return 0x7e00;
        }
        int sign = Double.doubleToRawLongBits(v) < 0 ? 0x8000 : 0;
        double a = Math.abs(v);
        if (a == Double.POSITIVE_INFINITY) {
            return sign | 0x7c00;
        }
        // Scale so that one unit in the last place of the target is 1.0, then round to an integer.
        int e = a == 0 ? -25 : Math.getExponent(a);
        if (e < -14) {
            e = -14; // subnormal range: ulp is 2^-24
        }
        double scaled = Math.scalb(a, 10 - e); // exact: a power-of-two scaling inside double's range
        double rounded = roundToInteger(scaled, mode, sign != 0);
        // rounded in [0, 2048]; rebuild from integer mantissa at exponent e
        long m = (long) rounded;
        int biased = e + 15;
        if (m >= 2048) { // rounding carried into the next binade
            m >>= 1;
            biased++;
        }
        if (m < 1024) { // subnormal (or zero) at e == -14
            return sign | (int) m;
        }
        if (biased >= 31) {
            return overflow(sign, mode);
        }
        return sign | (biased << 10) | (int) (m - 1024);
    }

    private static int overflow(int sign, Rounding mode) {
        boolean toMax = switch (mode) {
            case RTE -> false;
            case RTZ -> true;
            case RTP -> sign != 0;
            case RTN -> sign == 0;
        };
        return sign | (toMax ? 0x7bff : 0x7c00);
    }

    /** Rounds a non-negative magnitude to an integer; {@code negative} tells the sign of the real value. */
    private static double roundToInteger(double a, Rounding mode, boolean negative) {
        return switch (mode) {
            case RTE -> Math.rint(a);
            case RTZ -> Math.floor(a);
            case RTP -> negative ? Math.floor(a) : Math.ceil(a);
            case RTN -> negative ? Math.ceil(a) : Math.floor(a);
        };
    }

    /** The next half after {@code h} in the direction of {@code dir} (IEEE nextafter on raw bits). */
    public static int nextAfter(int h, double dir) {
        double x = toDouble(h);
        if (x != x || dir != dir) {
            return 0x7e00;
        }
        if (x == dir) {
            return dir == 0 ? (Double.doubleToRawLongBits(dir) < 0 ? 0x8000 : 0) : h;
        }
        if (x == 0) {
            return dir > 0 ? 1 : 0x8001;
        }
        boolean away = (x < dir) == (x > 0);
        return away ? h + 1 : h - 1;
    }
}
