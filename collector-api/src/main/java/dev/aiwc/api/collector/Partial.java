package dev.aiwc.api.collector;

import dev.aiwc.api.trace.EventChunk;

/** Per-worker collector state for one range of work-groups. Used by one thread at a time. */
public interface Partial {

    /** Consumes a chunk of the trace. The chunk is reused by the engine after the call returns: do not keep it. */
    void accept(EventChunk chunk);
}
