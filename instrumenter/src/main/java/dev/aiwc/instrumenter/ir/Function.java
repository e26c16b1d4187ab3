package dev.aiwc.instrumenter.ir;

import java.util.List;

/**
 * A defined or declared function.
 *
 * @param name          without {@code @}
 * @param returnType    return type
 * @param parameters    parameters in order
 * @param kernel        true for {@code spir_kernel} functions (or functions listed as kernels in metadata)
 * @param declaration   true for {@code declare}
 * @param blocks        the body (empty for declarations)
 * @param argInfo       OpenCL kernel argument metadata, or null when the function has none
 * @param line          source line of the function's debug info (DISubprogram), 0 when absent
 */
public record Function(String name, IrType returnType, List<Parameter> parameters, boolean kernel,
                       boolean declaration, List<BasicBlock> blocks, KernelArgInfo argInfo, int line) {
}
