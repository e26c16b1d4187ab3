package dev.aiwc.instrumenter.frontend;

import java.nio.file.Path;

/**
 * The textual IR of one compiled OpenCL C file.
 *
 * @param irText              the LLVM IR as text
 * @param llFile              where that text is stored (in the IR cache)
 * @param compilerDescription clang's version line and the recipe used, for the characterisation's provenance
 */
public record CompiledIr(String irText, Path llFile, String compilerDescription) {
}
