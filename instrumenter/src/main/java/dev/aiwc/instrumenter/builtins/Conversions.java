package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.half.Half;
import dev.aiwc.instrumenter.half.Rounding;
import dev.aiwc.instrumenter.types.ScalarKind;

/**
 * The element conversion of {@code convert_<type>[_sat][_<rounding>]} between any two OpenCL scalar types, on raw
 * slots. Integer destinations default to round-toward-zero, floating ones to round-to-nearest-even (OpenCL 1.2
 * section 6.2.3). {@code _sat} clamps to the destination range and maps NaN to 0. Out-of-range and NaN conversions
 * without {@code _sat} are implementation-defined; they follow x86-64's scalar truncating conversions (the
 * "integer indefinite" value, then truncation to the width), which is what PoCL produces for scalar code on the
 * CPU. Natively the result is not stable (PoCL's changes when the compiler vectorises the conversion), so only
 * determinism is promised.
 */
final class Conversions {
    private Conversions() {
    }

    /** The element conversion from {@code src} to {@code dst} as a slot-to-slot function. */
    static java.util.function.LongUnaryOperator of(ScalarKind src, ScalarKind dst, boolean sat, Rounding mode) {
        int sb = src.bits();
        boolean ss = src.signed();
        int db = dst.bits();
        boolean ds = dst.signed();
        if (src.floating()) {
            if (dst.floating()) {
                Rounding m = mode == null ? Rounding.RTE : mode;
                return v -> floatToFloat(Slots.getF(v, sb), db, m);
            }
            Rounding m = mode == null ? Rounding.RTZ : mode;
            if (!sat) {
                return v -> Slots.putI(unsaturatedFloatToInt(Slots.getF(v, sb), db, ds, m), db);
            }
            return v -> Slots.putI(floatToInt(Slots.getF(v, sb), db, ds, m), db);
        }
        if (dst.floating()) {
            Rounding m = mode == null ? Rounding.RTE : mode;
            return v -> intToFloat(Slots.getI(v, sb, ss), ss || sb < 64, db, m);
        }
        if (sat) {
            return v -> Slots.putI(saturate(Slots.getI(v, sb, ss), sb == 64 && !ss, db, ds), db);
        }
        return v -> Slots.putI(Slots.getI(v, sb, ss), db);
    }

    /** Clamps an integer to the destination range; {@code bigUnsigned} when it is a ulong bit pattern. */
    static long saturate(long v, boolean bigUnsigned, int db, boolean ds) {
        long lo = IntegerArithmetic.min(db, ds);
        long hi = IntegerArithmetic.max(db, ds);
        if (bigUnsigned && v < 0) {
            return hi; // above 2^63: above every destination's maximum except ulong's own
        }
        if (db == 64 && !ds) {
            return v < 0 ? 0 : v;
        }
        return v < lo ? lo : v > hi ? hi : v;
    }

    /** Rounds x to an integer by {@code mode}, then clamps to the destination range; NaN gives 0. */
    static long floatToInt(double x, int db, boolean ds, Rounding mode) {
        if (x != x) {
            return 0;
        }
        double r = switch (mode) {
            case RTE -> Math.rint(x);
            case RTZ -> Transcendental.trunc(x);
            case RTP -> Math.ceil(x);
            case RTN -> Math.floor(x);
        };
        if (db == 64 && !ds) {
            if (r <= 0) {
                return 0;
            }
            if (r >= 0x1p64) {
                return -1L;
            }
            return r >= 0x1p63 ? (long) (r - 0x1p63) + Long.MIN_VALUE : (long) r;
        }
        long lo = IntegerArithmetic.min(db, ds);
        long hi = IntegerArithmetic.max(db, ds);
        if (db == 64) {
            return (long) r; // Java's cast saturates to the long range
        }
        return r <= lo ? lo : r >= hi ? hi : (long) r;
    }

    /**
     * The non-saturating conversion as x86-64 performs it: round by {@code mode}, then a truncating conversion to
     * 32 bits (to 64 for uint and long) whose out-of-range and NaN result is the minimum value; ulong combines two
     * 64-bit conversions as compilers do. The caller keeps the low {@code db} bits.
     */
    static long unsaturatedFloatToInt(double x, int db, boolean ds, Rounding mode) {
        double r = switch (mode) {
            case RTE -> Math.rint(x);
            case RTZ -> x;
            case RTP -> Math.ceil(x);
            case RTN -> Math.floor(x);
        };
        if (db == 64 && !ds) {
            long a = truncate64(r);
            long b = truncate64(r - 0x1p63);
            return a | (b & (a >> 63));
        }
        if (db == 64 || (db == 32 && !ds)) {
            return truncate64(r);
        }
        return truncate32(r);
    }

    private static long truncate64(double x) {
        return x != x || x >= 0x1p63 || x < -0x1p63 ? Long.MIN_VALUE : (long) x;
    }

    private static long truncate32(double x) {
        return x != x || x >= 0x1p31 || x <= -0x1p31 - 1 ? Integer.MIN_VALUE : (long) x;
    }

    /** A floating value rounded to the destination width by {@code mode}, as a slot. */
    static long floatToFloat(double x, int db, Rounding mode) {
        if (x != x) {
            return Slots.nan(db);
        }
        if (db == 64) {
            return Double.doubleToRawLongBits(x);
        }
        if (db == 16) {
            return Half.fromDouble(x, mode);
        }
        float f = (float) x;
        if (mode != Rounding.RTE) {
            double back = f;
            if (back > x && (mode == Rounding.RTN || (mode == Rounding.RTZ && x > 0))) {
                f = Math.nextDown(f);
            } else if (back < x && (mode == Rounding.RTP || (mode == Rounding.RTZ && x < 0))) {
                f = Math.nextUp(f);
            }
        }
        return Float.floatToRawIntBits(f);
    }

    /**
     * An integer value (signed, or the ulong bit pattern when {@code signedValue} is false) rounded to a floating
     * width by {@code mode}, as a slot.
     */
    static long intToFloat(long v, boolean signedValue, int db, Rounding mode) {
        double nearest = signedValue || v >= 0 ? (double) v : ulongToDouble(v);
        if (db == 16) {
            // |v| < 2^53 converts exactly; beyond that every half overflows, so the rounded double is as good
            return Half.fromDouble(nearest, mode);
        }
        if (db == 64) {
            double d = nearest;
            if (mode != Rounding.RTE) {
                int c = compare(d, v, signedValue);
                if (c > 0 && (mode == Rounding.RTN || (mode == Rounding.RTZ && d > 0))) {
                    d = Math.nextDown(d);
                } else if (c < 0 && (mode == Rounding.RTP || (mode == Rounding.RTZ && d < 0))) {
                    d = Math.nextUp(d);
                }
            }
            return Double.doubleToRawLongBits(d);
        }
        float f = signedValue || v >= 0 ? (float) v : ulongToFloat(v);
        if (mode != Rounding.RTE) {
            int c = compare(f, v, signedValue);
            if (c > 0 && (mode == Rounding.RTN || (mode == Rounding.RTZ && f > 0))) {
                f = Math.nextDown(f);
            } else if (c < 0 && (mode == Rounding.RTP || (mode == Rounding.RTZ && f < 0))) {
                f = Math.nextUp(f);
            }
        }
        return Float.floatToRawIntBits(f);
    }

    /** Round-to-nearest-even conversion of a ulong bit pattern; the sticky low bit keeps ties honest. */
    static double ulongToDouble(long v) {
        if (v >= 0) {
            return v;
        }
        return (double) ((v >>> 1) | (v & 1)) * 2.0;
    }

    static float ulongToFloat(long v) {
        if (v >= 0) {
            return v;
        }
        return (float) ((v >>> 1) | (v & 1)) * 2.0f;
    }

    /**
     * Compares an integer-valued (or exactly converted) floating value with an integer exactly: the floating
     * value is a nearest conversion of v, so it is an integer whenever it differs from v.
     */
    private static int compare(double f, long v, boolean signedValue) {
        if (signedValue) {
            if (f >= 0x1p63) {
                return 1;
            }
            if (f < -0x1p63) {
                return -1;
            }
            return Long.compare((long) f, v);
        }
        if (f >= 0x1p64) {
            return 1;
        }
        long u = f >= 0x1p63 ? (long) (f - 0x1p63) + Long.MIN_VALUE : (long) f;
        return Long.compareUnsigned(u, v);
    }
}
