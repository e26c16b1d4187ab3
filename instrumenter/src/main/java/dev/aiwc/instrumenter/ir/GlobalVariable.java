package dev.aiwc.instrumenter.ir;

/**
 * A module-level variable.
 *
 * @param name         without {@code @}
 * @param valueType    the type of the variable's contents
 * @param addressSpace LLVM address space (spir: 0 private, 1 global, 2 constant, 3 local)
 * @param initializer  initial value, or null for {@code external}/no initializer
 * @param constant     declared {@code constant}
 * @param alignment    {@code align N}, 0 when absent
 */
public record GlobalVariable(String name, IrType valueType, int addressSpace, Operand initializer, boolean constant,
                             long alignment) {
}
