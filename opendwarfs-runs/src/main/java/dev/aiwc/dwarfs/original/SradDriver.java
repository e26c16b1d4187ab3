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
    public String name() {
        return "srad";
    }

    @Override
    public String dwarf() {
        return "structured grids";
    }

    @Override
    public List<String> sizes() {
        return SizePreset.names();
    }

    static Args args(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Args(80, 16, 0, 127, 0, 127, 0.5f, 1);
            case SMALL -> new Args(128, 80, 0, 127, 0, 127, 0.5f, 1);
            case MEDIUM -> new Args(1024, 336, 0, 127, 0, 127, 0.5f, 1);
            case LARGE -> new Args(2048, 1024, 0, 127, 0, 127, 0.5f, 1);
        };
    }

    @Override
    public String arguments(String size) {
        Args a = args(size);
        return a.rows() + " " + a.cols() + " " + a.r1() + " " + a.r2() + " " + a.c1() + " " + a.c2() + " "
                + a.lambda() + " " + a.iterations();
    }

    @Override
    public long plannedInvocations(String size) {
        return 2;
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        Args a = args(size);
        int pixels = a.rows() * a.cols();
        SplittableRandom rnd = new SplittableRandom(OriginalSeeds.of(name(), size));
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
        ProgramHandle program = host.build(checkout.kernel("structured-grids/srad/srad_kernel.cl"),
                checkout.buildOptions(null));
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
