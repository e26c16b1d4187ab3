package dev.aiwc.api.trace;

import dev.aiwc.api.descriptor.AddressSpace;

/**
 * Packing of a memory access's flags into the {@code b} field of a {@link EventChunk#MEMORY} event:
 * bits 0..1 kind, bits 2..3 address space code, bit 4 set when it comes from an IR load/store
 * (clear for builtins, atomics, memcpy/memset), bits 8..31 access size in bytes.
 */
public final class MemoryAccess {
    public static final int LOAD = 0;
    public static final int STORE = 1;
    public static final int IR_FLAG = 1 << 4;

    private MemoryAccess() {
    }

    public static int pack(int kind, AddressSpace space, int bytes, boolean fromIr) {
        return pack(kind, space.code, bytes, fromIr);
    }

    /** {@link #pack(int, AddressSpace, int, boolean)} with the space as its code (a virtual address's space bits). */
    public static int pack(int kind, int spaceCode, int bytes, boolean fromIr) {
        return kind | (spaceCode << 2) | (fromIr ? IR_FLAG : 0) | (bytes << 8);
    }

    public static int kind(int packed) {
        return packed & 3;
    }

    public static boolean isLoad(int packed) {
        return (packed & 3) == LOAD;
    }

    public static boolean isStore(int packed) {
        return (packed & 3) == STORE;
    }

    public static int spaceCode(int packed) {
        return (packed >>> 2) & 3;
    }

    public static boolean fromIr(int packed) {
        return (packed & IR_FLAG) != 0;
    }

    public static int bytes(int packed) {
        return packed >>> 8;
    }
}
