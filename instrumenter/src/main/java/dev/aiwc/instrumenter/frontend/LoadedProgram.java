package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.ir.Module;

/**
 * A parsed program together with how it was obtained.
 *
 * @param module              the parsed IR
 * @param compilerDescription clang's version and recipe, or {@code LLVM IR read from <file>} for .ll input
 */
public record LoadedProgram(Module module, String compilerDescription) {
}
