package dev.aiwc.api.descriptor;

/**
 * A decoded block: a straight run of instructions that always executes completely once entered.
 * Its summary lets collectors account for every instruction from one {@code BLOCK} event.
 *
 * @param id               dense block id over the whole program
 * @param function         owning function id
 * @param label            the IR label of the basic block it comes from (with a {@code .N} suffix for splits)
 * @param firstInstruction first static instruction id; instructions are contiguous
 * @param instructionCount number of instructions
 * @param terminator       how the block ends
 * @param trueSuccessor    for a conditional branch the block entered when the condition is true;
 *                         for BRANCH/FALLTHROUGH/BARRIER/CALL-continuation the next block; -1 otherwise
 * @param falseSuccessor   for a conditional branch the block entered when the condition is false; -1 otherwise
 * @param terminatorInstruction static id of the last instruction
 * @param line             source line of the terminator (0 when unknown)
 * @param opcodeIds        distinct opcodes in the block (parallel to {@code opcodeCounts})
 * @param opcodeCounts     how many instructions of each opcode
 * @param calleeIds        distinct callees of {@code call}s in the block (parallel to {@code calleeCounts})
 * @param calleeCounts     calls of each callee
 * @param memoryOpOffsets  offsets within the block (0-based) of the IR load/store instructions, ascending
 */
public record BlockInfo(int id, int function, String label, int firstInstruction, int instructionCount,
                        Terminator terminator, int trueSuccessor, int falseSuccessor, int terminatorInstruction,
                        int line, int[] opcodeIds, int[] opcodeCounts, int[] calleeIds, int[] calleeCounts,
                        int[] memoryOpOffsets) {
}
