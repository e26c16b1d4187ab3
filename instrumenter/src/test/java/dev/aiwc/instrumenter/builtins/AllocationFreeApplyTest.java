package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.I1;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I8;
import static dev.aiwc.instrumenter.builtins.Calls.PTR;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** {@link PureBuiltin#apply} runs once per executed call, so it must not allocate. */
class AllocationFreeApplyTest {

    private record Site(ResolvedBuiltin builtin, int[] args, int dst) {
    }

    @Test
    void applyDoesNotAllocate() {
        java.lang.management.ThreadMXBean plain = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(plain instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) plain;
        IrType f4 = vec(4, F);
        IrType i4 = vec(4, I32);
        List<Site> sites = List.of(
                site(Calls.resolve("_Z4sqrtDv4_f", f4, f4), 1),
                site(Calls.resolve("_Z3expf", F, F), 1),
                site(Calls.resolve("_Z3powff", F, F, F), 2),
                site(Calls.resolve("_Z3fmafff", F, F, F, F), 3),
                site(Calls.resolve("_Z3dotDv4_fS_", F, f4, f4), 2),
                site(Calls.resolve("_Z9normalizeDv4_f", f4, f4), 1),
                site(Calls.resolve("_Z5clampDv4_fff", f4, f4, F, F), 3),
                site(Calls.resolve("_Z17convert_uchar_satf", I8, F), 1),
                site(Calls.resolve("_Z15convert_int_rtef", I32, F), 1),
                site(Calls.resolve("_Z5clampDv4_iii", i4, i4, I32, I32), 3),
                site(Calls.resolve("_Z6selectDv4_fS_Dv4_i", f4, f4, f4, i4), 3),
                site(Calls.resolve("_Z6sincosfPf", F, F, PTR), 2),
                site(Calls.resolve("_Z6remquoffPi", F, F, F, PTR), 3),
                site(Calls.resolve("_Z3erfd", D, D), 1),
                site(Calls.resolve("_Z6tgammad", D, D), 1),
                site(Calls.resolve("_Z7mad_satlll", Calls.I64, Calls.I64, Calls.I64, Calls.I64), 3),
                site(Calls.resolve("llvm.smax.v4i32", i4, i4, i4), 2),
                site(Calls.resolve("llvm.vector.reduce.add.v4i32", I32, i4), 1),
                site(Calls.resolve("llvm.fmuladd.v4f32", f4, f4, f4, f4), 3),
                site(Calls.resolve("llvm.sadd.with.overflow.i32",
                        new IrType.StructType(null, List.of(I32, I1), false), I32, I32), 2));
        long[] r = new long[64];
        for (int i = 0; i < 64; i++) {
            r[i] = Float.floatToRawIntBits(0.5f + i);
        }
        for (int warm = 0; warm < 20_000; warm++) {
            runAll(sites, r);
        }
        StringBuilder allocating = new StringBuilder();
        for (Site site : sites) {
            long before = bean.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 20_000; i++) {
                site.builtin().function().apply(r, 8, site.args(), site.dst());
            }
            long allocated = bean.getCurrentThreadAllocatedBytes() - before;
            // 20,000 calls: even 8 bytes per call would show as 160 KB
            if (allocated > 4096) {
                allocating.append(site.builtin().name()).append(": ").append(allocated).append(" bytes\n");
            }
        }
        assertTrue(allocating.length() == 0, allocating.toString());
    }

    private static Site site(ResolvedBuiltin b, int arity) {
        int[] args = new int[arity];
        for (int i = 0; i < arity; i++) {
            args[i] = 4 * i;
        }
        return new Site(b, args, 32);
    }

    private static void runAll(List<Site> sites, long[] r) {
        for (int s = 0; s < sites.size(); s++) {
            Site site = sites.get(s);
            site.builtin().function().apply(r, 8, site.args(), site.dst());
            // restore the inputs a result may have overwritten
            for (int i = 32; i < 48; i++) {
                r[8 + i] = 0;
            }
        }
    }
}
