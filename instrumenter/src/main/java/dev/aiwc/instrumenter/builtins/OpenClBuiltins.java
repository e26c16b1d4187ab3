package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.half.Half;
import dev.aiwc.instrumenter.half.Rounding;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.types.ScalarKind;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The OpenCL C 1.2 pure builtins by demangled name and parameter types (sections 6.12.2 to 6.12.12). */
final class OpenClBuiltins {
    private static final Pattern CONVERT =
            Pattern.compile("convert_(char|uchar|short|ushort|int|uint|long|ulong|half|float|double)"
                    + "(2|3|4|8|16)?(_sat)?(_rte|_rtz|_rtp|_rtn)?");

    private OpenClBuiltins() {
    }

    static ResolvedBuiltin resolve(MangledName m, IrType.FunctionType type) {
        String name = m.name();
        List<ParamType> ps = m.params();
        if (ps.isEmpty()) {
            return null;
        }
        for (ParamType p : ps) {
            if (p instanceof ParamType.Named) {
                return null; // events, images, samplers: not pure
            }
        }
        int lanes = Builtins.lanes(type.returnType());
        ParamType p0 = ps.get(0);
        ScalarKind k0 = p0.elementKind();
        if (k0 == null || k0 == ScalarKind.VOID || k0 == ScalarKind.BOOL) {
            return null;
        }
        String label = m.toString();

        if (name.startsWith("convert_")) {
            return conversion(m, label, lanes);
        }
        if (name.startsWith("half_") || name.startsWith("native_")) {
            String base = name.substring(name.indexOf('_') + 1);
            if (!NATIVE_BASES.contains(base) || !k0.floating()) {
                return null;
            }
            name = base;
        }
        // Builtins that also write through a pointer argument.
        ResolvedBuiltin out = withOutPointer(name, m, label, lanes);
        if (out != null) {
            return out;
        }
        for (ParamType p : ps) {
            if (p.isPointer()) {
                return null; // vload, vstore, atomics, prefetch...
            }
        }
        PureBuiltin f = switch (name) {
            case "select" -> select(lanes, p0.lanes() > 1);
            case "bitselect" -> {
                int bits = k0.bits();
                boolean half = k0 == ScalarKind.HALF;
                yield LaneMaps.map3(lanes, 1, 1, 1,
                        (a, b, c) -> half ? ((a & ~c) | (b & c)) & 0xffff : Slots.putI((a & ~c) | (b & c), bits));
            }
            case "any" -> anyAll(p0.lanes(), true);
            case "all" -> anyAll(p0.lanes(), false);
            case "shuffle" -> shuffle(lanes, p0.lanes());
            case "shuffle2" -> shuffle2(lanes, p0.lanes());
            default -> null;
        };
        if (f == null) {
            f = k0.floating() ? floating(name, m, lanes) : integer(name, m, type, lanes);
        }
        return f == null ? null : ResolvedBuiltin.pure(label, f);
    }

    private static final java.util.Set<String> NATIVE_BASES = java.util.Set.of("cos", "divide", "exp", "exp2",
            "exp10", "log", "log2", "log10", "powr", "recip", "rsqrt", "sin", "sqrt", "tan");

    private static int stride(ParamType p, int lanes) {
        return LaneMaps.stride(p.lanes(), lanes);
    }

    // ---------------------------------------------------------------- floating

    private static PureBuiltin floating(String name, MangledName m, int lanes) {
        List<ParamType> ps = m.params();
        int bits = ps.get(0).elementKind().bits();
        int arity = ps.size();
        if (arity == 1) {
            DoubleUnaryOperator op = unaryMath(name);
            if (op != null) {
                return LaneMaps.floatMap1(lanes, bits, op);
            }
            PureBuiltin special = unarySpecial(name, bits, lanes, ps.get(0).lanes());
            if (special != null) {
                return special;
            }
            return geometric1(name, bits, ps.get(0).lanes());
        }
        if (arity == 2) {
            ParamType p1 = ps.get(1);
            int s0 = stride(ps.get(0), lanes);
            int s1 = stride(p1, lanes);
            if (p1.elementKind() != null && p1.elementKind().integer()) {
                return floatWithInt(name, bits, lanes, s1);
            }
            DoubleBinaryOperator op = binaryMath(name);
            if (op != null) {
                return LaneMaps.floatMap2(lanes, s0, s1, bits, op);
            }
            PureBuiltin special = binarySpecial(name, bits, lanes, s0, s1);
            if (special != null) {
                return special;
            }
            return geometric2(name, bits, ps.get(0).lanes());
        }
        if (arity == 3) {
            int s0 = stride(ps.get(0), lanes);
            int s1 = stride(ps.get(1), lanes);
            int s2 = stride(ps.get(2), lanes);
            return ternary(name, bits, lanes, s0, s1, s2);
        }
        return null;
    }

    static DoubleUnaryOperator unaryMath(String name) {
        return switch (name) {
            case "acos" -> StrictMath::acos;
            case "acosh" -> Transcendental::acosh;
            case "acospi" -> Transcendental::acospi;
            case "asin" -> StrictMath::asin;
            case "asinh" -> Transcendental::asinh;
            case "asinpi" -> Transcendental::asinpi;
            case "atan" -> StrictMath::atan;
            case "atanh" -> Transcendental::atanh;
            case "atanpi" -> Transcendental::atanpi;
            case "cbrt" -> StrictMath::cbrt;
            case "ceil" -> Math::ceil;
            case "cos" -> StrictMath::cos;
            case "cosh" -> StrictMath::cosh;
            case "cospi" -> Transcendental::cospi;
            case "erfc" -> Transcendental::erfc;
            case "erf" -> Transcendental::erf;
            case "exp" -> StrictMath::exp;
            case "exp2" -> Transcendental::exp2;
            case "exp10" -> Transcendental::exp10;
            case "expm1" -> StrictMath::expm1;
            case "floor" -> Math::floor;
            case "lgamma" -> Transcendental::lgamma;
            case "log" -> StrictMath::log;
            case "log2" -> Transcendental::log2;
            case "log10" -> StrictMath::log10;
            case "log1p" -> StrictMath::log1p;
            case "logb" -> Transcendental::logb;
            case "rint" -> Math::rint;
            case "round" -> Transcendental::round;
            case "rsqrt" -> x -> 1.0 / Math.sqrt(x);
            case "recip" -> x -> 1.0 / x;
            case "sin" -> StrictMath::sin;
            case "sinh" -> StrictMath::sinh;
            case "sinpi" -> Transcendental::sinpi;
            case "sqrt" -> Math::sqrt;
            case "tan" -> StrictMath::tan;
            case "tanh" -> StrictMath::tanh;
            case "tanpi" -> Transcendental::tanpi;
            case "tgamma" -> Transcendental::tgamma;
            case "trunc" -> Transcendental::trunc;
            case "degrees" -> x -> x * (180.0 / Math.PI);
            case "radians" -> x -> x * (Math.PI / 180.0);
            case "sign" -> Transcendental::sign;
            default -> null;
        };
    }

    static DoubleBinaryOperator binaryMath(String name) {
        return switch (name) {
            case "atan2" -> StrictMath::atan2;
            case "atan2pi" -> Transcendental::atan2pi;
            case "fdim" -> Transcendental::fdim;
            case "fmax", "max" -> Transcendental::fmax;
            case "fmin", "min" -> Transcendental::fmin;
            case "fmod" -> (x, y) -> x % y;
            case "hypot" -> StrictMath::hypot;
            case "maxmag" -> Transcendental::maxmag;
            case "minmag" -> Transcendental::minmag;
            case "pow" -> Transcendental::pow;
            case "powr" -> Transcendental::powr;
            case "remainder" -> Math::IEEEremainder;
            case "divide" -> (x, y) -> x / y;
            case "step" -> (edge, x) -> x < edge ? 0.0 : 1.0;
            default -> null;
        };
    }

    private static PureBuiltin unarySpecial(String name, int bits, int lanes, int argLanes) {
        return switch (name) {
            case "fabs" -> LaneMaps.map1(lanes, 1, a -> Slots.abs(a, bits));
            case "ilogb" -> LaneMaps.map1(lanes, 1, a -> Transcendental.ilogb(Slots.getF(a, bits)));
            case "isfinite" -> relational1(lanes, a -> Slots.exponentField(a, bits) != Slots.maxExponentField(bits));
            case "isinf" -> relational1(lanes, a -> Double.isInfinite(Slots.getF(a, bits)));
            case "isnan" -> relational1(lanes, a -> Double.isNaN(Slots.getF(a, bits)));
            case "isnormal" -> relational1(lanes, a -> {
                int e = Slots.exponentField(a, bits);
                return e != 0 && e != Slots.maxExponentField(bits);
            });
            case "signbit" -> relational1(lanes, a -> Slots.signBit(a, bits));
            default -> null;
        };
    }

    private static PureBuiltin binarySpecial(String name, int bits, int lanes, int s0, int s1) {
        return switch (name) {
            case "copysign" -> LaneMaps.map2(lanes, s0, s1, (a, b) -> Slots.copySign(a, b, bits));
            case "nextafter" -> LaneMaps.map2(lanes, s0, s1, (a, b) -> nextAfter(a, b, bits));
            case "isequal" -> relational2(lanes, bits, (x, y) -> x == y);
            case "isnotequal" -> relational2(lanes, bits, (x, y) -> x != y);
            case "isgreater" -> relational2(lanes, bits, (x, y) -> x > y);
            case "isgreaterequal" -> relational2(lanes, bits, (x, y) -> x >= y);
            case "isless" -> relational2(lanes, bits, (x, y) -> x < y);
            case "islessequal" -> relational2(lanes, bits, (x, y) -> x <= y);
            case "islessgreater" -> relational2(lanes, bits, (x, y) -> x < y || x > y);
            case "isordered" -> relational2(lanes, bits, (x, y) -> x == x && y == y);
            case "isunordered" -> relational2(lanes, bits, (x, y) -> x != x || y != y);
            default -> null;
        };
    }

    private static long nextAfter(long a, long b, int bits) {
        double y = Slots.getF(b, bits);
        if (bits == 64) {
            return Slots.putF(Math.nextAfter(Slots.getF(a, bits), y), 64);
        }
        if (bits == 32) {
            return Slots.putFloat(Math.nextAfter(Float.intBitsToFloat((int) a), y));
        }
        return Half.nextAfter((int) a & 0xffff, y);
    }

    private static PureBuiltin floatWithInt(String name, int bits, int lanes, int s1) {
        return switch (name) {
            case "ldexp" -> LaneMaps.map2(lanes, 1, s1,
                    (a, n) -> Slots.putF(Math.scalb(Slots.getF(a, bits), (int) Math.max(-4000, Math.min(4000, n))),
                            bits));
            case "pown" -> LaneMaps.map2(lanes, 1, s1,
                    (a, n) -> Slots.putF(Transcendental.pown(Slots.getF(a, bits), (int) n), bits));
            case "rootn" -> LaneMaps.map2(lanes, 1, s1,
                    (a, n) -> Slots.putF(Transcendental.rootn(Slots.getF(a, bits), (int) n), bits));
            default -> null;
        };
    }

    private static PureBuiltin ternary(String name, int bits, int lanes, int s0, int s1, int s2) {
        return switch (name) {
            case "fma", "mad" -> LaneMaps.map3(lanes, s0, s1, s2, (a, b, c) -> fma(a, b, c, bits));
            case "clamp" -> LaneMaps.map3(lanes, s0, s1, s2, (a, b, c) -> Slots.putF(
                    Transcendental.fmin(Transcendental.fmax(Slots.getF(a, bits), Slots.getF(b, bits)),
                            Slots.getF(c, bits)), bits));
            // mix is defined as x + (y - x) * a: evaluated at the element's precision, each operation rounded (not
            // fused), which is what PoCL computes, so results match native runs bit for bit
            case "mix" -> LaneMaps.map3(lanes, s0, s1, s2, (a, b, c) -> {
                double x = Slots.getF(a, bits);
                double d = Slots.getF(Slots.putF(Slots.getF(b, bits) - x, bits), bits);
                double p = Slots.getF(Slots.putF(d * Slots.getF(c, bits), bits), bits);
                return Slots.putF(x + p, bits);
            });
            case "smoothstep" -> LaneMaps.map3(lanes, s0, s1, s2, (a, b, c) -> {
                double e0 = Slots.getF(a, bits);
                double t = (Slots.getF(c, bits) - e0) / (Slots.getF(b, bits) - e0);
                t = Transcendental.fmin(Transcendental.fmax(t, 0.0), 1.0);
                return Slots.putF(t * t * (3 - 2 * t), bits);
            });
            default -> null;
        };
    }

    /** Fused multiply-add, correctly rounded at every width ({@code mad} too: the spec allows any precision). */
    static long fma(long a, long b, long c, int bits) {
        if (bits == 32) {
            return Slots.putFloat(Math.fma(Float.intBitsToFloat((int) a), Float.intBitsToFloat((int) b),
                    Float.intBitsToFloat((int) c)));
        }
        return Slots.putF(Math.fma(Slots.getF(a, bits), Slots.getF(b, bits), Slots.getF(c, bits)), bits);
    }

    // ---------------------------------------------------------------- relational

    @FunctionalInterface
    interface SlotTest {
        boolean test(long slot);
    }

    @FunctionalInterface
    interface DoubleCompare {
        boolean test(double x, double y);
    }

    /** Scalar relational results are 1/0, vector ones -1/0 (all bits set), as OpenCL 6.12.6 prescribes. */
    private static PureBuiltin relational1(int lanes, SlotTest t) {
        long yes = lanes == 1 ? 1 : -1;
        return LaneMaps.map1(lanes, 1, a -> t.test(a) ? yes : 0);
    }

    private static PureBuiltin relational2(int lanes, int bits, DoubleCompare t) {
        long yes = lanes == 1 ? 1 : -1;
        return LaneMaps.map2(lanes, 1, 1, (a, b) -> t.test(Slots.getF(a, bits), Slots.getF(b, bits)) ? yes : 0);
    }

    private static PureBuiltin select(int lanes, boolean vector) {
        if (!vector) {
            return (r, base, args, dst) -> r[base + dst] = r[base + args[2]] != 0 ? r[base + args[1]]
                    : r[base + args[0]];
        }
        return LaneMaps.map3(lanes, 1, 1, 1, (a, b, c) -> c < 0 ? b : a);
    }

    private static PureBuiltin anyAll(int argLanes, boolean any) {
        return (r, base, args, dst) -> {
            int a = base + args[0];
            boolean result = !any;
            for (int i = 0; i < argLanes; i++) {
                boolean msb = r[a + i] < 0;
                if (any && msb) {
                    result = true;
                    break;
                }
                if (!any && !msb) {
                    result = false;
                    break;
                }
            }
            r[base + dst] = result ? 1 : 0;
        };
    }

    private static PureBuiltin shuffle(int lanes, int inLanes) {
        int indexMask = inLanes - 1; // OpenCL allows 2, 4, 8, 16 input lanes: the low log2(n) bits select
        return (r, base, args, dst) -> {
            int x = base + args[0];
            int mask = base + args[1];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                r[d + i] = r[x + (int) (r[mask + i] & indexMask)];
            }
        };
    }

    private static PureBuiltin shuffle2(int lanes, int inLanes) {
        int indexMask = 2 * inLanes - 1;
        return (r, base, args, dst) -> {
            int x = base + args[0];
            int y = base + args[1];
            int mask = base + args[2];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                int idx = (int) (r[mask + i] & indexMask);
                r[d + i] = idx < inLanes ? r[x + idx] : r[y + idx - inLanes];
            }
        };
    }

    // ---------------------------------------------------------------- geometric

    private static PureBuiltin geometric1(String name, int bits, int n) {
        return switch (name) {
            case "length", "fast_length" -> (r, base, args, dst) ->
                    r[base + dst] = Slots.putF(Geometry.length(r, base + args[0], -1, n, bits), bits);
            case "normalize", "fast_normalize" -> (r, base, args, dst) ->
                    Geometry.normalize(r, base + args[0], base + dst, n, bits);
            default -> null;
        };
    }

    private static PureBuiltin geometric2(String name, int bits, int n) {
        return switch (name) {
            case "dot" -> (r, base, args, dst) -> {
                int a = base + args[0];
                int b = base + args[1];
                // products summed at the element width, every operation rounded, pairwise for 4 lanes and left to
                // right otherwise: PoCL's order, so results match native runs bit for bit even under cancellation
                double s = product(r, a, b, 0, bits);
                if (n == 4) {
                    double left = Slots.getF(Slots.putF(s + product(r, a, b, 1, bits), bits), bits);
                    double right = Slots.getF(Slots.putF(product(r, a, b, 2, bits) + product(r, a, b, 3, bits), bits),
                            bits);
                    s = left + right;
                } else {
                    for (int i = 1; i < n; i++) {
                        s = Slots.getF(Slots.putF(s + product(r, a, b, i, bits), bits), bits);
                    }
                }
                r[base + dst] = Slots.putF(s, bits);
            };
            case "distance", "fast_distance" -> (r, base, args, dst) ->
                    r[base + dst] = Slots.putF(Geometry.length(r, base + args[0], base + args[1], n, bits), bits);
            case "cross" -> (r, base, args, dst) -> Geometry.cross(r, base + args[0], base + args[1], base + dst, n,
                    bits);
            default -> null;
        };
    }

    /** a[i] * b[i] rounded to the element width. */
    private static double product(long[] r, int a, int b, int i, int bits) {
        return Slots.getF(Slots.putF(Slots.getF(r[a + i], bits) * Slots.getF(r[b + i], bits), bits), bits);
    }

    // ---------------------------------------------------------------- pointer outputs

    private static ResolvedBuiltin withOutPointer(String name, MangledName m, String label, int lanes) {
        List<ParamType> ps = m.params();
        int last = ps.size() - 1;
        if (last < 1 || !(ps.get(last) instanceof ParamType.Pointer ptr)) {
            return null;
        }
        ScalarKind k = ps.get(0).elementKind();
        if (!k.floating()) {
            return null;
        }
        int bits = k.bits();
        ScalarKind outKind = ptr.elementKind();
        if (outKind == null) {
            return null;
        }
        int outBytes = outKind.bits() / 8;
        int outLanes = ptr.lanes();
        PureBuiltin f = switch (name) {
            case "sincos" -> unaryTwoResults(lanes, a -> Slots.putF(StrictMath.sin(Slots.getF(a, bits)), bits),
                    a -> Slots.putF(StrictMath.cos(Slots.getF(a, bits)), bits));
            case "fract" -> unaryTwoResults(lanes,
                    a -> Slots.putF(Transcendental.fract(Slots.getF(a, bits), bits), bits),
                    a -> Slots.putF(Math.floor(Slots.getF(a, bits)), bits));
            case "modf" -> unaryTwoResults(lanes,
                    a -> Slots.putF(Transcendental.modfFraction(Slots.getF(a, bits)), bits),
                    a -> Slots.putF(Transcendental.trunc(Slots.getF(a, bits)), bits));
            case "frexp" -> unaryTwoResults(lanes,
                    a -> Slots.putF(Transcendental.frexpMantissa(Slots.getF(a, bits)), bits),
                    a -> Transcendental.frexpExponent(Slots.getF(a, bits)));
            case "lgamma_r" -> unaryTwoResults(lanes,
                    a -> Slots.putF(Transcendental.lgamma(Slots.getF(a, bits)), bits),
                    a -> Transcendental.gammaSign(Slots.getF(a, bits)));
            case "remquo" -> ps.size() == 3 ? remquo(lanes, bits) : null;
            default -> null;
        };
        return f == null ? null : new ResolvedBuiltin(label, f, last, outBytes, outLanes);
    }

    private static PureBuiltin unaryTwoResults(int lanes, LongUnaryOperator result, LongUnaryOperator out) {
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                long x = r[a + i];
                r[d + i] = result.applyAsLong(x);
                r[d + lanes + i] = out.applyAsLong(x);
            }
        };
    }

    private static PureBuiltin remquo(int lanes, int bits) {
        return (r, base, args, dst) -> {
            int a = base + args[0];
            int b = base + args[1];
            int d = base + dst;
            for (int i = 0; i < lanes; i++) {
                double x = Slots.getF(r[a + i], bits);
                double y = Slots.getF(r[b + i], bits);
                r[d + i] = Slots.putF(Math.IEEEremainder(x, y), bits);
                r[d + lanes + i] = Transcendental.remquoQuotient(x, y);
            }
        };
    }

    // ---------------------------------------------------------------- integer

    private static PureBuiltin integer(String name, MangledName m, IrType.FunctionType type, int lanes) {
        List<ParamType> ps = m.params();
        ScalarKind k = ps.get(0).elementKind();
        if (!k.integer()) {
            return null;
        }
        int bits = k.bits();
        boolean signed = k.signed();
        int arity = ps.size();
        if (name.equals("nan") && arity == 1) {
            return nan(lanes, bits);
        }
        if (arity == 1) {
            LongUnaryOperator op = switch (name) {
                case "abs" -> x -> IntegerArithmetic.abs(x, signed);
                case "clz" -> x -> IntegerArithmetic.clz(x, bits);
                case "ctz" -> x -> IntegerArithmetic.ctz(x, bits);
                case "popcount" -> x -> IntegerArithmetic.popcount(x, bits);
                default -> null;
            };
            return op == null ? null
                    : LaneMaps.map1(lanes, 1, a -> Slots.putI(op.applyAsLong(Slots.getI(a, bits, signed)), bits));
        }
        if (arity == 2) {
            int s0 = stride(ps.get(0), lanes);
            int s1 = stride(ps.get(1), lanes);
            if (name.equals("upsample")) {
                ScalarKind lo = ps.get(1).elementKind();
                return LaneMaps.map2(lanes, s0, s1, (a, b) -> Slots.putI(IntegerArithmetic.upsample(
                        Slots.getI(a, bits, signed), Slots.getI(b, lo.bits(), false), bits), 2 * bits));
            }
            LongBinaryOperator op = switch (name) {
                case "abs_diff" -> (x, y) -> IntegerArithmetic.absDiff(x, y, signed);
                case "add_sat" -> (x, y) -> IntegerArithmetic.addSat(x, y, bits, signed);
                case "sub_sat" -> (x, y) -> IntegerArithmetic.subSat(x, y, bits, signed);
                case "hadd" -> (x, y) -> IntegerArithmetic.hadd(x, y, signed);
                case "rhadd" -> (x, y) -> IntegerArithmetic.rhadd(x, y, signed);
                case "max" -> (x, y) -> IntegerArithmetic.maxOf(x, y, signed);
                case "min" -> (x, y) -> IntegerArithmetic.minOf(x, y, signed);
                case "mul_hi" -> (x, y) -> IntegerArithmetic.mulHi(x, y, bits, signed);
                case "rotate" -> (x, y) -> IntegerArithmetic.rotate(x, y, bits);
                case "mul24" -> (x, y) -> x * y;
                default -> null;
            };
            return op == null ? null : LaneMaps.map2(lanes, s0, s1, (a, b) -> Slots.putI(
                    op.applyAsLong(Slots.getI(a, bits, signed), Slots.getI(b, bits, signed)), bits));
        }
        if (arity == 3) {
            int s0 = stride(ps.get(0), lanes);
            int s1 = stride(ps.get(1), lanes);
            int s2 = stride(ps.get(2), lanes);
            LaneMaps.LongTernaryOperator op = switch (name) {
                case "clamp" -> (x, lo, hi) -> IntegerArithmetic.minOf(IntegerArithmetic.maxOf(x, lo, signed), hi,
                        signed);
                case "mad_hi" -> (x, y, z) -> IntegerArithmetic.mulHi(x, y, bits, signed) + z;
                case "mad_sat" -> (x, y, z) -> IntegerArithmetic.madSat(x, y, z, bits, signed);
                case "mad24" -> (x, y, z) -> x * y + z;
                default -> null;
            };
            return op == null ? null : LaneMaps.map3(lanes, s0, s1, s2, (a, b, c) -> Slots.putI(op.applyAsLong(
                    Slots.getI(a, bits, signed), Slots.getI(b, bits, signed), Slots.getI(c, bits, signed)), bits));
        }
        return null;
    }

    /** nan(nancode): a quiet NaN whose payload carries the code (ushort for half, uint float, ulong double). */
    private static PureBuiltin nan(int lanes, int codeBits) {
        return switch (codeBits) {
            case 16 -> LaneMaps.map1(lanes, 1, c -> 0x7e00L | (c & 0x1ff));
            case 32 -> LaneMaps.map1(lanes, 1, c -> (int) (0x7fc00000L | (c & 0x3fffffL)));
            case 64 -> LaneMaps.map1(lanes, 1, c -> 0x7ff8000000000000L | (c & 0x7ffffffffffffL));
            default -> null;
        };
    }

    // ---------------------------------------------------------------- conversions

    private static ResolvedBuiltin conversion(MangledName m, String label, int lanes) {
        Matcher mt = CONVERT.matcher(m.name());
        if (!mt.matches() || m.params().size() != 1) {
            return null;
        }
        ScalarKind dst = ScalarKind.ofOpenClName(mt.group(1));
        boolean sat = mt.group(3) != null;
        Rounding mode = mt.group(4) == null ? null : Rounding.ofSuffix(mt.group(4));
        ScalarKind src = m.param(0).elementKind();
        if (dst == null || src == null || !(src.integer() || src.floating()) || (sat && dst.floating())) {
            return null;
        }
        return ResolvedBuiltin.pure(label, LaneMaps.map1(lanes, 1, Conversions.of(src, dst, sat, mode)));
    }
}
