package dev.aiwc.fermil1.sm;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs independent tasks {@code 0 .. n)} on the calling thread and up to {@code threads - 1} helpers of the common
 * fork-join pool, each taking the next task not yet taken (SMs run for very different times). The caller takes
 * tasks too, so everything runs even when the pool is busy; it returns when every task is done and rethrows the
 * first failure.
 */
final class SmTasks {
    private SmTasks() {
    }

    static void run(int n, int threads, IntConsumer task) {
        AtomicInteger next = new AtomicInteger();
        Runnable taker = () -> {
            for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                task.accept(i);
            }
        };
        int helpers = Math.min(Math.min(threads, n) - 1, ForkJoinPool.getCommonPoolParallelism());
        ForkJoinTask<?>[] started = new ForkJoinTask<?>[Math.max(0, helpers)];
        for (int h = 0; h < started.length; h++) {
            started[h] = ForkJoinPool.commonPool().submit(taker);
        }
        Throwable failure = null;
        try {
            taker.run();
        } catch (Throwable e) {
            next.set(n); // the helpers stop after their current task
            failure = e;
        }
        for (ForkJoinTask<?> t : started) {
            try {
                t.join();
            } catch (Throwable e) {
                if (failure == null) {
                    failure = e;
                }
            }
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
    }
}
