package dev.aiwc.api.descriptor;

/**
 * A memory region of one invocation in the virtual address space.
 *
 * @param name      buffer or variable name (kernel argument name, or program-scope variable)
 * @param space     address space
 * @param index     index from 1 as used in the address layout: global and constant buffers share one numbering
 *                  (so no global and constant buffer have the same index), local buffers have their own
 * @param bytes     size in bytes
 */
public record BufferInfo(String name, AddressSpace space, int index, long bytes) {

    /** Start address of the region in the default layout. */
    public long base() {
        return VirtualAddress.make(space, index, 0);
    }
}
