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

/** Spectral methods: batched radix-2 FFT, a bit-reversal launch and then one launch per butterfly stage. */
public final class Fft implements BuiltInApplication {

    /** {@code batch} complex signals of {@code 2^log2n} points. */
    public record Shape(int log2n, int batch) {
        public int n() {
            return 1 << log2n;
        }

        long workingSetBytes() {
            return 2L * 8 * n() * batch; // input and output, 8 bytes per complex float
        }
    }

    static final int LOCAL = 64;

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(10, 1);
            case SMALL -> new Shape(12, 2);
            case MEDIUM -> new Shape(16, 4);
            case LARGE -> new Shape(20, 1);
        };
    }

    /** Interleaved (re, im) floats uniform in [-1, 1). */
    public static float[] generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        float[] v = new float[2 * s.n() * s.batch()];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) (rnd.nextDouble() * 2 - 1);
        }
        return v;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.FFT;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 1 + shape(size).log2n();
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        float[] signal = generate(s, Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle in = host.buffer("signal", signal);
        BufferHandle out = host.buffer("spectrum", signal.length * 4L);
        long points = (long) s.n() * s.batch();
        host.launch(program, "fft_bit_reverse", HostSession.range(points, Math.min(LOCAL, points)),
                HostSession.buf(in), HostSession.buf(out), KernelArg.i32(s.log2n()));
        long butterflies = points / 2;
        for (int half = 1; half < s.n(); half <<= 1) {
            host.launch(program, "fft_radix2_stage", HostSession.range(butterflies, Math.min(LOCAL, butterflies)),
                    HostSession.buf(out), KernelArg.i32(s.log2n()), KernelArg.i32(half));
        }
        float[] spectrum = host.floats(out);
        double[] expected = new double[spectrum.length];
        double tolerance = 0;
        for (int b = 0; b < s.batch(); b++) {
            double[] re = new double[s.n()];
            double[] im = new double[s.n()];
            double norm2 = 0;
            for (int i = 0; i < s.n(); i++) {
                re[i] = signal[2 * (b * s.n() + i)];
                im[i] = signal[2 * (b * s.n() + i) + 1];
                norm2 += re[i] * re[i] + im[i] * im[i];
            }
            double[][] spec = FftReference.transform(re, im);
            for (int i = 0; i < s.n(); i++) {
                expected[2 * (b * s.n() + i)] = spec[0][i];
                expected[2 * (b * s.n() + i) + 1] = spec[1][i];
            }
            // Higham, Thm 24.2: ||X' - X|| <= log2(n) eta ||X|| with eta ~ mu + 4u(sqrt2 + mu), mu the twiddle error
            // (cospi/sinpi: 4 ulp); eta <= 16u covers it. ||X|| = sqrt(n) ||x|| (Parseval) bounds every component.
            tolerance = Math.max(tolerance, s.log2n() * 16 * 0x1p-24 * Math.sqrt(s.n() * norm2));
        }
        ResultCheck.within("fft (" + size + ") spectrum", spectrum, expected, tolerance);
    }
}
