package dev.aiwc.instrumenter.builtins;

/**
 * OpenCL integer builtins on values of a given width and signedness. Inputs are normalised values
 * ({@link Slots#getI}); results are exact integers that the caller truncates to the result width. 64-bit
 * unsigned values travel as their two's-complement bit patterns.
 */
final class IntegerArithmetic {
    private IntegerArithmetic() {
    }

    static long min(int bits, boolean signed) {
        return signed ? (bits == 64 ? Long.MIN_VALUE : -(1L << (bits - 1))) : 0;
    }

    static long max(int bits, boolean signed) {
        if (bits == 64) {
            return signed ? Long.MAX_VALUE : -1L;
        }
        return signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
    }

    static int compare(long a, long b, boolean signed) {
        return signed ? Long.compare(a, b) : Long.compareUnsigned(a, b);
    }

    static long maxOf(long a, long b, boolean signed) {
        return compare(a, b, signed) >= 0 ? a : b;
    }

    static long minOf(long a, long b, boolean signed) {
        return compare(a, b, signed) <= 0 ? a : b;
    }

    /** |x| as the unsigned type of the same width (abs(INT_MIN) = 2^31). */
    static long abs(long x, boolean signed) {
        return signed && x < 0 ? -x : x;
    }

    /** |x - y| without overflow, as unsigned. */
    static long absDiff(long x, long y, boolean signed) {
        return compare(x, y, signed) >= 0 ? x - y : y - x;
    }

    static long addSat(long x, long y, int bits, boolean signed) {
        if (bits < 64) {
            return clampExact(x + y, bits, signed);
        }
        long s = x + y;
        if (signed) {
            if (((x ^ s) & (y ^ s)) < 0) {
                return x < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            return s;
        }
        return Long.compareUnsigned(s, x) < 0 ? -1L : s;
    }

    static long subSat(long x, long y, int bits, boolean signed) {
        if (bits < 64) {
            return clampExact(x - y, bits, signed);
        }
        long d = x - y;
        if (signed) {
            if (((x ^ y) & (x ^ d)) < 0) {
                return x < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            return d;
        }
        return Long.compareUnsigned(x, y) < 0 ? 0 : d;
    }

    /** Clamps an exact (non-overflowed) value of a narrower-than-64-bit operation to the type's range. */
    static long clampExact(long v, int bits, boolean signed) {
        long lo = min(bits, signed);
        long hi = max(bits, signed);
        return v < lo ? lo : v > hi ? hi : v;
    }

    /** (x + y) >> 1 without overflow. */
    static long hadd(long x, long y, boolean signed) {
        return signed ? (x >> 1) + (y >> 1) + (x & y & 1) : (x >>> 1) + (y >>> 1) + (x & y & 1);
    }

    /** (x + y + 1) >> 1 without overflow. */
    static long rhadd(long x, long y, boolean signed) {
        return signed ? (x >> 1) + (y >> 1) + ((x | y) & 1) : (x >>> 1) + (y >>> 1) + ((x | y) & 1);
    }

    static long clz(long x, int bits) {
        return Long.numberOfLeadingZeros(x & Slots.mask(bits)) - (64 - bits);
    }

    static long ctz(long x, int bits) {
        return Math.min(bits, Long.numberOfTrailingZeros(x & Slots.mask(bits)));
    }

    static long popcount(long x, int bits) {
        return Long.bitCount(x & Slots.mask(bits));
    }

    /** The high half of the full product x * y. */
    static long mulHi(long x, long y, int bits, boolean signed) {
        if (bits < 32 || (bits == 32 && signed)) {
            return (x * y) >> bits;
        }
        if (bits == 32) {
            return (x * y) >>> 32;
        }
        long hi = Math.multiplyHigh(x, y);
        if (!signed) {
            hi += ((x >> 63) & y) + ((y >> 63) & x);
        }
        return hi;
    }

    /** x * y + z saturated to the type. */
    static long madSat(long x, long y, long z, int bits, boolean signed) {
        if (bits < 32 || (bits == 32 && signed)) {
            return clampExact(x * y + z, bits, signed);
        }
        if (bits == 32) {
            long p = x * y; // < 2^64 as unsigned
            if (Long.compareUnsigned(p, 0xffffffffL) > 0) {
                return 0xffffffffL;
            }
            return clampExact(p + z, 32, false);
        }
        long lo = x * y;
        if (signed) {
            long hi = Math.multiplyHigh(x, y);
            long zHi = z >> 63;
            long sum = lo + z;
            long carry = Long.compareUnsigned(sum, lo) < 0 ? 1 : 0;
            hi = hi + zHi + carry;
            // the 128-bit result fits in a long iff hi is the sign extension of sum
            if (hi != (sum >> 63)) {
                return hi < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            return sum;
        }
        long hi = mulHi(x, y, 64, false);
        if (hi != 0) {
            return -1L;
        }
        long sum = lo + z;
        return Long.compareUnsigned(sum, lo) < 0 ? -1L : sum;
    }

    /** Rotate left by y modulo the width. */
    static long rotate(long x, long y, int bits) {
        long m = Slots.mask(bits);
        int n = (int) (y & (bits - 1));
        long v = x & m;
        if (n == 0) {
            return v;
        }
        return ((v << n) | (v >>> (bits - n))) & m;
    }

    /** (hi << bits) | lo, the result of twice the width. */
    static long upsample(long hi, long lo, int bits) {
        return (hi << bits) | (lo & Slots.mask(bits));
    }
}
