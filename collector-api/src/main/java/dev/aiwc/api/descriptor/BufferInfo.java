package dev.aiwc.api.descriptor;

/**
 * A memory region of one invocation in the virtual address space.
 *
 * @param name      buffer or variable name (kernel argument name, or program-scope variable)
 * @param space     address space
 * @param index     index within its space (from 1) as used in the default address layout
 * @param aiwcIndex index in the reference AIWC layout: global and constant buffers share one numbering
 *                  from 1, local buffers have their own from 1
 * @param bytes     size in bytes
 */
public record BufferInfo(String name, AddressSpace space, int index, int aiwcIndex, long bytes) {

    /** Start address of the region in the default layout. */
    public long base() {
        return VirtualAddress.make(space, index, 0);
    }

    /** Start address of the region in the reference AIWC layout. */
    public long aiwcBase() {
        return ((long) aiwcIndex) << 48;
    }
}
