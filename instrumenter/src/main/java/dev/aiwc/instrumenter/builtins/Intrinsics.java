package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.half.Rounding;
import dev.aiwc.instrumenter.ir.IrType;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.regex.Pattern;

/**
 * The pure LLVM intrinsics that clang and opt emit for OpenCL kernels (LLVM 13 to 19 spellings), element-wise
 * over vector overloads. A {@code {T, i1}} result (the {@code *.with.overflow} family) or {@code {T, i32}}
 * ({@code llvm.frexp}) occupies the slots of T followed by those of the second field.
 */
final class Intrinsics {
    /** One overload suffix component: i32, f32, v4i32, v4f32, p0, p1i8... */
    private static final Pattern TYPE_SUFFIX = Pattern.compile("(nx)?(v\\d+)?(i\\d+|f16|bf16|f32|f64|p\\d+.*)");

    private Intrinsics() {
    }

    /** The intrinsic's base name: "llvm.smax.v4i32" gives "smax", "llvm.experimental.vector.reduce.v2.fadd..." "vector.reduce.fadd". */
    static String baseName(String callee) {
        String[] parts = callee.substring("llvm.".length()).split("\\.");
        int end = parts.length;
        while (end > 1 && TYPE_SUFFIX.matcher(parts[end - 1]).matches()) {
            end--;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < end; i++) {
            String p = parts[i];
            if ((i == 0 && p.equals("experimental")) || (p.equals("v2") && i > 0 && parts[i - 1].equals("reduce"))) {
                continue;
            }
            b.append(b.length() == 0 ? "" : ".").append(p);
        }
        return b.toString();
    }

    static ResolvedBuiltin resolve(String callee, IrType.FunctionType type) {
        String name = baseName(callee);
        if (type.params().isEmpty()) {
            return null;
        }
        PureBuiltin f;
        if (name.startsWith("vector.reduce.")) {
            f = reduction(name.substring("vector.reduce.".length()), type);
        } else {
            IrType arg0 = Builtins.element(type.params().get(0));
            if (name.equals("assume") || name.equals("experimental.noalias.scope.decl") || name.equals("donothing")) {
                return null; // no value: the simulator treats them as no-ops itself
            }
            if (arg0 instanceof IrType.FloatType ft) {
                f = floating(name, ft.bits(), type);
            } else if (arg0 instanceof IrType.IntType it && it.bits() <= 64) {
                f = integer(name, it.bits(), type);
            } else {
                f = null;
            }
        }
        return f == null ? null : ResolvedBuiltin.pure(callee, f);
    }

    private static int stride(IrType.FunctionType type, int i, int lanes) {
        return LaneMaps.stride(Builtins.lanes(type.params().get(i)), lanes);
    }

    // ---------------------------------------------------------------- floating

    private static PureBuiltin floating(String name, int bits, IrType.FunctionType type) {
        IrType ret = type.returnType();
        int lanes = Builtins.lanes(ret instanceof IrType.StructType st ? st.fields().get(0) : ret);
        int arity = type.params().size();
        DoubleUnaryOperator unary = switch (name) {
            case "nearbyint", "roundeven" -> Math::rint;
            case "round" -> Transcendental::round;
            case "canonicalize" -> x -> x;
            case "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "exp", "exp2", "exp10", "log",
                 "log2", "log10", "sqrt", "floor", "ceil", "trunc", "rint" -> OpenClBuiltins.unaryMath(name);
            default -> null;
        };
        if (unary != null && arity == 1) {
            return LaneMaps.map1(lanes, 1, a -> Slots.putF(unary.applyAsDouble(Slots.getF(a, bits)), bits));
        }
        DoubleBinaryOperator binary = switch (name) {
            case "minnum" -> Transcendental::fmin;
            case "maxnum" -> Transcendental::fmax;
            case "minimum" -> (x, y) -> x != x || y != y ? Double.NaN : Math.min(x, y);
            case "maximum" -> (x, y) -> x != x || y != y ? Double.NaN : Math.max(x, y);
            case "pow" -> Transcendental::pow;
            case "atan2" -> StrictMath::atan2;
            default -> null;
        };
        if (binary != null && arity == 2) {
            return LaneMaps.map2(lanes, 1, 1,
                    (a, b) -> Slots.putF(binary.applyAsDouble(Slots.getF(a, bits), Slots.getF(b, bits)), bits));
        }
        switch (name) {
            case "fabs":
                return LaneMaps.map1(lanes, 1, a -> Slots.abs(a, bits));
            case "copysign":
                return LaneMaps.map2(lanes, 1, 1, (a, b) -> Slots.copySign(a, b, bits));
            case "fma":
            case "fmuladd":
                return LaneMaps.map3(lanes, 1, 1, 1, (a, b, c) -> OpenClBuiltins.fma(a, b, c, bits));
            case "powi": {
                int s1 = stride(type, 1, lanes);
                return LaneMaps.map2(lanes, 1, s1,
                        (a, n) -> Slots.putF(Transcendental.pown(Slots.getF(a, bits), (int) n), bits));
            }
            case "ldexp": {
                int s1 = stride(type, 1, lanes);
                return LaneMaps.map2(lanes, 1, s1, (a, n) -> Slots.putF(
                        Math.scalb(Slots.getF(a, bits), (int) Math.max(-4000, Math.min(4000, n))), bits));
            }
            case "frexp":
                return (r, base, args, dst) -> {
                    int a = base + args[0];
                    int d = base + dst;
                    for (int i = 0; i < lanes; i++) {
                        double x = Slots.getF(r[a + i], bits);
                        r[d + i] = Slots.putF(Transcendental.frexpMantissa(x), bits);
                        r[d + lanes + i] = Transcendental.frexpExponent(x);
                    }
                };
            case "is.fpclass":
                return LaneMaps.map2(lanes, 1, stride(type, 1, lanes), (a, mask) -> (mask & fpClass(a, bits)) != 0
                        ? 1 : 0);
            case "lrint":
            case "llrint":
            case "lround":
            case "llround": {
                int db = ((IrType.IntType) Builtins.element(ret)).bits();
                boolean even = name.endsWith("rint");
                return LaneMaps.map1(lanes, 1, a -> {
                    double x = Slots.getF(a, bits);
                    double r = even ? Math.rint(x) : Transcendental.round(x);
                    return Slots.putI(db == 64 ? (long) r : (long) (int) r, db);
                });
            }
            case "arithmetic.fence":
                return LaneMaps.map1(lanes, 1, a -> a);
            case "fptosi.sat":
            case "fptoui.sat": {
                int db = ((IrType.IntType) Builtins.element(ret)).bits();
                boolean signed = name.equals("fptosi.sat");
                if (db > 64) {
                    return null;
                }
                return LaneMaps.map1(lanes, 1, a -> Slots.putI(saturatingFloatToInt(Slots.getF(a, bits), db, signed),
                        db));
            }
            default:
                return null;
        }
    }

    /** fptosi.sat/fptoui.sat at any width up to 64: truncate, clamp, NaN to 0. */
    private static long saturatingFloatToInt(double x, int db, boolean signed) {
        if (db == 8 || db == 16 || db == 32 || db == 64) {
            return Conversions.floatToInt(x, db, signed, Rounding.RTZ);
        }
        if (x != x) {
            return 0;
        }
        double t = Transcendental.trunc(x);
        long lo = IntegerArithmetic.min(db, signed);
        long hi = IntegerArithmetic.max(db, signed);
        return t <= lo ? lo : t >= hi ? hi : (long) t;
    }

    /** The is.fpclass test bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, ... 9 +inf. */
    static int fpClass(long slot, int bits) {
        int mantBits = bits == 64 ? 52 : bits == 32 ? 23 : 10;
        long mant = slot & ((1L << mantBits) - 1);
        int exp = Slots.exponentField(slot, bits);
        boolean neg = Slots.signBit(slot, bits);
        int cls;
        if (exp == Slots.maxExponentField(bits)) {
            if (mant != 0) {
                return (mant >>> (mantBits - 1)) != 0 ? 1 << 1 : 1;
            }
            cls = neg ? 2 : 9;
        } else if (exp == 0) {
            cls = mant == 0 ? (neg ? 5 : 6) : (neg ? 4 : 7);
        } else {
            cls = neg ? 3 : 8;
        }
        return 1 << cls;
    }

    // ---------------------------------------------------------------- integer

    private static PureBuiltin integer(String name, int bits, IrType.FunctionType type) {
        IrType ret = type.returnType();
        int lanes = Builtins.lanes(ret instanceof IrType.StructType st ? st.fields().get(0) : ret);
        LongUnaryOperator unary = switch (name) {
            case "abs" -> x -> Math.abs(Slots.getI(x, bits, true));
            case "ctpop" -> x -> IntegerArithmetic.popcount(x, bits);
            case "ctlz" -> x -> IntegerArithmetic.clz(x, bits);
            case "cttz" -> x -> IntegerArithmetic.ctz(x, bits);
            case "bswap" -> x -> Long.reverseBytes(x) >> (64 - bits);
            case "bitreverse" -> x -> Long.reverse(x) >> (64 - bits);
            case "expect", "expect.with.probability", "annotation", "ssa.copy" -> x -> x;
            default -> null;
        };
        if (unary != null) {
            return LaneMaps.map1(lanes, 1, a -> Slots.putI(unary.applyAsLong(a), bits));
        }
        LongBinaryOperator binary = switch (name) {
            case "smax" -> (x, y) -> Math.max(Slots.getI(x, bits, true), Slots.getI(y, bits, true));
            case "smin" -> (x, y) -> Math.min(Slots.getI(x, bits, true), Slots.getI(y, bits, true));
            case "umax" -> (x, y) -> IntegerArithmetic.maxOf(Slots.getI(x, bits, false), Slots.getI(y, bits, false),
                    false);
            case "umin" -> (x, y) -> IntegerArithmetic.minOf(Slots.getI(x, bits, false), Slots.getI(y, bits, false),
                    false);
            case "sadd.sat" -> (x, y) -> IntegerArithmetic.addSat(Slots.getI(x, bits, true),
                    Slots.getI(y, bits, true), bits, true);
            case "uadd.sat" -> (x, y) -> IntegerArithmetic.addSat(Slots.getI(x, bits, false),
                    Slots.getI(y, bits, false), bits, false);
            case "ssub.sat" -> (x, y) -> IntegerArithmetic.subSat(Slots.getI(x, bits, true),
                    Slots.getI(y, bits, true), bits, true);
            case "usub.sat" -> (x, y) -> IntegerArithmetic.subSat(Slots.getI(x, bits, false),
                    Slots.getI(y, bits, false), bits, false);
            default -> null;
        };
        if (binary != null) {
            return LaneMaps.map2(lanes, 1, 1, (a, b) -> Slots.putI(binary.applyAsLong(a, b), bits));
        }
        switch (name) {
            case "fshl":
                return LaneMaps.map3(lanes, 1, 1, 1, (a, b, c) -> Slots.putI(funnelLeft(a, b, c, bits), bits));
            case "fshr":
                return LaneMaps.map3(lanes, 1, 1, 1, (a, b, c) -> Slots.putI(funnelRight(a, b, c, bits), bits));
            case "sadd.with.overflow":
            case "uadd.with.overflow":
            case "ssub.with.overflow":
            case "usub.with.overflow":
            case "smul.with.overflow":
            case "umul.with.overflow":
                return withOverflow(name, bits, lanes);
            default:
                return null;
        }
    }

    static long funnelLeft(long a, long b, long c, int bits) {
        long m = Slots.mask(bits);
        int s = (int) Long.remainderUnsigned(c & m, bits);
        long hi = a & m;
        long lo = b & m;
        return s == 0 ? hi : (hi << s) | (lo >>> (bits - s));
    }

    static long funnelRight(long a, long b, long c, int bits) {
        long m = Slots.mask(bits);
        int s = (int) Long.remainderUnsigned(c & m, bits);
        long hi = a & m;
        long lo = b & m;
        return s == 0 ? lo : (lo >>> s) | (hi << (bits - s));
    }

    private static PureBuiltin withOverflow(String name, int bits, int lanes) {
        boolean signed = name.charAt(0) == 's';
        char op = name.charAt(1);
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int b = base + args[1];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                long x = Slots.getI(r[a + i], bits, signed);
                long y = Slots.getI(r[b + i], bits, signed);
                long wrapped;
                boolean overflow;
                if (op == 'a') {
                    wrapped = x + y;
                    overflow = bits < 64 ? Slots.getI(wrapped, bits, signed) != wrapped
                            : signed ? ((x ^ wrapped) & (y ^ wrapped)) < 0 : Long.compareUnsigned(wrapped, x) < 0;
                } else if (op == 's') {
                    wrapped = x - y;
                    overflow = bits < 64 ? Slots.getI(wrapped, bits, signed) != wrapped
                            : signed ? ((x ^ y) & (x ^ wrapped)) < 0 : Long.compareUnsigned(x, y) < 0;
                } else {
                    wrapped = x * y;
                    if (bits <= 31 || (bits == 32 && signed)) {
                        overflow = Slots.getI(wrapped, bits, signed) != wrapped;
                    } else if (bits == 32 || (bits < 64 && !signed)) {
                        overflow = IntegerArithmetic.mulHi(x, y, 64, false) != 0
                                || Long.compareUnsigned(wrapped, Slots.mask(bits)) > 0;
                    } else if (bits < 64) {
                        overflow = Math.multiplyHigh(x, y) != (wrapped >> 63)
                                || Slots.getI(wrapped, bits, true) != wrapped;
                    } else {
                        overflow = signed ? Math.multiplyHigh(x, y) != (wrapped >> 63)
                                : IntegerArithmetic.mulHi(x, y, 64, false) != 0;
                    }
                }
                r[d + i] = Slots.putI(wrapped, bits);
                r[d + lanes + i] = overflow ? 1 : 0;
            }
        };
    }

    // ---------------------------------------------------------------- reductions

    private static PureBuiltin reduction(String op, IrType.FunctionType type) {
        int vecArg = op.equals("fadd") || op.equals("fmul") ? 1 : 0;
        if (type.params().size() <= vecArg) {
            return null;
        }
        IrType vec = type.params().get(vecArg);
        int n = Builtins.lanes(vec);
        IrType el = Builtins.element(vec);
        if (el instanceof IrType.FloatType ft) {
            int bits = ft.bits();
            DoubleBinaryOperator step = switch (op) {
                case "fadd" -> Double::sum;
                case "fmul" -> (x, y) -> x * y;
                case "fmax" -> Transcendental::fmax;
                case "fmin" -> Transcendental::fmin;
                case "fmaximum" -> (x, y) -> x != x || y != y ? Double.NaN : Math.max(x, y);
                case "fminimum" -> (x, y) -> x != x || y != y ? Double.NaN : Math.min(x, y);
                default -> null;
            };
            if (step == null) {
                return null;
            }
            boolean hasStart = vecArg == 1;
            // In order, rounding after every step as sequential IR would.
            return (r, base, args, dst) -> {
                int v = base + args[vecArg];
                double acc;
                int from;
                if (hasStart) {
                    acc = Slots.getF(r[base + args[0]], bits);
                    from = 0;
                } else {
                    acc = Slots.getF(r[v], bits);
                    from = 1;
                }
                for (int i = from; i < n; i++) {
                    acc = Slots.getF(Slots.putF(step.applyAsDouble(acc, Slots.getF(r[v + i], bits)), bits), bits);
                }
                r[base + dst] = Slots.putF(acc, bits);
            };
        }
        if (!(el instanceof IrType.IntType it) || it.bits() > 64) {
            return null;
        }
        int bits = it.bits();
        LongBinaryOperator step = switch (op) {
            case "add" -> Long::sum;
            case "mul" -> (x, y) -> x * y;
            case "and" -> (x, y) -> x & y;
            case "or" -> (x, y) -> x | y;
            case "xor" -> (x, y) -> x ^ y;
            case "smax" -> Math::max;
            case "smin" -> Math::min;
            case "umax" -> (x, y) -> IntegerArithmetic.maxOf(x, y, false);
            case "umin" -> (x, y) -> IntegerArithmetic.minOf(x, y, false);
            default -> null;
        };
        if (step == null) {
            return null;
        }
        boolean unsigned = op.startsWith("u");
        return (r, base, args, dst) -> {
            int v = base + args[0];
            long acc = Slots.getI(r[v], bits, !unsigned);
            for (int i = 1; i < n; i++) {
                acc = step.applyAsLong(acc, Slots.getI(r[v + i], bits, !unsigned));
            }
            r[base + dst] = Slots.putI(acc, bits);
        };
    }
}
