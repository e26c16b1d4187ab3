package dev.aiwc.dwarfs.apps;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * Runs a reference's independent output rows in slices on the common pool and the calling thread. Each row is still
 * computed by one thread in the order of a sequential loop, so the results are bit-identical for any number of cores.
 * The references check a run after its last launch, on the host program's thread: at size large, hmm's, gem's and
 * lud's took 12, 13 and 5 s of one core each, while the simulator's workers sat idle.
 */
final class ReferenceRows {

    /**
     * The inner-loop steps of a slice, at least: about 50 µs of work, against the few µs a task costs to fork and
     * join. A call with fewer than twice this many runs on the calling thread alone.
     */
    static final long SERIAL_STEPS = 1L << 16;

    /** Rows {@code from} (inclusive) to {@code to} (exclusive) of the output. */
    interface Slice {
        void run(int from, int to);
    }

    private ReferenceRows() {
    }

    /**
     * Runs {@code slice} over rows {@code 0 .. rows - 1}, each row costing about {@code stepsPerRow} inner-loop
     * steps, and returns once every row is done. A runtime exception of a slice is rethrown here.
     */
    static void forEach(int rows, long stepsPerRow, Slice slice) {
        int cores = ForkJoinPool.getCommonPoolParallelism() + 1;
        int parts = (int) Math.min(Math.min(rows, 4L * cores), (long) rows * stepsPerRow / SERIAL_STEPS);
        if (parts <= 1) {
            slice.run(0, rows);
            return;
        }
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[parts];
        for (int p = 0; p < parts; p++) {
            int from = (int) ((long) rows * p / parts);
            int to = (int) ((long) rows * (p + 1) / parts);
            tasks[p] = ForkJoinTask.adapt(() -> slice.run(from, to));
        }
        ForkJoinTask.invokeAll(tasks);
    }
}
