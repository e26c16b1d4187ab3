package dev.aiwc.instrumenter.builtins;

import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * Element-wise builtins: apply a per-element operation on raw slots to every lane. A stride of 0 makes an argument
 * a scalar broadcast to all lanes (OpenCL's {@code fmax(float4, float)} overloads), 1 a vector. Arguments and the
 * result never share slots (SSA registers), so lanes are written as they are computed.
 */
final class LaneMaps {

    /** A per-element operation of three raw slots. */
    @FunctionalInterface
    interface LongTernaryOperator {
        long applyAsLong(long a, long b, long c);
    }

    private LaneMaps() {
    }

    static PureBuiltin map1(int lanes, int s0, LongUnaryOperator op) {
        if (lanes == 1) {
            return (r, base, args, dst) -> r[base + dst] = op.applyAsLong(r[base + args[0]]);
        }
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = op.applyAsLong(r[a + i * s0]);
            }
        };
    }

    static PureBuiltin map2(int lanes, int s0, int s1, LongBinaryOperator op) {
        if (lanes == 1) {
            return (r, base, args, dst) -> r[base + dst] = op.applyAsLong(r[base + args[0]], r[base + args[1]]);
        }
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int b = base + args[1];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = op.applyAsLong(r[a + i * s0], r[b + i * s1]);
            }
        };
    }

    static PureBuiltin map3(int lanes, int s0, int s1, int s2, LongTernaryOperator op) {
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int b = base + args[1];
            int c = base + args[2];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = op.applyAsLong(r[a + i * s0], r[b + i * s1], r[c + i * s2]);
            }
        };
    }

    /**
     * A floating function of one argument at the given width, computed in double and rounded once. One interface
     * call per lane (the operation), not two as through {@link #map1} with a decoding adapter.
     */
    static PureBuiltin floatMap1(int lanes, int bits, DoubleUnaryOperator op) {
        if (bits == 32) {
            return (r, base, args, dst) -> {
                int a = base + args[0];
                int d = base + dst;
                for (int i = 0; i < lanes; i++) {
                    r[d + i] = float32(op.applyAsDouble(Float.intBitsToFloat((int) r[a + i])));
                }
            };
        }
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = Slots.putF(op.applyAsDouble(Slots.getF(r[a + i], bits)), bits);
            }
        };
    }

    static PureBuiltin floatMap2(int lanes, int s0, int s1, int bits, DoubleBinaryOperator op) {
        if (bits == 32) {
            return (r, base, args, dst) -> {
                int a = base + args[0];
                int b = base + args[1];
                int d = base + dst;
                for (int i = 0; i < lanes; i++) {
                    r[d + i] = float32(op.applyAsDouble(Float.intBitsToFloat((int) r[a + i * s0]),
                            Float.intBitsToFloat((int) r[b + i * s1])));
                }
            };
        }
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int b = base + args[1];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = Slots.putF(op.applyAsDouble(Slots.getF(r[a + i * s0], bits), Slots.getF(r[b + i * s1], bits)),
                        bits);
            }
        };
    }

    /** A float slot for a double rounded to float, NaN canonical. */
    static long float32(double v) {
        return v != v ? Slots.FLOAT_NAN : Float.floatToRawIntBits((float) v);
    }

    /** Stride of an argument of {@code argLanes} lanes in a map over {@code lanes} lanes. */
    static int stride(int argLanes, int lanes) {
        return argLanes == 1 && lanes > 1 ? 0 : 1;
    }
}
