package dev.aiwc.api.collector;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * A run whose partials can leave the process: {@code aiwc run --groups I/N} writes the partials of its share of a
 * launch's work-group ranges to a file, and the merge reads every share back and {@link #merge merges} them in
 * range order, so that N processes give the characterisation one process gives, byte for byte.
 *
 * <p>Optional: a collector whose run does not implement this still runs whole launches; {@code --groups} refuses
 * it by name. The engine calls {@link #writePartial} after the partial's {@link Partial#rangeDone()}, on one
 * thread at a time and in range order, never on the hot path.
 */
public interface PortableRun<P extends Partial> extends CollectorRun<P> {

    /** Writes what {@link #merge} reads of a finished partial (not the working state that only tracing needs). */
    void writePartial(P partial, DataOutput out) throws IOException;

    /**
     * Reads a partial {@link #writePartial} wrote, in a run started for the same kernel, invocation and options, so
     * that merging it is the same as merging the partial that was written.
     */
    P readPartial(DataInput in) throws IOException;
}
