package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.VirtualAddress;

/**
 * Maps default-layout virtual addresses to the reference AIWC layout {@code (index << 48) | offset}, the space
 * dropped: global and constant buffers share one numbering and local buffers another ({@link BufferInfo#index}),
 * so local buffer 1 aliases global buffer 1 (as in Oclgrind, whose addresses AIWC histograms).
 */
public final class AiwcAddressLayout {
    private static final int AIWC_BUFFER_SHIFT = 48;
    /** Collectors pack an address with one more bit, so AIWC addresses must stay below 2^62. */
    private static final int MAX_AIWC_INDEX = (1 << 14) - 1;
    /** {@code index << 48} per (space, buffer) at {@code space * stride + buffer}; -1 for unnamed buffers. */
    private final long[] base;
    private final int stride;

    public AiwcAddressLayout(InvocationInfo invocation) {
        int maxBuffer = 0;
        for (BufferInfo b : invocation.buffers()) {
            maxBuffer = Math.max(maxBuffer, b.index());
            if (b.index() > MAX_AIWC_INDEX) {
                throw new IllegalArgumentException("buffer " + b.name() + " has AIWC index " + b.index()
                        + ", above the " + MAX_AIWC_INDEX + " buffers the aiwc profile supports; use --profile default");
            }
        }
        stride = maxBuffer + 1;
        base = new long[4 * stride];
        java.util.Arrays.fill(base, -1L);
        for (BufferInfo b : invocation.buffers()) {
            if (b.index() > 0) {
                base[b.space().code * stride + b.index()] = ((long) b.index()) << AIWC_BUFFER_SHIFT;
            }
        }
    }

    public long translate(long address) {
        int space = (int) (address >>> VirtualAddress.SPACE_SHIFT);
        int buffer = (int) (address >>> VirtualAddress.BUFFER_SHIFT) & 0xFFFF;
        long b = space < 4 && buffer < stride ? base[space * stride + buffer] : -1L;
        if (b < 0) {
            throw new IllegalStateException("trace address 0x" + Long.toHexString(address) + " lies in buffer "
                    + buffer + " of address space " + space + ", which the invocation's buffer list does not name;"
                    + " the instrumenter must list every buffer in InvocationInfo.buffers");
        }
        return b | (address & VirtualAddress.OFFSET_MASK);
    }
}
