package dev.aiwc.instrumenter.builtins;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Types;
import java.util.List;

/** Test harness: resolves a builtin and runs it on a register file laid out like the simulator's. */
final class Calls {
    static final IrType F = Types.FLOAT;
    static final IrType D = Types.DOUBLE;
    static final IrType H = Types.HALF;
    static final IrType I8 = Types.I8;
    static final IrType I16 = Types.I16;
    static final IrType I32 = Types.I32;
    static final IrType I64 = Types.I64;
    static final IrType I1 = Types.I1;
    static final IrType PTR = new IrType.PointerType(0, null);

    private Calls() {
    }

    static IrType vec(int n, IrType element) {
        return new IrType.VectorType(n, element);
    }

    static IrType.FunctionType fn(IrType ret, IrType... params) {
        return new IrType.FunctionType(ret, List.of(params), false);
    }

    static ResolvedBuiltin resolve(String name, IrType ret, IrType... params) {
        ResolvedBuiltin b = Builtins.resolve(name, fn(ret, params));
        assertNotNull(b, name + " should resolve");
        return b;
    }

    /**
     * Runs {@code b} with the given argument slot groups placed one after the other after a few unused slots (so a
     * non-zero base and offsets are exercised); returns {@code resultSlots} slots from the destination.
     */
    static long[] run(ResolvedBuiltin b, int resultSlots, long[]... args) {
        int total = 3;
        for (long[] a : args) {
            total += a.length;
        }
        long[] r = new long[total + resultSlots + 8];
        int base = 2;
        int at = 1;
        int[] offsets = new int[args.length];
        for (int i = 0; i < args.length; i++) {
            offsets[i] = at;
            System.arraycopy(args[i], 0, r, base + at, args[i].length);
            at += args[i].length;
        }
        int dst = at + 1;
        b.function().apply(r, base, offsets, dst);
        long[] out = new long[resultSlots];
        System.arraycopy(r, base + dst, out, 0, resultSlots);
        return out;
    }

    /** Resolves and runs a builtin with one result group of {@code resultSlots}. */
    static long[] call(String name, int resultSlots, IrType ret, IrType[] params, long[]... args) {
        return run(resolve(name, ret, params), resultSlots, args);
    }

    static IrType[] params(IrType... ps) {
        return ps;
    }

    static long f(float v) {
        return Float.floatToRawIntBits(v);
    }

    static long d(double v) {
        return Double.doubleToRawLongBits(v);
    }

    static long[] fs(float... v) {
        long[] s = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            s[i] = f(v[i]);
        }
        return s;
    }

    static long[] ds(double... v) {
        long[] s = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            s[i] = d(v[i]);
        }
        return s;
    }

    static long[] ls(long... v) {
        return v;
    }

    static float asF(long slot) {
        return Float.intBitsToFloat((int) slot);
    }

    static double asD(long slot) {
        return Double.longBitsToDouble(slot);
    }

    /** Float results of a call with float arguments. */
    static float callF(String name, float... args) {
        IrType[] ps = new IrType[args.length];
        long[][] slots = new long[args.length][];
        for (int i = 0; i < args.length; i++) {
            ps[i] = F;
            slots[i] = new long[] {f(args[i])};
        }
        return asF(call(name, 1, F, ps, slots)[0]);
    }

    /** A float result of a (float, int) builtin such as pown, rootn, ldexp. */
    static float callFI(String name, float x, int n) {
        return asF(call(name, 1, F, params(F, I32), new long[] {f(x)}, new long[] {n})[0]);
    }

    static double callDI(String name, double x, int n) {
        return asD(call(name, 1, D, params(D, I32), new long[] {d(x)}, new long[] {n})[0]);
    }

    static double callD(String name, double... args) {
        IrType[] ps = new IrType[args.length];
        long[][] slots = new long[args.length][];
        for (int i = 0; i < args.length; i++) {
            ps[i] = D;
            slots[i] = new long[] {d(args[i])};
        }
        return asD(call(name, 1, D, ps, slots)[0]);
    }

    /** Distance in units in the last place between two floats (0 when equal, both NaN counts as 0). */
    static long ulps(float a, float b) {
        if (a != a && b != b) {
            return 0;
        }
        return Math.abs(ordered(Float.floatToIntBits(a)) - ordered(Float.floatToIntBits(b)));
    }

    static long ulps(double a, double b) {
        if (a != a && b != b) {
            return 0;
        }
        long x = ordered(Double.doubleToLongBits(a));
        long y = ordered(Double.doubleToLongBits(b));
        return Math.abs(x - y);
    }

    private static long ordered(int bits) {
        return bits < 0 ? -(long) (bits & 0x7fffffff) : bits;
    }

    private static long ordered(long bits) {
        return bits < 0 ? -(bits & Long.MAX_VALUE) : bits;
    }

    /**
     * ULP distance of a float result from a reference value known to double precision or better: measured in
     * units of the float ulp at the reference, so a correctly rounded float is within 0.5.
     */
    static double floatUlpError(float got, double reference) {
        double ulp = Math.ulp((float) reference);
        if (Math.abs(reference) < Float.MIN_NORMAL) {
            ulp = Float.MIN_VALUE;
        }
        return Math.abs(got - reference) / ulp;
    }
}
