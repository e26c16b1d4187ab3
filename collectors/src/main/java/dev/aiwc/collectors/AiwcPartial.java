package dev.aiwc.collectors;

import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.collectors.compute.ComputeTally;
import dev.aiwc.collectors.control.BranchTally;
import dev.aiwc.collectors.memory.MemoryTally;
import dev.aiwc.collectors.parallelism.ParallelismTally;

/**
 * One range of work-groups: walks the trace once and hands each event to the tallies of the four concerns
 * (direct calls on final classes, no allocation per event).
 */
final class AiwcPartial implements Partial {
    final ComputeTally compute;
    final ParallelismTally parallelism;
    final MemoryTally memory;
    final BranchTally control;
    private final BlockTable table;
    /** A conditional-branch block whose successor (the work-item's next block) has not been seen yet, or -1. */
    private int pendingBranch = -1;

    AiwcPartial(BlockTable table, InvocationInfo invocation, Profile profile, MemoryTally.Scratch scratch) {
        this.table = table;
        int perGroup = Math.toIntExact(invocation.workItemsPerGroup());
        compute = new ComputeTally(table, profile, perGroup);
        parallelism = new ParallelismTally(table, profile, perGroup);
        memory = new MemoryTally(invocation, profile, scratch);
        control = new BranchTally(table, profile);
    }

    @Override
    public void accept(EventChunk chunk) {
        byte[] kinds = chunk.kind;
        int[] as = chunk.a;
        int[] bs = chunk.b;
        long[] addresses = chunk.address;
        int size = chunk.size();
        for (int i = 0; i < size; i++) {
            int a = as[i];
            switch (kinds[i]) {
                case EventChunk.BLOCK -> {
                    if (pendingBranch >= 0) {
                        control.outcome(pendingBranch, a);
                    }
                    pendingBranch = table.conditional[a] ? a : -1;
                    compute.block(a);
                    parallelism.block(a);
                }
                case EventChunk.MEMORY -> memory.access(bs[i], addresses[i]);
                case EventChunk.BARRIER -> parallelism.barrierArrival();
                case EventChunk.BARRIER_RELEASE -> {
                    parallelism.barrierRelease();
                    memory.segmentEnd();
                }
                case EventChunk.ITEM_BEGIN -> {
                    compute.itemBegin(a);
                    parallelism.itemBegin(a);
                    memory.item(a);
                }
                case EventChunk.ITEM_RESUME -> {
                    compute.itemResume(a);
                    parallelism.itemResume(a);
                    memory.item(a);
                }
                case EventChunk.ITEM_END -> parallelism.itemEnd();
                case EventChunk.GROUP_BEGIN -> {
                    parallelism.groupBegin();
                    pendingBranch = -1;
                }
                case EventChunk.GROUP_END -> {
                    memory.groupEnd();
                    control.groupEnd();
                }
                default -> throw new IllegalStateException("unknown trace event kind " + kinds[i]);
            }
        }
    }

    void merge(AiwcPartial later) {
        compute.merge(later.compute);
        parallelism.merge(later.parallelism);
        memory.merge(later.memory);
        control.merge(later.control);
    }
}
