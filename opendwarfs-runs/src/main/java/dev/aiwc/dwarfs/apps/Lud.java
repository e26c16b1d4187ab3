package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Dense linear algebra: blocked LU decomposition (diagonal, perimeter and internal kernels per 16-wide block step),
 * sized like the Extended OpenDwarfs run script (80, 240, 1440; large is 2048 rather than 4096 to keep a simulated
 * run within hours).
 */
public final class Lud implements DwarfApplication {

    static final int B = 16;

    public static int order(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> 80;
            case SMALL -> 240;
            case MEDIUM -> 1440;
            case LARGE -> 2048;
        };
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
    public String name() {
        return "lud";
    }

    @Override
    public String dwarf() {
        return "dense linear algebra";
    }

    @Override
    public long workingSetBytes(String size) {
        long n = order(size);
        return 4 * n * n;
    }

    @Override
    public long plannedInvocations(String size) {
        return 3L * (order(size) / B - 1) + 1;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        int n = order(size);
        float[] a = generate(n, Seeds.of(name(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource("lud/lud.cl", "");
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
