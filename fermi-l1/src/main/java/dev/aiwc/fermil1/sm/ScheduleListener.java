package dev.aiwc.fermil1.sm;

import dev.aiwc.fermil1.simt.BlockTrace;

/** Observes global memory instructions as they issue (for the scheduled-trace export). */
public interface ScheduleListener {
    /**
     * @param order  issue position of the warp instruction, from 0, over the whole GPU
     * @param sm     SM that issued it
     * @param block  the thread block's trace
     * @param warp   warp within the block
     * @param memory index of the memory operation in {@code block}
     * @param store  true for a store
     */
    void issued(long order, int sm, BlockTrace block, int warp, int memory, boolean store);
}
