package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;

/**
 * hmm (graphical-models/hmm, {@code bwa_hmm -n N -s S -v n|s}): one Baum-Welch iteration of the original on its
 * uniform model (a = 1/N, b = 1/S, pi = 1/N) and T = 1000 observations of symbol 0; -v s fixes N = 60 states and
 * varies the symbols, -v n fixes S = 2 and varies the states. Forward (init, then per step mvm_non, calc_alpha, a dot
 * product and scale_alpha), backward (init_beta, then calc_beta and mvm_non per step), gamma sums, xi sums (one dot
 * product and calc_xi per step), re-estimation of A (est_a, mvm_trans, scale_a), B (acc_b per step, est_b, scale_b;
 * the original's mat_vec_mul('N', ...) there launches nothing, since it only accepts 'n' and 't') and pi. Dot
 * products launch s_dot_kernel_naive over min(n, 80) groups of 128 and sum the partial sums on the host, whose
 * result feeds the next launches' arguments, as in the original. alpha_d and beta_d get one extra (zero) row: the
 * original est_a_dev reads row T of both, one past their end.
 */
final class HmmDriver implements OriginalDriver {

    static final int OBSERVATIONS = 1000;
    static final int DEFAULT_STATES = 60;
    static final int DEFAULT_SYMBOLS = 2;
    static final int THREADS = 256;
    static final int BLOCK_DIM = 16;
    static final int SDOT_BLOCK_SIZE = 128;
    static final int SDOT_BLOCK_NUM = 80;
    static final int MVMUL_BLOCK_SIZE = 128;
    static final int MVMUL_BLOCK_NUM = 64;

    record Args(int states, int symbols, char mode) {
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.HMM;
    }

    /** {@code bwa_hmm [-n N] -s S -v n|s}; without -n the program's default state count. */
    static Args args(String size) {
        PublishedArguments p = Benchmark.HMM.published(size);
        int states = p.has("-n") ? p.intOption("-n") : DEFAULT_STATES;
        return new Args(states, p.intOption("-s"), p.option("-v").charAt(0));
    }

    /** The -v mode decides which of -n and -s the original honours. */
    static int[] shape(Args a) {
        return a.mode() == 'n' ? new int[]{a.states(), DEFAULT_SYMBOLS} : new int[]{DEFAULT_STATES, a.symbols()};
    }

    @Override
    public long plannedInvocations(String size) {
        long t = OBSERVATIONS;
        // init_ones; alpha 3 + 4(T-1); beta 1 + 2(T-1); gamma T; xi 2(T-1); a 4; b 2T + 2; pi 2
        return 1 + 3 + 4 * (t - 1) + 1 + 2 * (t - 1) + t + 2 * (t - 1) + 4 + 2 * t + 2 + 2;
    }

    /** The device buffers and kernels of one run. */
    private static final class Run {
        final HostSession host;
        final ProgramHandle program;
        final int n;
        final int s;
        final int[] obs = new int[OBSERVATIONS];
        final float[] scale = new float[OBSERVATIONS];
        BufferHandle a, b, pi, alpha, beta, gammaSum, xiSum, c, onesN, onesS;

        Run(HostSession host, ProgramHandle program, int n, int s) {
            this.host = host;
            this.program = program;
            this.n = n;
            this.s = s;
        }

        NDRange states1d() {
            long blocks = (n + THREADS - 1) / THREADS;
            return HostSession.range(blocks * THREADS, THREADS);
        }

        NDRange states2d() {
            long blocks = (n + BLOCK_DIM - 1) / BLOCK_DIM;
            return HostSession.range(blocks * BLOCK_DIM, blocks * BLOCK_DIM, BLOCK_DIM, BLOCK_DIM);
        }

        float dot(int count, BufferHandle x, int offsetX, BufferHandle y, int offsetY) {
            int blocks = Math.min(count, SDOT_BLOCK_NUM);
            BufferHandle partial = host.buffer("partialSum_d", new float[count]);
            host.launch(program, "s_dot_kernel_naive", HostSession.range((long) blocks * SDOT_BLOCK_SIZE,
                    SDOT_BLOCK_SIZE), KernelArg.i32(count), HostSession.buf(x), KernelArg.i32(offsetX),
                    HostSession.buf(y), KernelArg.i32(offsetY), HostSession.buf(partial));
            float result = 0;
            for (float v : host.floats(partial)) {
                result += v;
            }
            return result;
        }

        void matVec(char trans, int m, int cols, BufferHandle matrix, int lda, BufferHandle x, int offsetX,
                    BufferHandle y, int offsetY) {
            if (trans != 'n' && trans != 't') {
                return; // as the original: any other letter (its estimate_b passes 'N') launches nothing
            }
            host.launch(program, trans == 't' ? "mvm_trans_kernel_naive" : "mvm_non_kernel_naive",
                    HostSession.range((long) MVMUL_BLOCK_NUM * MVMUL_BLOCK_SIZE, MVMUL_BLOCK_SIZE),
                    KernelArg.i32(m), KernelArg.i32(cols), HostSession.buf(matrix), KernelArg.i32(lda),
                    HostSession.buf(x), KernelArg.i32(offsetX), HostSession.buf(y), KernelArg.i32(offsetY));
        }

        void alpha() {
            host.launch(program, "init_alpha_dev", states1d(), HostSession.buf(b), HostSession.buf(pi),
                    KernelArg.i32(n), HostSession.buf(alpha), HostSession.buf(onesN), KernelArg.i32(obs[0]));
            scale[0] = dot(n, alpha, 0, onesN, 0);
            host.launch(program, "scale_alpha_dev", states1d(), KernelArg.i32(n), HostSession.buf(alpha),
                    KernelArg.i32(0), KernelArg.f32(scale[0]));
            for (int t = 1; t < OBSERVATIONS; t++) {
                int prev = (t - 1) * n;
                int cur = t * n;
                matVec('n', n, n, a, n, alpha, prev, alpha, cur);
                host.launch(program, "calc_alpha_dev", states1d(), KernelArg.i32(n), HostSession.buf(alpha),
                        KernelArg.i32(cur), HostSession.buf(b), KernelArg.i32(obs[t]));
                scale[t] = dot(n, alpha, cur, onesN, 0);
                host.launch(program, "scale_alpha_dev", states1d(), KernelArg.i32(n), HostSession.buf(alpha),
                        KernelArg.i32(cur), KernelArg.f32(scale[t]));
            }
        }

        void beta() {
            host.launch(program, "init_beta_dev", states1d(), KernelArg.i32(n), HostSession.buf(beta),
                    KernelArg.i32((OBSERVATIONS - 1) * n), KernelArg.f32(scale[OBSERVATIONS - 1]));
            for (int t = OBSERVATIONS - 2; t >= 0; t--) {
                host.launch(program, "calc_beta_dev", states1d(), HostSession.buf(beta), HostSession.buf(b),
                        KernelArg.f32(scale[t]), KernelArg.i32(n), KernelArg.i32(obs[t + 1]), KernelArg.i32(t));
                matVec('n', n, n, a, n, beta, t * n, beta, t * n);
            }
        }

        void gammaSum() {
            host.write(gammaSum, new float[n]);
            for (int t = 0; t < OBSERVATIONS; t++) {
                host.launch(program, "calc_gamma_dev", states1d(), HostSession.buf(gammaSum),
                        HostSession.buf(alpha), HostSession.buf(beta), KernelArg.i32(n), KernelArg.i32(t));
            }
        }

        void xiSum() {
            host.write(xiSum, new float[n * n]);
            for (int t = 0; t < OBSERVATIONS - 1; t++) {
                float sumAb = dot(n, alpha, t * n, beta, t * n);
                host.launch(program, "calc_xi_dev", states2d(), HostSession.buf(xiSum), HostSession.buf(a),
                        HostSession.buf(b), HostSession.buf(alpha), HostSession.buf(beta), KernelArg.f32(sumAb),
                        KernelArg.i32(n), KernelArg.i32(obs[t + 1]), KernelArg.i32(t));
            }
        }

        void estimateA() {
            float sumAb = dot(n, alpha, (OBSERVATIONS - 1) * n, beta, (OBSERVATIONS - 1) * n);
            host.launch(program, "est_a_dev", states2d(), HostSession.buf(a), HostSession.buf(alpha),
                    HostSession.buf(beta), HostSession.buf(xiSum), HostSession.buf(gammaSum), KernelArg.f32(sumAb),
                    KernelArg.i32(n), KernelArg.i32(OBSERVATIONS));
            matVec('t', n, n, a, n, onesN, 0, c, 0);
            host.launch(program, "scale_a_dev", states2d(), HostSession.buf(a), HostSession.buf(c),
                    KernelArg.i32(n));
        }

        void estimateB() {
            host.write(b, new float[n * s]);
            long gx = (n + BLOCK_DIM - 1) / BLOCK_DIM;
            long gy = (s + BLOCK_DIM - 1) / BLOCK_DIM;
            NDRange grid = HostSession.range(gx * BLOCK_DIM, gy * BLOCK_DIM, BLOCK_DIM, BLOCK_DIM);
            for (int t = 0; t < OBSERVATIONS; t++) {
                float sumAb = dot(n, alpha, t * n, beta, t * n);
                host.launch(program, "acc_b_dev", grid, HostSession.buf(b), HostSession.buf(alpha),
                        HostSession.buf(beta), KernelArg.f32(sumAb), KernelArg.i32(n), KernelArg.i32(s),
                        KernelArg.i32(obs[t]), KernelArg.i32(t));
            }
            host.launch(program, "est_b_dev", grid, HostSession.buf(b), HostSession.buf(gammaSum), KernelArg.i32(n),
                    KernelArg.i32(s));
            matVec('N', n, s, b, n, onesS, 0, c, 0);
            host.launch(program, "scale_b_dev", grid, HostSession.buf(b), HostSession.buf(c), KernelArg.i32(n),
                    KernelArg.i32(s));
        }

        void estimatePi() {
            float sumAb = dot(n, alpha, 0, beta, 0);
            host.launch(program, "est_pi_dev", states1d(), HostSession.buf(pi), HostSession.buf(alpha),
                    HostSession.buf(beta), KernelArg.f32(sumAb), KernelArg.i32(n));
        }
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int[] shape = shape(args(size));
        int n = shape[0];
        int s = shape[1];
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        Run r = new Run(host, program, n, s);
        float[] a = new float[n * n];
        java.util.Arrays.fill(a, 1f / n);
        float[] b = new float[n * s];
        java.util.Arrays.fill(b, 1f / s);
        float[] pi = new float[n];
        java.util.Arrays.fill(pi, 1f / n);
        r.a = host.buffer("a_d", a);
        r.b = host.buffer("b_d", b);
        r.pi = host.buffer("pi_d", pi);
        // one row more than the original allocates: its est_a_dev reads alpha_d and beta_d at row `length`, one
        // past the end (undefined behaviour that native runtimes let pass and the simulator rightly stops at)
        r.alpha = host.buffer("alpha_d", 4L * n * (OBSERVATIONS + 1));
        r.beta = host.buffer("beta_d", 4L * n * (OBSERVATIONS + 1));
        r.gammaSum = host.buffer("gamma_sum_d", 4L * n);
        r.xiSum = host.buffer("xi_sum_d", 4L * n * n);
        r.c = host.buffer("c_d", 4L * n);
        r.onesN = host.buffer("ones_n_d", 4L * n);
        r.onesS = host.buffer("ones_s_d", 4L * s);
        host.launch(program, "init_ones_dev", r.states1d(), HostSession.buf(r.onesS), KernelArg.i32(s));
        r.alpha();
        r.beta();
        r.gammaSum();
        r.xiSum();
        r.estimateA();
        r.estimateB();
        r.estimatePi();
        host.bytes(r.a);
        host.bytes(r.b);
        host.bytes(r.pi);
    }
}
