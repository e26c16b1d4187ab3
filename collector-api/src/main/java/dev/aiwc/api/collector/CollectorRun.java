package dev.aiwc.api.collector;

import dev.aiwc.api.result.CollectorResult;

/**
 * The state of one collector over one kernel invocation.
 *
 * <p>The engine splits the invocation's work-groups into contiguous ranges whose boundaries depend only on the
 * NDRange (never on the thread count). Each range gets its own {@link Partial}, filled by one worker thread; the
 * finished partials are then {@link #merge merged} strictly in range order, on one thread at a time. So a collector
 * whose merge is deterministic gives byte-identical results for any number of threads.
 */
public interface CollectorRun<P extends Partial> {

    /** A fresh partial for work-groups {@code firstGroup .. firstGroup + groupCount - 1} (linear ids). */
    P newPartial(long firstGroup, long groupCount);

    /**
     * Folds a finished partial into the run; called in range order, never concurrently. It is always one this run's
     * {@link #newPartial} made, so it has the run's own partial type: no cast, no check.
     */
    void merge(P partial);

    /** The result after every partial has been merged. */
    CollectorResult finish();
}
