package dev.aiwc.api.collector;

import dev.aiwc.api.trace.EventChunk;

/** Per-worker collector state for one range of work-groups. Used by one thread at a time. */
public interface Partial {

    /** Consumes a chunk of the trace. The chunk is reused by the engine after the call returns: do not keep it. */
    void accept(EventChunk chunk);

    /**
     * The range's last chunk has been accepted. Called once, on the worker thread, before the partial waits for
     * its merge (which may be long after when an earlier range is slow): a partial drops or hands back here the
     * working state that only consuming the trace needed, so that partials waiting to merge stay small.
     */
    default void rangeDone() {
    }
}
