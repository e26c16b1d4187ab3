package dev.aiwc.dwarfs.suite;

/** Observes a suite's progress; {@link ProgressBar} draws it on stderr. */
public interface SuiteProgress {

    default void started(int runs, long plannedInvocations) {
    }

    default void runStarted(SuiteRun run) {
    }

    default void invocation(SuiteRun run) {
    }

    default void runFinished(SuiteRun run, Throwable failure) {
    }

    default void finished() {
    }

    SuiteProgress NONE = new SuiteProgress() {
    };
}
