package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * srad (structured-grids/srad, {@code srad rows cols y1 y2 x1 x2 lambda iterations}): J = exp(uniform [0,1)), q0² from
 * the region of interest on the host, then per repetition: write J, srad_cuda_1 and srad_cuda_2 over
 * (cols/16*16, rows/16*16) work-items in 16 x 16 groups, read J. The run script's region (0..127 x 0..127) is larger
 * than the tiny and small images; the original reads past the image there (undefined behaviour), this driver clips
 * the region to the image.
 */
final class SradDriver implements OriginalDriver {

    static final int BLOCK = 16;

    record Args(int rows, int cols, int r1, int r2, int c1, int c2, float lambda, int iterations) {
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.SRAD;
    }

    static Args args(String size) {
        PublishedArguments p = Benchmark.SRAD.published(size);
        return new Args(p.intWord(0), p.intWord(1), p.intWord(2), p.intWord(3), p.intWord(4), p.intWord(5),
                p.floatWord(6), p.intWord(7));
    }

    @Override
    public long plannedInvocations(String size) {
        return 2;
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        Args a = args(size);
        int pixels = a.rows() * a.cols();
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        float[] j = new float[pixels];
        for (int k = 0; k < pixels; k++) {
            j[k] = (float) Math.exp((float) rnd.nextDouble());
        }
        float q0sqr = 0;
        for (int it = 0; it < a.iterations(); it++) {
            double sum = 0;
            double sum2 = 0;
            int r2 = Math.min(a.r2(), a.rows() - 1);
            int c2 = Math.min(a.c2(), a.cols() - 1);
            for (int r = a.r1(); r <= r2; r++) {
                for (int c = a.c1(); c <= c2; c++) {
                    float v = j[r * a.cols() + c];
                    sum += v;
                    sum2 += v * v;
                }
            }
            double count = (double) (r2 - a.r1() + 1) * (c2 - a.c1() + 1);
            double mean = sum / count;
            double variance = sum2 / count - mean * mean;
            q0sqr = (float) (variance / (mean * mean));
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle jBuf = host.buffer("J_cuda", (pixels + 1) * 4L);
        BufferHandle cBuf = host.buffer("C_cuda", pixels * 4L);
        BufferHandle e = host.buffer("E_C", pixels * 4L);
        BufferHandle w = host.buffer("W_C", pixels * 4L);
        BufferHandle s = host.buffer("S_C", pixels * 4L);
        BufferHandle n = host.buffer("N_C", pixels * 4L);
        float[] padded = java.util.Arrays.copyOf(j, pixels + 1);
        host.write(jBuf, padded);
        var range = HostSession.range((long) a.cols() / BLOCK * BLOCK, (long) a.rows() / BLOCK * BLOCK, BLOCK, BLOCK);
        host.launch(program, "srad_cuda_1", range, HostSession.buf(e), HostSession.buf(w), HostSession.buf(n),
                HostSession.buf(s), HostSession.buf(jBuf), HostSession.buf(cBuf), KernelArg.i32(a.cols()),
                KernelArg.i32(a.rows()), KernelArg.f32(q0sqr));
        host.launch(program, "srad_cuda_2", range, HostSession.buf(e), HostSession.buf(w), HostSession.buf(n),
                HostSession.buf(s), HostSession.buf(jBuf), HostSession.buf(cBuf), KernelArg.i32(a.cols()),
                KernelArg.i32(a.rows()), KernelArg.f32(a.lambda()), KernelArg.f32(q0sqr));
        host.bytes(jBuf);
    }
}
