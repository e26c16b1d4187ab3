package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * lud (dense-linear-algebra/lud, {@code lud -s N}): a random N x N matrix (uniform [0,1), like rand()/RAND_MAX),
 * block size 16 passed as {@code -D BLOCK_SIZE=16}; per 16-wide step the diagonal (1 group of 16), perimeter
 * ((N-i)/16-1 groups of 32) and internal ((N-i)/16-1)^2 groups of 16x16) kernels, then a last diagonal.
 */
final class LudDriver implements OriginalDriver {

    static final int BLOCK = ProgramDefaults.BLOCK;

    @Override
    public Benchmark benchmark() {
        return Benchmark.LUD;
    }

    static int order(String size) {
        return Benchmark.LUD.published(size).intOption("-s");
    }

    @Override
    public long plannedInvocations(String size) {
        return ProgramDefaults.ludLaunches(order(size));
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int n = order(size);
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        float[] m = new float[n * n];
        for (int i = 0; i < m.length; i++) {
            m[i] = (float) rnd.nextDouble();
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle d = host.buffer("d_m", m);
        int i = 0;
        for (; i < n - BLOCK; i += BLOCK) {
            int blocks = (n - i) / BLOCK - 1;
            host.launch(program, "lud_diagonal", HostSession.range(BLOCK, BLOCK), HostSession.buf(d),
                    KernelArg.i32(n), KernelArg.i32(i));
            host.launch(program, "lud_perimeter", HostSession.range(2L * BLOCK * blocks, 2L * BLOCK),
                    HostSession.buf(d), KernelArg.i32(n), KernelArg.i32(i));
            host.launch(program, "lud_internal",
                    HostSession.range((long) BLOCK * blocks, (long) BLOCK * blocks, BLOCK, BLOCK),
                    HostSession.buf(d), KernelArg.i32(n), KernelArg.i32(i));
        }
        host.launch(program, "lud_diagonal", HostSession.range(BLOCK, BLOCK), HostSession.buf(d), KernelArg.i32(n),
                KernelArg.i32(i));
        host.bytes(d);
    }
}
