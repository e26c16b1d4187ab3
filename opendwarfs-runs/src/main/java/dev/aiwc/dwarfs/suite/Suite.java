package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs a {@link SuitePlan}: one fresh device per (application, size) run, so invocation numbers start from 0 in
 * every run's output directory; runs go one after the other in plan order (the device's own worker threads, e.g.
 * {@code --threads N} of the simulator, parallelise inside a launch, and results never depend on them). A run whose
 * check fails, or that needs more than the Java heap may take, is reported and the suite goes on; a device that cannot
 * be opened stops the suite.
 */
public final class Suite {

    /** Opens the device a run executes on; the CLI builds it from its options (simulator, threads, collectors). */
    @FunctionalInterface
    public interface DeviceFactory {
        ComputeDevice open(SuiteRun run);
    }

    private Suite() {
    }

    public static SuiteSummary run(SuitePlan plan, DeviceFactory devices, SuiteSink sink, SuiteProgress progress) {
        long start = System.nanoTime();
        progress.started(plan.runs().size(), plan.plannedInvocations());
        List<String> failures = new ArrayList<>();
        int outOfMemory = 0;
        long[] invocations = {0};
        for (SuiteRun run : plan.runs()) {
            progress.runStarted(run);
            sink.runStarted(run);
            Throwable failure = null;
            try (ComputeDevice device = devices.open(run)) {
                // a launch's collectors may finish while the next launch runs; every result is in before the run ends
                device.deferResults(true);
                RuntimeException thrown = null;
                try {
                    run.application().run(device, run.size(), result -> {
                        invocations[0]++;
                        sink.invocation(run, result);
                        progress.invocation(run);
                    });
                } catch (RuntimeException e) {
                    thrown = e;
                }
                // the launches before a failed check or launch are written too, as they were before results waited
                try {
                    device.flush();
                } catch (RuntimeException e) {
                    if (thrown == null) {
                        thrown = e;
                    } else {
                        thrown.addSuppressed(e);
                    }
                }
                if (thrown != null) {
                    throw thrown;
                }
            } catch (AiwcException e) {
                if (e.kind() == AiwcException.Kind.MISSING_PREREQUISITE) {
                    progress.finished();
                    throw e;
                }
                failure = e;
            } catch (RuntimeException | OutOfMemoryError e) {
                // a run that outgrew the heap (on this thread or a worker) is garbage once abandoned: the next may fit
                failure = AiwcException.outOfMemory(e) ? AiwcException.outOfMemory() : e;
            }
            if (failure instanceof AiwcException a && a.kind() == AiwcException.Kind.OUT_OF_MEMORY) {
                outOfMemory++;
            }
            if (failure != null) {
                failures.add(run + ": " + failure.getMessage());
            }
            sink.runFinished(run, failure);
            progress.runFinished(run, failure);
        }
        progress.finished();
        return new SuiteSummary(plan.runs().size(), invocations[0], (System.nanoTime() - start) / 1e9,
                List.copyOf(failures), outOfMemory);
    }
}
