package dev.aiwc.api.trace;

import dev.aiwc.api.descriptor.AddressSpace;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The packed flags of a memory access, worked out bit by bit from the layout the class documents. */
class MemoryAccessTest {

    @Test
    void aStoreOfFourBytesToLocalMemoryFromAnIrInstruction() {
        // kind 1 (bits 0..1), space code 3 (bits 2..3: 12), the IR flag (bit 4: 16), 4 bytes (bits 8..: 1024)
        int packed = MemoryAccess.pack(MemoryAccess.STORE, 3, 4, true);
        assertEquals(1 + 12 + 16 + 1024, packed);
        assertTrue(MemoryAccess.isStore(packed));
        assertEquals(3, MemoryAccess.spaceCode(packed));
        assertTrue(MemoryAccess.fromIr(packed));
        assertEquals(4, MemoryAccess.bytes(packed));
    }

    @Test
    void aBuiltinsLoadOfOneByteFromGlobalMemory() {
        int packed = MemoryAccess.pack(MemoryAccess.LOAD, 1, 1, false);
        assertEquals(4 + 256, packed);
        assertTrue(MemoryAccess.isLoad(packed));
        assertFalse(MemoryAccess.fromIr(packed));
    }

    @Test
    void anAddressSpaceAndItsCodePackAlike() {
        for (AddressSpace space : AddressSpace.values()) {
            assertEquals(MemoryAccess.pack(MemoryAccess.LOAD, space.code, 8, true),
                    MemoryAccess.pack(MemoryAccess.LOAD, space, 8, true), space.name());
        }
    }
}
