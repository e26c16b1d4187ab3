package dev.aiwc.instrumenter.exec;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Progress of a long launch, e.g. {@code mm: 37% of work-groups, 12.3 s}: a daemon thread reads the count of finished
 * work-groups (one atomic increment per work-group on the workers' side, nothing per instruction) and reports it,
 * first after {@code firstMillis} so short launches stay silent, then every {@code everyMillis}.
 *
 * @param sink        where the lines go (the CLI prints them to standard error)
 * @param firstMillis quiet time at the start of a launch
 * @param everyMillis time between two lines
 */
public record LaunchProgress(Consumer<String> sink, long firstMillis, long everyMillis) {

    /** A running report of one launch pass; {@link #close} stops it. */
    final class Reporter implements AutoCloseable {
        final AtomicLong groupsDone = new AtomicLong();
        private final Thread thread;

        Reporter(String kernel, long groups) {
            long start = System.nanoTime();
            thread = new Thread(() -> {
                try {
                    Thread.sleep(firstMillis);
                    while (true) {
                        double percent = 100.0 * groupsDone.get() / Math.max(1, groups);
                        sink.accept(String.format(Locale.ROOT, "%s: %.0f%% of work-groups, %.1f s", kernel,
                                Math.floor(percent), (System.nanoTime() - start) / 1e9));
                        Thread.sleep(everyMillis);
                    }
                } catch (InterruptedException done) {
                    // the launch ended
                }
            }, "aiwc-progress");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() {
            thread.interrupt();
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    Reporter start(String kernel, long groups) {
        return new Reporter(kernel, groups);
    }
}
