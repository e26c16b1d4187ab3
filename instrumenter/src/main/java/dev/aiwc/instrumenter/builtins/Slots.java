package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.half.Half;

/**
 * Reading and writing one element in the simulator's {@code long} register slots (see {@link PureBuiltin}).
 * Floating kinds are told apart by width (16, 32, 64); integer kinds by width and signedness.
 */
final class Slots {
    static final long FLOAT_NAN = 0x7fc00000L;
    static final long DOUBLE_NAN = 0x7ff8000000000000L;
    static final long HALF_NAN = 0x7e00L;

    private Slots() {
    }

    /** The value of a floating slot of the given width, exactly. */
    static double getF(long slot, int bits) {
        if (bits == 32) {
            return Float.intBitsToFloat((int) slot);
        }
        if (bits == 64) {
            return Double.longBitsToDouble(slot);
        }
        return Half.toDouble((int) slot);
    }

    /**
     * {@code v} rounded to the given width (to nearest even) as a slot. Every NaN becomes the canonical quiet
     * NaN, so results do not depend on the host's NaN propagation.
     */
    static long putF(double v, int bits) {
        if (v != v) {
            return nan(bits);
        }
        if (bits == 32) {
            return Float.floatToRawIntBits((float) v);
        }
        if (bits == 64) {
            return Double.doubleToRawLongBits(v);
        }
        return Half.fromDouble(v);
    }

    static long nan(int bits) {
        return bits == 32 ? FLOAT_NAN : bits == 64 ? DOUBLE_NAN : HALF_NAN;
    }

    /** A float slot from a float value (NaN canonicalised). */
    static long putFloat(float f) {
        return f != f ? FLOAT_NAN : Float.floatToRawIntBits(f);
    }

    /** The sign bit of a floating slot. */
    static boolean signBit(long slot, int bits) {
        return ((slot >>> (bits - 1)) & 1) != 0;
    }

    /** The slot with its sign bit cleared (raw-bit fabs; keeps NaN payloads). */
    static long abs(long slot, int bits) {
        if (bits == 64) {
            return slot & Long.MAX_VALUE;
        }
        if (bits == 32) {
            return (int) slot & 0x7fffffff;
        }
        return slot & 0x7fff;
    }

    /** The magnitude of {@code x} with the sign of {@code y}, on raw bits. */
    static long copySign(long x, long y, int bits) {
        if (bits == 64) {
            return (x & Long.MAX_VALUE) | (y & Long.MIN_VALUE);
        }
        if (bits == 32) {
            return (int) ((x & 0x7fffffff) | (y & 0x80000000L));
        }
        return (x & 0x7fff) | (y & 0x8000);
    }

    /** The biased exponent field of a floating slot. */
    static int exponentField(long slot, int bits) {
        if (bits == 64) {
            return (int) ((slot >>> 52) & 0x7ff);
        }
        if (bits == 32) {
            return (int) ((slot >>> 23) & 0xff);
        }
        return (int) ((slot >>> 10) & 0x1f);
    }

    static int maxExponentField(int bits) {
        return bits == 64 ? 0x7ff : bits == 32 ? 0xff : 0x1f;
    }

    /** An integer slot's value: sign-extended for signed kinds, zero-extended for unsigned (64-bit: raw). */
    static long getI(long slot, int bits, boolean signed) {
        if (bits == 64) {
            return slot;
        }
        return signed ? (slot << (64 - bits)) >> (64 - bits) : slot & ((1L << bits) - 1);
    }

    /** The slot for an integer value of the given width: its low bits, sign-extended (i1 stays 0/1). */
    static long putI(long v, int bits) {
        if (bits == 64) {
            return v;
        }
        if (bits == 1) {
            return v & 1;
        }
        return (v << (64 - bits)) >> (64 - bits);
    }

    /** All-ones mask of the given width. */
    static long mask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }
}
