package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.List;
import java.util.SplittableRandom;

/**
 * lud (dense-linear-algebra/lud, {@code lud -s N}): a random N x N matrix (uniform [0,1), like rand()/RAND_MAX),
 * block size 16 passed as {@code -D BLOCK_SIZE=16}; per 16-wide step the diagonal (1 group of 16), perimeter
 * ((N-i)/16-1 groups of 32) and internal ((N-i)/16-1)^2 groups of 16x16) kernels, then a last diagonal.
 */
final class LudDriver implements OriginalDriver {

    static final int BLOCK = 16;

    @Override
    public String name() {
        return "lud";
    }

    @Override
    public String dwarf() {
        return "dense linear algebra";
    }

    @Override
    public List<String> sizes() {
        return SizePreset.names();
    }

    static int order(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> 80;
            case SMALL -> 240;
            case MEDIUM -> 1440;
            case LARGE -> 4096;
        };
    }

    @Override
    public String arguments(String size) {
        return "-s " + order(size);
    }

    @Override
    public long plannedInvocations(String size) {
        return 3L * (order(size) / BLOCK - 1) + 1;
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int n = order(size);
        SplittableRandom rnd = new SplittableRandom(OriginalSeeds.of(name(), size));
        float[] m = new float[n * n];
        for (int i = 0; i < m.length; i++) {
            m[i] = (float) rnd.nextDouble();
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel("dense-linear-algebra/lud/lud_kernel.cl"),
                checkout.buildOptions("-D BLOCK_SIZE=" + BLOCK));
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
