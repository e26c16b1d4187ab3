package dev.aiwc.api.descriptor;

/**
 * Static facts about one IR instruction of the decoded program.
 *
 * @param id            static instruction id, dense from 0 over the whole program
 * @param block         decoded block that contains it
 * @param opcode        index into {@link KernelDescriptor#opcodeNames()}
 * @param callee        index into {@link KernelDescriptor#calleeNames()} for a {@code call}, otherwise -1
 * @param resultWidth   element count of the result type when it is a vector, 1 otherwise (also 1 for void)
 * @param storedWidth   for a {@code store} or a call of {@code vstoreN}/{@code vstore_halfN}/{@code vstorea_halfN}:
 *                      element count of the stored value when it is a vector, 1 otherwise; 0 for every other
 *                      instruction
 * @param irMemoryOp    true for an IR {@code load} or {@code store} (any address space, private included)
 * @param space         for an IR load/store: the pointer's address space; null otherwise
 * @param accessBytes   for an IR load/store: bytes accessed; 0 otherwise
 * @param line          debug source line, 0 when unknown
 * @param file          the file of that line when it is not the program's own file (an {@code #include}d header, as
 *                      the debug info names it), else null
 * @param text          the instruction as written in the IR (for messages and per-line reports)
 */
public record InstructionInfo(int id, int block, int opcode, int callee, int resultWidth, int storedWidth,
                              boolean irMemoryOp, AddressSpace space, int accessBytes, int line, String file,
                              String text) {

    /** An instruction of the program's own file (or of no known line). */
    public InstructionInfo(int id, int block, int opcode, int callee, int resultWidth, int storedWidth,
                           boolean irMemoryOp, AddressSpace space, int accessBytes, int line, String text) {
        this(id, block, opcode, callee, resultWidth, storedWidth, irMemoryOp, space, accessBytes, line, null, text);
    }

    /** SIMD width under the corrected definition: the stored vector for a store or vstore, else the result vector. */
    public int simdWidth() {
        return storedWidth > 0 ? storedWidth : resultWidth;
    }

    /** An IR {@code store} (a vstore builtin call has a stored width too, but is no IR memory instruction). */
    public boolean isStore() {
        return irMemoryOp && storedWidth > 0;
    }
}
