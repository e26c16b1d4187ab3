package dev.aiwc.api.trace;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A producer that writes a chunk's arrays itself sets its count, within the capacity; adding goes on from there. */
class EventChunkTest {

    @Test
    void aCountSetByTheProducerIsWhatCollectorsReadAndWhereAddingGoesOn() {
        EventChunk chunk = new EventChunk(8);
        chunk.kind[0] = EventChunk.BLOCK;
        chunk.a[0] = 5;
        chunk.kind[1] = EventChunk.MEMORY;
        chunk.a[1] = 7;
        chunk.size(2);
        assertEquals(2, chunk.size());
        chunk.add(EventChunk.BLOCK, 9);
        assertEquals(3, chunk.size());
        assertEquals(9, chunk.a[2]);
        chunk.size(8);
        assertTrue(chunk.isFull());
    }

    @Test
    void aCountOutsideTheCapacityIsRefused() {
        EventChunk chunk = new EventChunk(8);
        assertThrows(IllegalArgumentException.class, () -> chunk.size(9));
        assertThrows(IllegalArgumentException.class, () -> chunk.size(-1));
        assertEquals(0, chunk.size());
    }
}
