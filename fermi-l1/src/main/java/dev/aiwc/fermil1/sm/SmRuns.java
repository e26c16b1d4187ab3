package dev.aiwc.fermil1.sm;

import java.util.ArrayDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * SM runs in flight: {@link GpuSimulation} starts an SM's run as soon as a dispatch fills it and joins the runs only
 * when a dispatch decision or the report needs their state, so the merges of a launch return at once and the SMs
 * of many merges run at the same time, on up to {@code helpers} threads. With one helper (one worker thread, or a
 * listener that must see the issue order) a run happens on the calling thread when it is started.
 */
final class SmRuns {
    /**
     * Threads that run SMs, kept between launches (daemon, so an idle pool never keeps the process alive; an idle
     * thread ends after a minute).
     */
    private static final ExecutorService HELPERS = Executors.newCachedThreadPool(task -> {
        Thread t = new Thread(task, "aiwc-sm");
        t.setDaemon(true);
        return t;
    });

    /** A run to make: the SM to its next finished block ({@code stopAtFinish}) or to its end. */
    private record Run(StreamingMultiprocessor sm, boolean stopAtFinish) {
    }

    private final ArrayDeque<Run> queued = new ArrayDeque<>();
    private final Runnable helper = this::helpOut;
    private int helpers = 1;
    private int helping;
    /** Runs started and not yet done. */
    private int outstanding;
    private Throwable failure;
    /**
     * Set once no block will be dispatched again: a run started to stop at its SM's next finished block then goes
     * on to the SM's end, since no dispatch waits for that block any more.
     */
    private volatile boolean toEnd;

    /** How many threads may run SMs at once; 1 runs each SM when it is started, on the caller's thread. */
    void helpers(int threads) {
        helpers = Math.max(1, threads);
    }

    boolean inline() {
        return helpers == 1;
    }

    /** From now on no block will be dispatched: runs in flight go on to their SM's end. */
    void toEnd() {
        toEnd = true;
    }

    void start(StreamingMultiprocessor sm, boolean stopAtFinish) {
        Run run = new Run(sm, stopAtFinish);
        if (inline()) {
            make(run);
            return;
        }
        synchronized (this) {
            queued.add(run);
            outstanding++;
            if (helping < helpers) {
                helping++;
                HELPERS.execute(helper);
            }
        }
    }

    private void helpOut() {
        while (true) {
            Run run;
            synchronized (this) {
                run = queued.poll();
                if (run == null) {
                    helping--;
                    return;
                }
            }
            finishOne(run);
        }
    }

    private void make(Run run) {
        boolean stop = run.stopAtFinish() && !toEnd;
        run.sm().run(stop);
        if (stop && toEnd && run.sm().busy()) {
            run.sm().run(false);
        }
    }

    private void finishOne(Run run) {
        Throwable failed = null;
        try {
            make(run);
        } catch (Throwable e) {
            failed = e;
        }
        synchronized (this) {
            if (failed != null && failure == null) {
                failure = failed;
            }
            if (--outstanding == 0) {
                notifyAll();
            }
        }
    }

    /**
     * Returns once every run started is done, taking queued runs on this thread meanwhile; rethrows the first
     * failure of any run. What the runs wrote is then visible to the caller.
     */
    void awaitAll() {
        while (true) {
            Run run;
            synchronized (this) {
                run = queued.poll();
            }
            if (run == null) {
                break;
            }
            finishOne(run);
        }
        boolean interrupted = false;
        Throwable failed;
        synchronized (this) {
            while (outstanding > 0) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    // the runs hold the SMs' state: they are waited for whatever happens to this thread
                    interrupted = true;
                }
            }
            failed = failure;
            failure = null;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed instanceof Error e) {
            throw e;
        }
        if (failed != null) {
            throw new IllegalStateException(failed);
        }
    }
}
