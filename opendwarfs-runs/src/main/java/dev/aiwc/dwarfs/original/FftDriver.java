package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * fft (spectral-methods/OpenCLfft2, {@code openclfft N}): one complex-to-complex forward FFT of N points, built with
 * {@code -cl-fast-relaxed-math -D CONFIG_USE_DOUBLE=0}; stages p = 1, R, R·R', ... with the largest radix of 16, 8,
 * 4, 2 that fits, each launching fftRadix<R>Kernel(in, out, p) over N/R work-items in groups of min(256, N/R),
 * ping-ponging two buffers.
 */
final class FftDriver implements OriginalDriver {

    static final int WORK_GROUP = 256;

    @Override
    public Benchmark benchmark() {
        return Benchmark.FFT;
    }

    static int points(String size) {
        return Benchmark.FFT.published(size).intWord(0);
    }

    /** The radix of the stage at span p: the largest of 16, 8, 4 whose product with p stays within n, else 2. */
    static int radix(long p, long n) {
        if ((p << 4) <= n) {
            return 16;
        }
        if ((p << 3) <= n) {
            return 8;
        }
        if ((p << 2) <= n) {
            return 4;
        }
        return 2;
    }

    @Override
    public long plannedInvocations(String size) {
        long n = points(size);
        long stages = 0;
        for (long p = 1; p < n; p *= radix(p, n)) {
            stages++;
        }
        return stages;
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int n = points(size);
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        float[] x = new float[2 * n];
        for (int i = 0; i < x.length; i++) {
            x[i] = (float) rnd.nextDouble();
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle[] b = {host.buffer("b0", x), host.buffer("b1", 8L * n)};
        int current = 0;
        for (long p = 1; p < n; ) {
            int r = radix(p, n);
            long threads = n / r;
            host.launch(program, "fftRadix" + r + "Kernel", HostSession.range(threads, Math.min(WORK_GROUP, threads)),
                    HostSession.buf(b[current]), HostSession.buf(b[1 - current]), KernelArg.i32((int) p));
            p *= r;
            current = 1 - current;
        }
        host.bytes(b[current]);
    }
}
