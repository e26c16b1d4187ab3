package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Types;
import java.util.List;

/**
 * A throughput benchmark of {@link PureBuiltin#apply} for common builtins (a main, not a test): nanoseconds per
 * call, best of several rounds. Run it on a quiet machine with the compiled classes:
 * {@code java -cp instrumenter/target/classes:instrumenter/target/test-classes
 * dev.aiwc.instrumenter.builtins.BuiltinThroughput}.
 */
public final class BuiltinThroughput {
    private record Case(String label, PureBuiltin f, int arity) {
    }

    private BuiltinThroughput() {
    }

    private static IrType.FunctionType fn(IrType ret, IrType... ps) {
        return new IrType.FunctionType(ret, List.of(ps), false);
    }

    private static PureBuiltin b(String name, IrType ret, IrType... ps) {
        return Builtins.resolve(name, fn(ret, ps)).function();
    }

    public static void main(String[] args) {
        IrType f = Types.FLOAT;
        IrType d = Types.DOUBLE;
        IrType i = Types.I32;
        IrType f4 = new IrType.VectorType(4, f);
        List<Case> cases = List.of(
                new Case("sqrt(float)", b("_Z4sqrtf", f, f), 1),
                new Case("sqrt(float4)", b("_Z4sqrtDv4_f", f4, f4), 1),
                new Case("exp(float)", b("_Z3expf", f, f), 1),
                new Case("log(float)", b("_Z3logf", f, f), 1),
                new Case("sin(float)", b("_Z3sinf", f, f), 1),
                new Case("pow(float, float)", b("_Z3powff", f, f, f), 2),
                new Case("fma(float, float, float)", b("_Z3fmafff", f, f, f, f), 3),
                new Case("fmax(float, float)", b("_Z4fmaxff", f, f, f), 2),
                new Case("dot(float4, float4)", b("_Z3dotDv4_fS_", f, f4, f4), 2),
                new Case("normalize(float4)", b("_Z9normalizeDv4_f", f4, f4), 1),
                new Case("convert_int_sat(float)", b("_Z15convert_int_satf", i, f), 1),
                new Case("clamp(int, int, int)", b("_Z5clampiii", i, i, i, i), 3),
                new Case("erf(double)", b("_Z3erfd", d, d), 1),
                new Case("llvm.smax.i32", b("llvm.smax.i32", i, i, i), 2));
        long[] r = new long[64];
        int calls = 2_000_000;
        for (Case c : cases) {
            int[] argSlots = new int[c.arity()];
            for (int a = 0; a < c.arity(); a++) {
                argSlots[a] = 4 * a;
            }
            double best = Double.MAX_VALUE;
            for (int round = 0; round < 8; round++) {
                long t0 = System.nanoTime();
                for (int k = 0; k < calls; k++) {
                    long x = Float.floatToRawIntBits(0.5f + (k & 255) * 0.01f);
                    r[0] = x;
                    r[4] = x;
                    r[8] = x;
                    c.f().apply(r, 0, argSlots, 32);
                }
                best = Math.min(best, (System.nanoTime() - t0) / (double) calls);
            }
            System.out.printf("%-28s %6.1f ns/call%n", c.label(), best);
        }
    }
}
