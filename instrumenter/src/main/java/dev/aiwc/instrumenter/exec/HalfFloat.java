package dev.aiwc.instrumenter.exec;

/** IEEE 754 binary16 conversions for vload_half / vstore_half, with OpenCL's rounding modes. */
final class HalfFloat {
    private HalfFloat() {
    }

    static float toFloat(short h) {
        int bits = h & 0xFFFF;
        int sign = (bits >>> 15) << 31;
        int exp = (bits >>> 10) & 0x1F;
        int mant = bits & 0x3FF;
        if (exp == 0x1F) {
            return Float.intBitsToFloat(sign | 0x7F800000 | (mant << 13));
        }
        if (exp == 0) {
            float v = mant * 0x1p-24f;
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
    }

    /** Rounds {@code v} to binary16; rounding 0 nearest-even, 1 toward zero, 2 toward +inf, 3 toward -inf. */
    static short fromDouble(double v, int rounding) {
        if (Double.isNaN(v)) {
            return (short) 0x7E00;
        }
        int sign = v < 0 || (v == 0 && 1 / v < 0) ? 0x8000 : 0;
        double a = Math.abs(v);
        // scale so that the half's ulp becomes 1 in the integer part
        int e = a == 0 ? -25 : Math.getExponent(a);
        int ulpExp = Math.max(e, -14) - 10;
        double scaled = Math.scalb(a, -ulpExp);
        double q = switch (rounding) {
            case 1 -> Math.floor(scaled);
            case 2 -> sign == 0 ? Math.ceil(scaled) : Math.floor(scaled);
            case 3 -> sign == 0 ? Math.floor(scaled) : Math.ceil(scaled);
            default -> Math.rint(scaled);
        };
        double rounded = Math.scalb(q, ulpExp);
        if (rounded >= 65520.0 || (rounded > 65504.0)) {
            boolean toInf = rounding == 0 || (rounding == 2 && sign == 0) || (rounding == 3 && sign != 0);
            return (short) (sign | (toInf ? 0x7C00 : 0x7BFF));
        }
        if (rounded == 0) {
            return (short) sign;
        }
        int re = Math.getExponent(rounded);
        if (re < -14) {
            int mant = (int) Math.scalb(rounded, 24);
            return (short) (sign | mant);
        }
        int mant = (int) (Math.scalb(rounded, -re + 10)) & 0x3FF;
        return (short) (sign | ((re + 15) << 10) | mant);
    }
}
