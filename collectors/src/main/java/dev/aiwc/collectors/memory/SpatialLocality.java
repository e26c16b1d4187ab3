package dev.aiwc.collectors.memory;

/**
 * Parallel spatial locality (PSL): how concentrated the addresses are that the work-items of a group touch at the
 * same step of their programs, per barrier segment, for 0..10 skipped low address bits.
 */
sealed interface SpatialLocality permits DefaultSpatialLocality, AiwcSpatialLocality {

    /** A barrier segment ended: {@code sums[n]} is the sum over its timesteps of the entropies, {@code steps} their number. */
    void segment(double[] sums, long steps);

    /** The work-group ended (after its last segment). */
    void groupEnd();

    /** Folds a later range's state into this one; called in range order. */
    void merge(SpatialLocality later);

    /** Writes what {@link #merge} reads of a finished range (a split launch's piece file). */
    void write(java.io.DataOutput out) throws java.io.IOException;

    /** Reads into this fresh instance what {@link #write} wrote. */
    void read(java.io.DataInput in) throws java.io.IOException;

    /** PSL in bits per skipped-bit count 0..10. */
    double[] psl();

    /** PSL normalised by the entropy of a fully spread access of one group. */
    double[] normed(long workItemsPerGroup);
}
