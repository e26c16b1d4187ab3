package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.VirtualAddress;

/**
 * Maps default-layout virtual addresses to the reference AIWC layout {@code (aiwcIndex << 48) | offset}, where
 * global and constant buffers share one numbering and local buffers another, so local buffer 1 aliases global
 * buffer 1 (as in Oclgrind, whose addresses AIWC histograms).
 */
public final class AiwcAddressLayout {
    private static final int AIWC_BUFFER_SHIFT = 48;
    private final int[][] aiwcIndex = new int[4][];

    public AiwcAddressLayout(InvocationInfo invocation) {
        int[] max = new int[4];
        for (BufferInfo b : invocation.buffers()) {
            max[b.space().code] = Math.max(max[b.space().code], b.index());
        }
        for (int s = 0; s < 4; s++) {
            aiwcIndex[s] = new int[max[s] + 1];
        }
        for (BufferInfo b : invocation.buffers()) {
            aiwcIndex[b.space().code][b.index()] = b.aiwcIndex();
        }
    }

    public long translate(long address) {
        int space = VirtualAddress.space(address);
        int buffer = VirtualAddress.buffer(address);
        int[] row = space < 4 ? aiwcIndex[space] : null;
        if (row == null || buffer >= row.length || row[buffer] == 0) {
            throw new IllegalStateException("trace address 0x" + Long.toHexString(address) + " lies in buffer "
                    + buffer + " of address space " + space + ", which the invocation's buffer list does not name;"
                    + " the instrumenter must list every buffer in InvocationInfo.buffers");
        }
        return ((long) row[buffer] << AIWC_BUFFER_SHIFT) | VirtualAddress.offset(address);
    }
}
