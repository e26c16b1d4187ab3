package dev.aiwc.fermil1.simt;

/**
 * Receives a work-group's warp-level instruction instances as {@link WarpReconstructor} rebuilds them. Within a
 * barrier phase every warp's instances arrive in issue order, warp by warp; then {@link #barrier} for each warp if
 * the phase ended at a barrier. The arrays passed in are scratch buffers, valid during the call only.
 */
public interface WarpInstructionSink {

    /** A work-group starts: {@code threads} work-items cut into {@code warps} warps. */
    void groupBegin(long group, int threads, int warps);

    /** A warp executed decoded block {@code block} together with {@code laneCount} active threads. */
    void block(int warp, int block, int laneCount);

    /**
     * A warp memory instruction: static instruction {@code instruction}, its {@code instance}-th execution in
     * the threads (k of the SIMT key), packed {@link dev.aiwc.api.trace.MemoryAccess} flags, and the active lanes
     * (lane index within the warp, ascending) with their addresses.
     */
    void memory(int warp, int instruction, int instance, int flags, int laneCount, int[] lanes, long[] addresses);

    /** The warp reached a work-group barrier. */
    void barrier(int warp);

    /** The work-group ended. */
    void groupEnd();
}
