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
 * Graphical models: the scaled forward algorithm of a hidden Markov model over an observation sequence, two launches
 * per observation (a step, or the initialisation, then a single-work-group normalisation).
 */
public final class HmmForward implements BuiltInApplication {

    static final int LOCAL = 64;
    static final int REDUCTION_GROUP = 64;

    /** N states, M symbols, T observations. */
    public record Shape(int states, int symbols, int length) {
        long workingSetBytes() {
            long n = states;
            return 4L * (n * n + n * symbols + n + length + n * length + length);
        }
    }

    /** Row-stochastic transition (N x N) and emission (N x M) matrices, initial distribution, observations. */
    public record Model(float[] transition, float[] emission, float[] initial, int[] observations) {
    }

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(32, 16, 32);
            case SMALL -> new Shape(128, 32, 256);
            case MEDIUM -> new Shape(512, 64, 2048);
            case LARGE -> new Shape(1024, 128, 2048);
        };
    }

    public static Model generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        return new Model(stochastic(rnd, s.states(), s.states()), stochastic(rnd, s.states(), s.symbols()),
                stochastic(rnd, 1, s.states()), observations(rnd, s));
    }

    private static int[] observations(SplittableRandom rnd, Shape s) {
        int[] o = new int[s.length()];
        for (int t = 0; t < o.length; t++) {
            o[t] = rnd.nextInt(s.symbols());
        }
        return o;
    }

    /** Rows of positive entries in [0.1, 1.1) normalised to sum 1. */
    private static float[] stochastic(SplittableRandom rnd, int rows, int cols) {
        float[] m = new float[rows * cols];
        for (int r = 0; r < rows; r++) {
            double sum = 0;
            double[] row = new double[cols];
            for (int c = 0; c < cols; c++) {
                row[c] = 0.1 + rnd.nextDouble();
                sum += row[c];
            }
            for (int c = 0; c < cols; c++) {
                m[r * cols + c] = (float) (row[c] / sum);
            }
        }
        return m;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.HMM;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 2L * shape(size).length();
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        Model m = generate(s, Seeds.builtIn(benchmark(), size));
        int n = s.states();
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle a = host.buffer("transition", m.transition());
        BufferHandle b = host.buffer("emission", m.emission());
        BufferHandle pi = host.buffer("initial", m.initial());
        BufferHandle obs = host.buffer("observations", m.observations());
        BufferHandle alpha = host.buffer("alpha", 4L * n * s.length());
        BufferHandle scale = host.buffer("scale", 4L * s.length());
        var states = HostSession.range(HostSession.roundUp(n, LOCAL), LOCAL);
        var single = HostSession.range(REDUCTION_GROUP, REDUCTION_GROUP);
        for (int t = 0; t < s.length(); t++) {
            if (t == 0) {
                host.launch(program, "hmm_init", states, HostSession.buf(alpha), HostSession.buf(pi),
                        HostSession.buf(b), HostSession.buf(obs), KernelArg.i32(n), KernelArg.i32(s.symbols()));
            } else {
                host.launch(program, "hmm_step", states, HostSession.buf(alpha), HostSession.buf(a),
                        HostSession.buf(b), HostSession.buf(obs), KernelArg.i32(n), KernelArg.i32(s.symbols()),
                        KernelArg.i32(t));
            }
            host.launch(program, "hmm_normalise", single, HostSession.buf(alpha), HostSession.buf(scale),
                    KernelArg.i32(n), KernelArg.i32(t), KernelArg.local(4L * REDUCTION_GROUP));
        }
        HmmReference.Forward ref = HmmReference.forward(m, n, s.symbols());
        // The normalised alphas are sums of N positive products: each step adds at most (N+4) u relative error
        // (Higham §3.1), and a normalised row (entries at most 1) carries its predecessor's error forward at most
        // once, so after T steps every entry is within T (N+8) u (absolute, u = 2^-24; 4 more for the division).
        double alphaTol = s.length() * (n + 8) * 0x1p-24;
        ResultCheck.within("hmm (" + size + ") scaled forward variables", host.floats(alpha), ref.alpha(), alphaTol);
        double[] scaleTol = new double[s.length()];
        for (int t = 0; t < s.length(); t++) {
            // the scale is the sum of a row of products, relative error (N+8) u per step, accumulated over steps
            scaleTol[t] = (t + 1) * (n + 8) * 0x1p-24 * ref.scale()[t];
        }
        ResultCheck.within("hmm (" + size + ") scale factors", host.floats(scale), ref.scale(), scaleTol);
    }
}
