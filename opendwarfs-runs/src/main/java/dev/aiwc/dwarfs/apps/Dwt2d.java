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
 * Spectral methods: a three-level 2-D CDF 5/3 wavelet transform of an 8-bit image (a row launch and a column launch
 * per level, on the shrinking low-pass quadrant), with as many levels as the OpenDwarfs run script gives dwt2d
 * ({@code -l}). Integer lifting, so the check is exact.
 */
public final class Dwt2d implements BuiltInApplication {

    static final int LOCAL = 16;

    public record Shape(int width, int height) {
        long workingSetBytes() {
            return 2L * 4 * width * height; // image and scratch, int per pixel
        }
    }

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(64, 48);
            case SMALL -> new Shape(192, 144);
            case MEDIUM -> new Shape(1024, 768);
            case LARGE -> new Shape(2048, 1536);
        };
    }

    /** The run script's {@code dwt2d -l LEVELS}. */
    public static int levels(String size) {
        return Benchmark.DWT2D.published(size).intOption("-l");
    }

    /** A smooth gradient with seeded noise, clamped to 0..255, like a photograph's pixel statistics. */
    public static int[] generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] img = new int[s.width() * s.height()];
        for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
                double v = 128 + 80 * Math.sin(x * 0.07) * Math.cos(y * 0.05) + rnd.nextInt(-24, 25);
                img[y * s.width() + x] = (int) Math.max(0, Math.min(255, v));
            }
        }
        return img;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.DWT2D;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 2L * levels(size);
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        int levels = levels(size);
        int[] image = generate(s, Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle img = host.buffer("image", image);
        BufferHandle tmp = host.buffer("scratch", image.length * 4L);
        int w = s.width();
        int h = s.height();
        for (int level = 0; level < levels; level++) {
            host.launch(program, "dwt53_rows", HostSession.range(HostSession.roundUp(h, LOCAL), LOCAL),
                    HostSession.buf(img), HostSession.buf(tmp), KernelArg.i32(s.width()), KernelArg.i32(w),
                    KernelArg.i32(h));
            host.launch(program, "dwt53_columns", HostSession.range(HostSession.roundUp(w, LOCAL), LOCAL),
                    HostSession.buf(tmp), HostSession.buf(img), KernelArg.i32(s.width()), KernelArg.i32(w),
                    KernelArg.i32(h));
            w /= 2;
            h /= 2;
        }
        ResultCheck.exact("dwt2d (" + size + ") coefficients", host.ints(img),
                Dwt2dReference.forward(image, s.width(), s.height(), levels));
    }
}
