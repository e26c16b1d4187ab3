package dev.aiwc.fermil1;

import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;

import java.util.ArrayList;
import java.util.List;

/** Builds an instrumented trace event by event, as the engine would emit it, in small chunks. */
public final class TraceWriter {
    private final List<EventChunk> chunks = new ArrayList<>();
    private EventChunk chunk;
    private final int capacity;

    public TraceWriter() {
        this(64);
    }

    /** Small chunks make work-groups span chunk boundaries. */
    public TraceWriter(int capacity) {
        this.capacity = capacity;
        chunk = new EventChunk(capacity);
        chunks.add(chunk);
    }

    private TraceWriter add(byte kind, int a, int b, long address) {
        if (chunk.isFull()) {
            chunk = new EventChunk(capacity);
            chunks.add(chunk);
        }
        chunk.add(kind, a, b, address);
        return this;
    }

    public static long global(long offset) {
        return VirtualAddress.make(AddressSpace.GLOBAL, 1, offset);
    }

    public static long local(long offset) {
        return VirtualAddress.make(AddressSpace.LOCAL, 1, offset);
    }

    public TraceWriter groupBegin(int g) {
        return add(EventChunk.GROUP_BEGIN, g, 0, 0);
    }

    public TraceWriter groupEnd(int g) {
        return add(EventChunk.GROUP_END, g, 0, 0);
    }

    public TraceWriter item(int id) {
        return add(EventChunk.ITEM_BEGIN, id, 0, 0);
    }

    public TraceWriter resume(int id) {
        return add(EventChunk.ITEM_RESUME, id, 0, 0);
    }

    public TraceWriter itemEnd(int id) {
        return add(EventChunk.ITEM_END, id, 0, 0);
    }

    public TraceWriter block(int b) {
        return add(EventChunk.BLOCK, b, 0, 0);
    }

    public TraceWriter load(int instruction, long globalOffset, int bytes) {
        return add(EventChunk.MEMORY, instruction, MemoryAccess.pack(MemoryAccess.LOAD, AddressSpace.GLOBAL, bytes, true),
                global(globalOffset));
    }

    public TraceWriter store(int instruction, long globalOffset, int bytes) {
        return add(EventChunk.MEMORY, instruction, MemoryAccess.pack(MemoryAccess.STORE, AddressSpace.GLOBAL, bytes, true),
                global(globalOffset));
    }

    public TraceWriter localLoad(int instruction, long offset, int bytes) {
        return add(EventChunk.MEMORY, instruction, MemoryAccess.pack(MemoryAccess.LOAD, AddressSpace.LOCAL, bytes, true),
                local(offset));
    }

    public TraceWriter barrier(int instruction) {
        return add(EventChunk.BARRIER, instruction, 0, 0);
    }

    public TraceWriter release(int instruction) {
        return add(EventChunk.BARRIER_RELEASE, instruction, 0, 0);
    }

    public List<EventChunk> chunks() {
        return chunks;
    }

    /** Feeds every chunk to a partial. */
    public void feed(Partial partial) {
        for (EventChunk c : chunks) {
            partial.accept(c);
        }
    }
}
