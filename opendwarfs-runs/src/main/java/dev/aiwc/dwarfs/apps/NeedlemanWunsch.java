package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Dynamic programming: Needleman-Wunsch alignment of two random DNA sequences of length n (a multiple of 16), gap
 * penalty as in the Extended OpenDwarfs run script ({@code needle N PENALTY}), one launch per anti-diagonal band of
 * 16 x 16 blocks (2 n/16 - 1 launches). Lengths are the script's but for small ({@link #SMALL_LENGTH}, the suite's
 * own choice) and large ({@link #LARGE_LENGTH}, to keep a simulated run within hours).
 */
public final class NeedlemanWunsch implements BuiltInApplication {

    public static final int MATCH = 5;
    public static final int MISMATCH = -4;
    static final int B = ProgramDefaults.BLOCK;
    static final int SMALL_LENGTH = 160;
    static final int LARGE_LENGTH = 2048;

    public static int length(String size) {
        return switch (SizePreset.parse(size)) {
            case SMALL -> SMALL_LENGTH;
            case LARGE -> LARGE_LENGTH;
            default -> Benchmark.NW.published(size).intWord(0);
        };
    }

    /** The run script's gap penalty. */
    public static int penalty(String size) {
        return Benchmark.NW.published(size).intWord(1);
    }

    /** The two sequences over ACGT (codes 0..3). */
    public record Input(byte[] a, byte[] b) {
    }

    public static Input generate(int n, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        byte[] a = new byte[n];
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            a[i] = (byte) rnd.nextInt(4);
            b[i] = (byte) rnd.nextInt(4);
        }
        return new Input(a, b);
    }

    /** The (n+1)^2 similarity matrix the kernels read: entry (i,j), i,j >= 1, scores a[i-1] against b[j-1]. */
    static int[] similarity(Input in) {
        int n = in.a().length;
        int[] s = new int[(n + 1) * (n + 1)];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= n; j++) {
                s[i * (n + 1) + j] = in.a()[i - 1] == in.b()[j - 1] ? MATCH : MISMATCH;
            }
        }
        return s;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.NW;
    }

    @Override
    public long workingSetBytes(String size) {
        long n = length(size) + 1;
        return 2 * 4 * n * n;
    }

    @Override
    public long plannedInvocations(String size) {
        return ProgramDefaults.needleLaunches(length(size));
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        int n = length(size);
        int penalty = penalty(size);
        Input in = generate(n, Seeds.builtIn(benchmark(), size));
        int[] score = new int[(n + 1) * (n + 1)];
        for (int i = 0; i <= n; i++) {
            score[i * (n + 1)] = -i * penalty;
            score[i] = -i * penalty;
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle scoreBuf = host.buffer("score", score);
        BufferHandle simBuf = host.buffer("similarity", similarity(in));
        int blocks = n / B;
        for (int band = 1; band <= blocks; band++) {
            host.launch(program, "nw_band_upper", HostSession.range((long) B * band, B), HostSession.buf(scoreBuf),
                    HostSession.buf(simBuf), KernelArg.i32(n), KernelArg.i32(penalty), KernelArg.i32(band));
        }
        for (int band = blocks - 1; band >= 1; band--) {
            host.launch(program, "nw_band_lower", HostSession.range((long) B * band, B), HostSession.buf(scoreBuf),
                    HostSession.buf(simBuf), KernelArg.i32(n), KernelArg.i32(penalty), KernelArg.i32(band));
        }
        ResultCheck.exact("nw (" + size + ") score matrix", host.ints(scoreBuf),
                NeedlemanWunschReference.scores(in.a(), in.b(), MATCH, MISMATCH, penalty));
    }
}
