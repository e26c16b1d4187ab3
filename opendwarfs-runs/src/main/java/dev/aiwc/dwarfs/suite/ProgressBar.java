package dev.aiwc.dwarfs.suite;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A one-line progress bar: invocations done out of planned, rate, ETA and the current run. On a terminal it redraws
 * in place (at most ten times a second); otherwise (a batch job's log) it prints one line per finished run.
 */
public final class ProgressBar implements SuiteProgress {

    static final int WIDTH = 24;

    private final PrintStream out;
    private final boolean interactive;
    private final LongSupplier nanos;
    private long startNanos;
    private long lastDraw = Long.MIN_VALUE;
    private long planned;
    private long done;
    private int runs;
    private int runsDone;
    private String current = "";

    public ProgressBar(PrintStream out, boolean interactive, LongSupplier nanos) {
        this.out = out;
        this.interactive = interactive;
        this.nanos = nanos;
    }

    /** To stderr, redrawing when a console is attached. */
    public static ProgressBar onStderr() {
        return new ProgressBar(System.err, System.console() != null, System::nanoTime);
    }

    @Override
    public void started(int runs, long plannedInvocations) {
        this.runs = runs;
        this.planned = plannedInvocations;
        this.startNanos = nanos.getAsLong();
    }

    @Override
    public void runStarted(SuiteRun run) {
        current = run.toString();
        draw(true);
    }

    @Override
    public void invocation(SuiteRun run) {
        done++;
        draw(false);
    }

    @Override
    public void runFinished(SuiteRun run, Throwable failure) {
        runsDone++;
        if (interactive) {
            if (failure != null) {
                out.print("\r\033[K");
                out.println(run + " FAILED: " + failure.getMessage());
            }
            draw(true);
        } else {
            out.println(line() + (failure == null ? "" : "  FAILED: " + failure.getMessage()));
        }
    }

    @Override
    public void finished() {
        if (interactive) {
            draw(true);
            out.println();
        }
        out.flush();
    }

    private void draw(boolean force) {
        if (!interactive) {
            return;
        }
        long now = nanos.getAsLong();
        if (!force && now - lastDraw < 100_000_000L) {
            return;
        }
        lastDraw = now;
        out.print("\r" + line() + "\033[K");
        out.flush();
    }

    /** The bar's text, e.g. {@code [######......] 120/450 invocations 35.2/s ETA 0:09 | run 3/44 lud small}. */
    String line() {
        long total = Math.max(planned, done);
        int filled = total == 0 ? WIDTH : (int) (WIDTH * done / total);
        double seconds = (nanos.getAsLong() - startNanos) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        String eta = rate > 0 ? clock((total - done) / rate) : "--:--";
        return String.format(Locale.ROOT, "[%s%s] %d/%d invocations %.1f/s ETA %s | run %d/%d %s",
                "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, rate, eta,
                Math.min(runsDone + (interactive ? 1 : 0), runs), runs, current);
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
