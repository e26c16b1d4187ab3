package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Dense linear algebra: blocked LU decomposition (diagonal, perimeter and internal kernels per 16-wide block step),
 * sized by the Extended OpenDwarfs run script's {@code lud -s N} but for the large preset, whose order is
 * {@link #LARGE_ORDER} rather than the script's, to keep a simulated run within hours.
 */
public final class Lud implements BuiltInApplication {

    static final int B = ProgramDefaults.BLOCK;
    static final int LARGE_ORDER = 2048;

    public static int order(String size) {
        return SizePreset.parse(size) == SizePreset.LARGE ? LARGE_ORDER
                : Benchmark.LUD.published(size).intOption("-s");
    }

    /** A strictly diagonally dominant matrix (uniform [0,1) entries, n added on the diagonal): LU needs no pivoting. */
    public static float[] generate(int n, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        float[] a = new float[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i * n + j] = (float) rnd.nextDouble() + (i == j ? n : 0);
            }
        }
        return a;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.LUD;
    }

    @Override
    public long workingSetBytes(String size) {
        long n = order(size);
        return 4 * n * n;
    }

    @Override
    public long plannedInvocations(String size) {
        return ProgramDefaults.ludLaunches(order(size));
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        int n = order(size);
        float[] a = generate(n, Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle m = host.buffer("matrix", a);
        int offset = 0;
        for (; offset < n - B; offset += B) {
            int trailing = (n - offset) / B - 1;
            host.launch(program, "lud_diagonal", HostSession.range(B, B), HostSession.buf(m), KernelArg.i32(n),
                    KernelArg.i32(offset));
            host.launch(program, "lud_perimeter", HostSession.range(2L * B * trailing, 2L * B), HostSession.buf(m),
                    KernelArg.i32(n), KernelArg.i32(offset));
            host.launch(program, "lud_internal", HostSession.range((long) B * trailing, (long) B * trailing, B, B),
                    HostSession.buf(m), KernelArg.i32(n), KernelArg.i32(offset));
        }
        host.launch(program, "lud_diagonal", HostSession.range(B, B), HostSession.buf(m), KernelArg.i32(n),
                KernelArg.i32(offset));
        float[] result = host.floats(m);
        LudReference.Factors ref = LudReference.factor(a, n);
        ResultCheck.within("lud (" + size + ") LU factors", result, ref.packed(), ref.tolerance());
    }
}
