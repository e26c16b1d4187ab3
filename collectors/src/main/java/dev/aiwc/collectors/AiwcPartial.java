package dev.aiwc.collectors;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.collectors.compute.ComputeTally;
import dev.aiwc.collectors.control.BranchTally;
import dev.aiwc.collectors.memory.MemoryTally;
import dev.aiwc.collectors.parallelism.ParallelismTally;

/**
 * One range of work-groups: walks the trace once and hands each event to the tallies of the four concerns. The
 * per-block work of compute and parallelism (block counts, instruction positions, freedom-to-reorder records) is
 * done here, in one loop per profile on local variables (the default profile's in {@link #plainEvents}), because
 * blocks are half of all events; the tallies receive per-piece and per-work-item totals.
 *
 * <p>Instruction positions: {@code position} counts instructions, {@code memoryEnd} is the position just after the
 * last IR load/store. A block whose last load/store sits at offset {@code m - 1} adds the records of its loads and
 * stores, which telescope to {@code position + m - memoryEnd}, and moves {@code memoryEnd} there.
 */
final class AiwcPartial implements Partial {
    private static final long U32 = 0xFFFF_FFFFL;
    private static final int SLICE = 0xFFFF;
    final ComputeTally compute;
    final ParallelismTally parallelism;
    final MemoryTally memory;
    final BranchTally control;
    private final BlockTable table;
    private final boolean aiwc;
    /** Default: the instruction of the async copy whose accesses are arriving, or {@link #NO_COPY}. */
    private static final int NO_COPY = -1;
    private int copyInProgress = NO_COPY;
    /** A conditional-branch block whose successor (the work-item's next block) has not been seen yet, or -1. */
    private int pendingBranch = -1;
    /**
     * The run of equal branch outcomes gathered so far: its {@code branch << 32 | next} pair and its length (0: none).
     * The trace loops hand outcomes to the branch tally as runs ({@link BranchTally#outcomes}), since a loop's trips
     * repeat one pair; a call per outcome cost mm N=256 on one thread 0.135 s of a 1.12 s launch. A run ends at a
     * work-group's end, where the tally closes the group's streams, and at the end of a slice of a chunk.
     */
    private long outcomePair;
    private long outcomeRun;
    /** Default profile: runs that ended in {@link #plainEvents}, as pairs of {@code outcomePair, outcomeRun}. */
    private final long[] endedRuns = new long[2 * 64];
    /** The running work-item's instruction position and load/store end (default: per work-item; aiwc: shared). */
    private long position;
    private long memoryEnd;
    /** Default profile: the freedom-to-reorder records of the slice so far, handed to the compute tally at its end. */
    private long reorder;
    /** Default profile: the flags bits that keep an access out of {@link #plainEvents} (see there). */
    private final int notPlain;
    /** Position where the current piece to barrier began; AIWC also where the work-item began. */
    private long pieceStart;
    private long itemStart;
    private int item = -1;
    /** Default profile: the saved positions of work-items parked at a barrier. */
    private final long[] positionOf;
    private final long[] memoryEndOf;

    AiwcPartial(BlockTable table, InvocationInfo invocation, Profile profile, MemoryTally.Pool pool,
                int segmentEntries) {
        this.table = table;
        this.aiwc = profile == Profile.AIWC;
        int perGroup = Math.toIntExact(invocation.workItemsPerGroup());
        compute = new ComputeTally(table, profile);
        parallelism = new ParallelismTally(profile);
        memory = new MemoryTally(invocation, profile, pool, segmentEntries);
        control = new BranchTally(table, profile);
        positionOf = aiwc ? null : new long[perGroup];
        memoryEndOf = aiwc ? null : new long[perGroup];
        // a plain access: a known kind, and where the kernel makes async copies, made by the IR
        notPlain = table.anyAsyncCopy ? 2 | MemoryAccess.IR_FLAG : 2;
    }

    @Override
    public void accept(EventChunk chunk) {
        int size = chunk.size();
        // Slices keep the packed 16-bit per-space access counts of the default loop from overflowing.
        for (int from = 0; from < size; from += SLICE) {
            int to = Math.min(size, from + SLICE);
            if (aiwc) {
                acceptAiwc(chunk, from, to);
            } else {
                acceptDefault(chunk, from, to);
            }
        }
    }

    /** Default profile: every counter belongs to its work-item, which may park at a barrier and resume. */
    private void acceptDefault(EventChunk chunk, int from, int to) {
        byte[] kinds = chunk.kind;
        int[] as = chunk.a;
        int[] bs = chunk.b;
        long[] addresses = chunk.address;
        int i = from;
        while (i < to) {
            i = plainEvents(kinds, as, bs, addresses, i, to);
            // a block here stopped the loop only for its full run buffer, now handed over: it goes on from the block
            if (i < to && kinds[i] != EventChunk.BLOCK) {
                event(kinds[i], as[i], bs[i], addresses[i]);
                i++;
            }
        }
        memory.addSpaces(spaces(kinds, bs, from, to));
        flushOutcomes();
        compute.addReorder(reorder);
        reorder = 0;
    }

    /**
     * Default profile: the events from {@code i} on while they are blocks or plain accesses with room (nearly all
     * events); returns the index of the first other event, or {@code to}. Its state is loaded from the fields and
     * stored back once, and it makes no call, so the JIT keeps that state in registers: with the rare events' calls
     * in the same loop, it kept the index and counts on the stack. Runs of branch outcomes that end here wait in
     * {@link #endedRuns} for the branch tally, in order, until the loop stops.
     */
    private int plainEvents(byte[] kinds, int[] as, int[] bs, long[] addresses, int i, int to) {
        long[] executions = compute.blockExecutions();
        long[] steps = table.step;
        int notPlain = this.notPlain;
        long[] entries = memory.entries();
        int count = memory.entryCount();
        long pos = position;
        long memEnd = memoryEnd;
        int pending = pendingBranch;
        long runPair = outcomePair;
        long runLength = outcomeRun;
        long[] ended = endedRuns;
        int endedLength = 0;
        int start = i;
        long memEndBefore = memEnd;
        for (; i < to; i++) {
            byte kind = kinds[i];
            int a = as[i];
            if (kind == EventChunk.MEMORY) {
                int flags = bs[i];
                if (((flags ^ MemoryAccess.IR_FLAG) & notPlain) != 0 || count == entries.length) {
                    break;
                }
                entries[count++] = MemoryTally.plainEntry(flags, addresses[i]);
            } else if (kind == EventChunk.BLOCK) {
                if (pending >= 0) {
                    long pair = (long) pending << 32 | a;
                    if (pair == runPair) {
                        runLength++;
                    } else {
                        if (runLength != 0) {
                            if (endedLength == ended.length) {
                                break;
                            }
                            ended[endedLength] = runPair;
                            ended[endedLength + 1] = runLength;
                            endedLength += 2;
                        }
                        runPair = pair;
                        runLength = 1;
                    }
                }
                executions[a]++;
                long step = steps[a];
                pending = (step & 1) != 0 ? a : -1;
                int m = (int) step >>> 1;
                if (m != 0) {
                    memEnd = pos + m;
                }
                pos += step >>> 32;
            } else {
                break;
            }
        }
        memory.entryCount(count);
        position = pos;
        memoryEnd = memEnd;
        pendingBranch = pending;
        // each block's reorder records (pos + m - memEnd at the block) telescope over the stretch
        reorder += memEnd - memEndBefore;
        for (int r = 0; r < endedLength; r += 2) {
            control.outcomes((int) (ended[r] >>> 32), (int) ended[r], ended[r + 1]);
        }
        outcomePair = runPair;
        outcomeRun = runLength;
        if (i > start) {
            copyInProgress = NO_COPY;
        }
        return i;
    }

    /**
     * Default profile: any one event but a block, on the fields. Blocks are {@link #plainEvents}' alone: it stops at
     * one only when its buffer of ended runs is full, and, the buffer handed over, takes that block when called again.
     */
    private void event(byte kind, int a, int flags, long address) {
        switch (kind) {
            case EventChunk.MEMORY -> {
                long entry = memory.entry(flags, address);
                if (table.isAsyncCopyAccess(a, flags)) {
                    // A collective copy, done by whichever work-item reached it first: kept apart (MemoryTally).
                    memory.copyAccess(entry, a != copyInProgress);
                    copyInProgress = a;
                    return;
                }
                copyInProgress = NO_COPY;
                long[] entries = memory.entries();
                int count = memory.entryCount();
                if (count == entries.length) {
                    entries = memory.growEntries();
                    count = memory.entryCount(); // 0 when the segment spilled to its file
                }
                entries[count] = entry;
                memory.entryCount(count + 1);
            }
            case EventChunk.BARRIER -> parallelism.barrierArrival(position - pieceStart);
            case EventChunk.BARRIER_RELEASE -> memory.segmentEnd();
            case EventChunk.ITEM_BEGIN -> {
                park(position, memoryEnd);
                item = a;
                position = 0;
                memoryEnd = 0;
                pieceStart = 0;
                parallelism.itemBegin();
                memory.item(a);
            }
            case EventChunk.ITEM_RESUME -> {
                park(position, memoryEnd);
                item = a;
                position = positionOf[a];
                memoryEnd = memoryEndOf[a];
                pieceStart = position;
                memory.item(a);
            }
            case EventChunk.ITEM_END -> parallelism.itemEnd(position - pieceStart, position);
            case EventChunk.GROUP_BEGIN -> {
                parallelism.groupBegin();
                pendingBranch = -1;
            }
            case EventChunk.GROUP_END -> {
                memory.groupEnd();
                flushOutcomes();
                control.groupEnd();
            }
            default -> throw new IllegalStateException("unknown trace event kind " + kind);
        }
    }

    /**
     * The slice's accesses per address space, four 16-bit counts packed in one long: a pass of its own, which keeps
     * the trace loop's registers for its state.
     */
    private static long spaces(byte[] kinds, int[] bs, int from, int to) {
        long spaces = 0;
        for (int i = from; i < to; i++) {
            if (kinds[i] == EventChunk.MEMORY) {
                spaces += 1L << (16 * MemoryAccess.spaceCode(bs[i]));
            }
        }
        return spaces;
    }

    /** Block {@code branch} ended in a conditional branch and its work-item went on in block {@code next}. */
    private void outcome(int branch, int next) {
        long pair = (long) branch << 32 | next;
        if (pair == outcomePair) {
            outcomeRun++;
        } else {
            flushOutcomes();
            outcomePair = pair;
            outcomeRun = 1;
        }
    }

    /** Hands the branch tally the run of equal outcomes gathered so far, if any. */
    private void flushOutcomes() {
        if (outcomeRun != 0) {
            control.outcomes((int) (outcomePair >>> 32), (int) outcomePair, outcomeRun);
            outcomeRun = 0;
        }
    }

    private void park(long pos, long memEnd) {
        if (item >= 0) {
            positionOf[item] = pos;
            memoryEndOf[item] = memEnd;
        }
    }

    /**
     * AIWC profile: the reference keeps one set of counters per worker, shared by the group's work-items, which run
     * one after another. The position runs on; a work-item's begin restarts freedom to reorder, ITB and IPT, a
     * barrier's release restarts ITB only; ITB and IPT are read (as 32-bit values) when a work-item ends.
     */
    private void acceptAiwc(EventChunk chunk, int from, int to) {
        byte[] kinds = chunk.kind;
        int[] as = chunk.a;
        int[] bs = chunk.b;
        long[] addresses = chunk.address;
        long[] executions = compute.blockExecutions();
        int[] instructions = table.instructions;
        int[] memoryEnds = table.memoryEnd;
        boolean[] conditional = table.conditional;
        long pos = position;
        long memEnd = memoryEnd;
        long reorder = 0;
        int pending = pendingBranch;
        long[] entries = memory.entries();
        int count = memory.entryCount();
        for (int i = from; i < to; i++) {
            int a = as[i];
            switch (kinds[i]) {
                case EventChunk.BLOCK -> {
                    executions[a]++;
                    if (pending >= 0) {
                        outcome(pending, a);
                    }
                    pending = conditional[a] ? a : -1;
                    int m = memoryEnds[a];
                    if (m != 0) {
                        reorder += pos + m - memEnd;
                        memEnd = pos + m;
                    }
                    pos += instructions[a];
                }
                case EventChunk.MEMORY -> {
                    long entry = memory.entry(bs[i], addresses[i]);
                    if (count == entries.length) {
                        memory.entryCount(count);
                        entries = memory.growEntries();
                        count = memory.entryCount(); // 0 when the segment spilled to its file
                    }
                    entries[count++] = entry;
                }
                case EventChunk.BARRIER -> parallelism.barrierArrival(0);
                case EventChunk.BARRIER_RELEASE -> {
                    pieceStart = pos;
                    memory.entryCount(count);
                    memory.segmentEnd();
                    entries = memory.entries();
                    count = memory.entryCount();
                }
                case EventChunk.ITEM_BEGIN -> {
                    memEnd = pos;
                    pieceStart = pos;
                    itemStart = pos;
                    parallelism.itemBegin();
                    memory.entryCount(count);
                    memory.item(a);
                }
                case EventChunk.ITEM_RESUME -> {
                    memory.entryCount(count);
                    memory.item(a);
                }
                case EventChunk.ITEM_END -> parallelism.itemEnd((pos - pieceStart) & U32, (pos - itemStart) & U32);
                case EventChunk.GROUP_BEGIN -> {
                    parallelism.groupBegin();
                    pending = -1;
                }
                case EventChunk.GROUP_END -> {
                    memory.entryCount(count);
                    memory.groupEnd();
                    entries = memory.entries();
                    count = memory.entryCount();
                    flushOutcomes();
                    control.groupEnd();
                }
                default -> throw new IllegalStateException("unknown trace event kind " + kinds[i]);
            }
        }
        memory.entryCount(count);
        position = pos;
        memoryEnd = memEnd;
        pendingBranch = pending;
        flushOutcomes();
        compute.addReorder(reorder);
    }

    @Override
    public void rangeDone() {
        memory.rangeDone();
    }

    /** Writes what {@link #merge} reads: the four tallies' totals, none of the trace-walking state. */
    void write(DataOutput out) throws IOException {
        compute.write(out);
        parallelism.write(out);
        memory.write(out);
        control.write(out);
    }

    /** Reads into this fresh partial what {@link #write} wrote. */
    void read(DataInput in) throws IOException {
        compute.read(in);
        parallelism.read(in);
        memory.read(in);
        control.read(in);
    }

    void merge(AiwcPartial later) {
        compute.merge(later.compute);
        parallelism.merge(later.parallelism);
        memory.merge(later.memory);
        control.merge(later.control);
    }
}
