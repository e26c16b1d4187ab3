package dev.aiwc.collectors.trace;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes synthetic traces with the simulator's schedule: per work-group, segment by segment, each work-item runs
 * its part of the segment in local id order, then arrives at the barrier (or ends after its last segment); a
 * barrier releases once all have arrived and the work-items resume in order.
 */
public final class TraceBuilder {
    private final IntArrayList kinds = new IntArrayList();
    private final IntArrayList as = new IntArrayList();
    private final IntArrayList bs = new IntArrayList();
    private final LongArrayList addresses = new LongArrayList();
    /** Event index at which each work-group starts, by group order of appearance. */
    private final IntArrayList groupStarts = new IntArrayList();

    /** What one work-item does in one segment. */
    @FunctionalInterface
    public interface ItemProgram {
        void run(int item, int segment, Events events);
    }

    /** The events a work-item can produce inside a segment. */
    public final class Events {
        public Events block(int block) {
            add(EventChunk.BLOCK, block, 0, 0);
            return this;
        }

        public Events load(int instruction, AddressSpace space, long address) {
            return access(instruction, MemoryAccess.LOAD, space, address, true);
        }

        public Events store(int instruction, AddressSpace space, long address) {
            return access(instruction, MemoryAccess.STORE, space, address, true);
        }

        /** A load or store not from an IR load/store (builtin, atomic, memcpy). */
        public Events access(int instruction, int kind, AddressSpace space, long address, boolean fromIr) {
            add(EventChunk.MEMORY, instruction, MemoryAccess.pack(kind, space, 4, fromIr), address);
            return this;
        }
    }

    private final Events events = new Events();

    private void add(byte kind, int a, int b, long address) {
        kinds.add(kind);
        as.add(a);
        bs.add(b);
        addresses.add(address);
    }

    /**
     * Appends work-group {@code group} of {@code items} work-items running {@code segments} barrier segments;
     * {@code barrierInstruction} is the static id reported with barrier events.
     */
    public TraceBuilder group(int group, int items, int segments, int barrierInstruction, ItemProgram program) {
        groupStarts.add(kinds.size());
        add(EventChunk.GROUP_BEGIN, group, 0, 0);
        for (int s = 0; s < segments; s++) {
            for (int item = 0; item < items; item++) {
                add(s == 0 ? EventChunk.ITEM_BEGIN : EventChunk.ITEM_RESUME, item, 0, 0);
                program.run(item, s, events);
                if (s < segments - 1) {
                    add(EventChunk.BARRIER, barrierInstruction, 0, 0);
                } else {
                    add(EventChunk.ITEM_END, item, 0, 0);
                }
            }
            if (s < segments - 1) {
                add(EventChunk.BARRIER_RELEASE, barrierInstruction, 0, 0);
            }
        }
        add(EventChunk.GROUP_END, group, 0, 0);
        return this;
    }

    /** A work-group without barriers. */
    public TraceBuilder group(int group, int items, ItemProgram program) {
        return group(group, items, 1, -1, program);
    }

    public int groups() {
        return groupStarts.size();
    }

    /** The events of work-groups {@code from .. to-1} cut into chunks of at most {@code capacity} events. */
    public List<EventChunk> chunks(int from, int to, int capacity) {
        int start = groupStarts.getInt(from);
        int end = to == groupStarts.size() ? kinds.size() : groupStarts.getInt(to);
        List<EventChunk> chunks = new ArrayList<>();
        EventChunk chunk = new EventChunk(capacity);
        for (int i = start; i < end; i++) {
            if (chunk.isFull()) {
                chunks.add(chunk);
                chunk = new EventChunk(capacity);
            }
            chunk.add((byte) kinds.getInt(i), as.getInt(i), bs.getInt(i), addresses.getLong(i));
        }
        chunks.add(chunk);
        return chunks;
    }
}
