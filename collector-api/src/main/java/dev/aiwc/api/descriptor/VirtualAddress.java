package dev.aiwc.api.descriptor;

/**
 * The deterministic virtual address layout: {@code (space << 56) | (bufferIndex << 40) | byteOffset}.
 * Offsets up to 1 TiB, 65535 buffers per space.
 */
public final class VirtualAddress {
    public static final int SPACE_SHIFT = 56;
    public static final int BUFFER_SHIFT = 40;
    public static final long OFFSET_MASK = (1L << BUFFER_SHIFT) - 1;

    private VirtualAddress() {
    }

    public static long make(AddressSpace space, int buffer, long offset) {
        return ((long) space.code << SPACE_SHIFT) | ((long) buffer << BUFFER_SHIFT) | offset;
    }

    public static int space(long address) {
        return (int) (address >>> SPACE_SHIFT);
    }

    public static int buffer(long address) {
        return (int) ((address >>> BUFFER_SHIFT) & 0xFFFF);
    }

    public static long offset(long address) {
        return address & OFFSET_MASK;
    }
}
