package dev.aiwc.instrumenter.exec;

/**
 * The scalar semantics the interpreter and compiled code share: register bits as float/double, OpenCL's
 * float-to-unsigned and unsigned-to-float conversions, and the icmp/fcmp predicates (by the ordinals of
 * {@link KernelDecoder#ICMP} and {@link KernelDecoder#FCMP}). Static and small, so the JIT inlines them into the
 * interpreter's switch and into {@link BlockCompiler}'s code alike.
 */
final class ScalarOps {
    private ScalarOps() {
    }

    static float f(long bits) {
        return Float.intBitsToFloat((int) bits);
    }

    static double d(long bits) {
        return Double.longBitsToDouble(bits);
    }

    static long toUnsigned(double v) {
        if (v != v || v <= 0) {
            return 0;
        }
        if (v >= 0x1p63) {
            return v >= 0x1p64 ? -1L : (long) (v - 0x1p63) + Long.MIN_VALUE;
        }
        return (long) v;
    }

    static float unsignedToFloat(long v) {
        if (v >= 0) {
            return (float) v;
        }
        // round-half-even correct: halve with sticky bit, convert, double
        long half = (v >>> 1) | (v & 1);
        return (float) half * 2f;
    }

    static double unsignedToDouble(long v) {
        if (v >= 0) {
            return (double) v;
        }
        long half = (v >>> 1) | (v & 1);
        return (double) half * 2.0;
    }

    static boolean icmp(int pred, long a, long b, long m) {
        return switch (pred) {
            case 0 -> a == b;
            case 1 -> a != b;
            case 2 -> Long.compareUnsigned(a & m, b & m) > 0;
            case 3 -> Long.compareUnsigned(a & m, b & m) >= 0;
            case 4 -> Long.compareUnsigned(a & m, b & m) < 0;
            case 5 -> Long.compareUnsigned(a & m, b & m) <= 0;
            case 6 -> a > b;
            case 7 -> a >= b;
            case 8 -> a < b;
            default -> a <= b;
        };
    }

    static boolean fcmp(int pred, double a, double b) {
        boolean unordered = a != a || b != b;
        return switch (pred) {
            case 0 -> false;
            case 1 -> !unordered && a == b;
            case 2 -> !unordered && a > b;
            case 3 -> !unordered && a >= b;
            case 4 -> !unordered && a < b;
            case 5 -> !unordered && a <= b;
            case 6 -> !unordered && a != b;
            case 7 -> !unordered;
            case 8 -> unordered || a == b;
            case 9 -> unordered || a > b;
            case 10 -> unordered || a >= b;
            case 11 -> unordered || a < b;
            case 12 -> unordered || a <= b;
            case 13 -> unordered || a != b;
            case 14 -> unordered;
            default -> true;
        };
    }
}
