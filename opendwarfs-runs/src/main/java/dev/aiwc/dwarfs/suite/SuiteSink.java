package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.device.LaunchResult;

/**
 * Where a suite run's launches go: the CLI supplies one that writes the characterisation JSON and CSVs. Calls
 * come from the suite's thread in plan order; {@link #invocation} in launch order within a run.
 */
public interface SuiteSink {

    default void runStarted(SuiteRun run) {
    }

    /** One completed launch of {@code run}. */
    void invocation(SuiteRun run, LaunchResult result);

    /** The run ended; {@code failure} is null when its check passed, else why it failed. */
    default void runFinished(SuiteRun run, Throwable failure) {
    }
}
