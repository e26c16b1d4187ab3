package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Dynamic programming: Needleman-Wunsch alignment of two random DNA sequences of length n (a multiple of 16), gap
 * penalty 10 as in the Extended OpenDwarfs run script, one launch per anti-diagonal band of 16 x 16 blocks
 * (2 n/16 - 1 launches).
 */
public final class NeedlemanWunsch implements DwarfApplication {

    public static final int PENALTY = 10;
    public static final int MATCH = 5;
    public static final int MISMATCH = -4;
    static final int B = 16;

    public static int length(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> 48;
            case SMALL -> 160;
            case MEDIUM -> 1008;
            case LARGE -> 2048;
        };
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
    public String name() {
        return "nw";
    }

    @Override
    public String dwarf() {
        return "dynamic programming";
    }

    @Override
    public long workingSetBytes(String size) {
        long n = length(size) + 1;
        return 2 * 4 * n * n;
    }

    @Override
    public long plannedInvocations(String size) {
        return 2L * (length(size) / B) - 1;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        int n = length(size);
        Input in = generate(n, Seeds.of(name(), size));
        int[] score = new int[(n + 1) * (n + 1)];
        for (int i = 0; i <= n; i++) {
            score[i * (n + 1)] = -i * PENALTY;
            score[i] = -i * PENALTY;
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource("nw/needleman_wunsch.cl", "");
        BufferHandle scoreBuf = host.buffer("score", score);
        BufferHandle simBuf = host.buffer("similarity", similarity(in));
        int blocks = n / B;
        for (int band = 1; band <= blocks; band++) {
            host.launch(program, "nw_band_upper", HostSession.range((long) B * band, B), HostSession.buf(scoreBuf),
                    HostSession.buf(simBuf), KernelArg.i32(n), KernelArg.i32(PENALTY), KernelArg.i32(band));
        }
        for (int band = blocks - 1; band >= 1; band--) {
            host.launch(program, "nw_band_lower", HostSession.range((long) B * band, B), HostSession.buf(scoreBuf),
                    HostSession.buf(simBuf), KernelArg.i32(n), KernelArg.i32(PENALTY), KernelArg.i32(band));
        }
        ResultCheck.exact("nw (" + size + ") score matrix", host.ints(scoreBuf),
                NeedlemanWunschReference.scores(in.a(), in.b(), MATCH, MISMATCH, PENALTY));
    }
}
