package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.AddressSpace;

/**
 * A program-scope variable the kernel uses: a {@code __constant} table, a {@code __local} array declared in the
 * kernel, or a {@code __global} variable. Constant and global variables are allocated per launch after the
 * argument buffers; local ones per work-group after the local arguments.
 *
 * @param name    IR name
 * @param space   address space
 * @param bytes   size
 * @param initial initial contents (null: zero-filled)
 */
record ProgramVariable(String name, AddressSpace space, long bytes, byte[] initial) {
}
