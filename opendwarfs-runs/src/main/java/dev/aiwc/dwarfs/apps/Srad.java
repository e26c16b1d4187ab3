package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Structured grids: speckle-reducing anisotropic diffusion, two kernels per iteration (derivatives and diffusion
 * coefficient, then the divergence update); the host reads the image back each iteration to compute the speckle
 * scale q0² over the region of interest, as the original host program does.
 */
public final class Srad implements BuiltInApplication {

    public static final int ITERATIONS = 2;
    static final int LOCAL = 64;

    /** Image size; the region of interest is the top-left quarter. */
    public record Shape(int rows, int cols) {
        long workingSetBytes() {
            return 6L * 4 * rows * cols; // J, four derivatives, coefficient
        }
    }

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(32, 32);
            case SMALL -> new Shape(96, 96);
            case MEDIUM -> new Shape(512, 512);
            case LARGE -> new Shape(1024, 1024);
        };
    }

    /** The run script's diffusion rate ({@code srad rows cols y1 y2 x1 x2 lambda iterations}). */
    public static float lambda(String size) {
        return Benchmark.SRAD.published(size).floatWord(6);
    }

    /** A speckled image: uniform intensities in [0.5, 1.5). */
    public static float[] generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        float[] j = new float[s.rows() * s.cols()];
        for (int i = 0; i < j.length; i++) {
            j[i] = (float) (0.5 + rnd.nextDouble());
        }
        return j;
    }

    /** q0² = variance / mean² of the region of interest (the top-left quarter), in double precision. */
    public static float speckleScale(float[] j, Shape s) {
        double sum = 0;
        double sum2 = 0;
        int rows = s.rows() / 2;
        int cols = s.cols() / 2;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double v = j[r * s.cols() + c];
                sum += v;
                sum2 += v * v;
            }
        }
        double count = (double) rows * cols;
        double mean = sum / count;
        double variance = sum2 / count - mean * mean;
        return (float) (variance / (mean * mean));
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.SRAD;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 2L * ITERATIONS;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        float lambda = lambda(size);
        float[] image = generate(s, Seeds.builtIn(benchmark(), size));
        int pixels = s.rows() * s.cols();
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle j = host.buffer("J", image);
        BufferHandle dn = host.buffer("dN", pixels * 4L);
        BufferHandle ds = host.buffer("dS", pixels * 4L);
        BufferHandle dw = host.buffer("dW", pixels * 4L);
        BufferHandle de = host.buffer("dE", pixels * 4L);
        BufferHandle c = host.buffer("c", pixels * 4L);
        float[] current = image;
        for (int it = 0; it < ITERATIONS; it++) {
            float q0sqr = speckleScale(current, s);
            var range = HostSession.range(HostSession.roundUp(pixels, LOCAL), LOCAL);
            host.launch(program, "srad_coefficients", range, HostSession.buf(j), HostSession.buf(dn),
                    HostSession.buf(ds), HostSession.buf(dw), HostSession.buf(de), HostSession.buf(c),
                    KernelArg.i32(s.rows()), KernelArg.i32(s.cols()), KernelArg.f32(q0sqr));
            host.launch(program, "srad_update", range, HostSession.buf(j), HostSession.buf(dn),
                    HostSession.buf(ds), HostSession.buf(dw), HostSession.buf(de), HostSession.buf(c),
                    KernelArg.i32(s.rows()), KernelArg.i32(s.cols()), KernelArg.f32(lambda));
            current = host.floats(j);
        }
        double[] expected = SradReference.diffuse(image, s.rows(), s.cols(), ITERATIONS, lambda);
        // Per iteration a pixel changes by lambda/4 * sum of four c*d terms, |d| < 2; c = 1/(1+den) with
        // den = (q - q0²)/(q0²(1+q0²)) amplifies the ~16 u rounding of q by 1/(q0²(1+q0²)) ~ 12 for these images
        // (q0² ~ 1/12). So each iteration adds at most ~ 4 * 2 * 16 * 12 u ~ 1536 u; 2048 u per iteration, u = 2^-24.
        double tolerance = 2048 * ITERATIONS * 0x1p-24;
        ResultCheck.within("srad (" + size + ") image", current, expected, tolerance);
    }
}
