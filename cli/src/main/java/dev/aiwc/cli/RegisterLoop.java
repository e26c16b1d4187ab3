package dev.aiwc.cli;

import java.util.concurrent.CountDownLatch;

/**
 * What the host gives a thread sweep: loops on registers alone (no memory access, nothing shared between threads),
 * timed on one thread and on several at once, each doing the same turns. A launch ends when its last thread does, so
 * the speed-up is the thread count times one thread's time over the slowest thread's. Two loops: one xorshift chain,
 * each step waiting for the last, which leaves most of a core's execution units idle and so measures the clocks
 * under load; and four independent chains, which keep them busy and so also measure how much the host's cores share
 * their execution units (hardware threads of one core, or a virtual machine's cores placed on busy neighbours). On an
 * idle host with a core for each thread both give the thread count. They are references to set the sweep against,
 * not bounds: code that waits on memory loses less to a shared core than the four chains do.
 */
final class RegisterLoop {
    /** Turns of the loop per thread: about 0.6 s on one core of the 2-core development machine. */
    static final long TURNS = 300_000_000L;

    /** Turns of one call of a block method. */
    static final int BLOCK = 10_000;

    private RegisterLoop() {
    }

    /**
     * Seconds each of {@code threads} threads took for {@code turns} turns of the loop of {@code chains} chains (1
     * or 4), all started at once.
     */
    static double[] time(int threads, long turns, int chains) throws InterruptedException {
        double[] seconds = new double[threads];
        // the loops' results, stored where the compiler must assume they are read, so that it keeps the loops
        long[] results = new long[threads];
        CountDownLatch go = new CountDownLatch(1);
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int id = t;
            workers[t] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                long t0 = System.nanoTime();
                results[id] = spin(turns, id + 1, chains);
                seconds[id] = (System.nanoTime() - t0) / 1e9;
            }, "aiwc-register-loop-" + t);
            workers[t].start();
        }
        go.countDown();
        for (Thread w : workers) {
            w.join();
        }
        return seconds;
    }

    /**
     * {@code turns} xorshift steps of each of {@code chains} chains (1 or 4) that start at {@code seed}, {@code seed +
     * 1}, ...; returns the chains' sum. In blocks of {@link #BLOCK} turns, so that the block methods are compiled whole
     * once a warm-up has called them often enough, and every timing after that runs compiled code from its first turn.
     */
    static long spin(long turns, long seed, int chains) {
        long[] state = {seed, seed + 1, seed + 2, seed + 3};
        for (long done = 0; done < turns; done += BLOCK) {
            int n = (int) Math.min(BLOCK, turns - done);
            if (chains == 1) {
                state[0] = oneChain(state[0], n);
            } else {
                fourChains(state, n);
            }
        }
        return chains == 1 ? state[0] : state[0] + state[1] + state[2] + state[3];
    }

    private static long oneChain(long a, int turns) {
        for (int i = 0; i < turns; i++) {
            a ^= a << 13;
            a ^= a >>> 7;
            a ^= a << 17;
        }
        return a;
    }

    private static void fourChains(long[] state, int turns) {
        long a = state[0];
        long b = state[1];
        long c = state[2];
        long d = state[3];
        for (int i = 0; i < turns; i++) {
            a ^= a << 13;
            a ^= a >>> 7;
            a ^= a << 17;
            b ^= b << 13;
            b ^= b >>> 7;
            b ^= b << 17;
            c ^= c << 13;
            c ^= c >>> 7;
            c ^= c << 17;
            d ^= d << 13;
            d ^= d >>> 7;
            d ^= d << 17;
        }
        state[0] = a;
        state[1] = b;
        state[2] = c;
        state[3] = d;
    }

    /** The threads' count times one thread's seconds alone over the slowest of the threads that ran at once. */
    static double speedUp(double alone, double[] together) {
        return together.length * alone / slowest(together);
    }

    /** The seconds of the slowest of the threads that ran at once: when their launch would have ended. */
    static double slowest(double[] together) {
        double slowest = 0;
        for (double s : together) {
            slowest = Math.max(slowest, s);
        }
        return slowest;
    }
}
