package dev.aiwc.instrumenter.ir;

import java.util.List;
import java.util.Map;

/**
 * A parsed LLVM IR module.
 *
 * @param sourceName    the file it was read from, for messages
 * @param sourceFile    the OpenCL source file named in its debug info ({@code DIFile}), or null
 * @param structs       named struct types
 * @param globals       module-level variables in order
 * @param functions     functions in order, definitions and declarations
 */
public record Module(String sourceName, String sourceFile, Map<String, IrType.StructType> structs,
                     List<GlobalVariable> globals, List<Function> functions) {

    public Function function(String name) {
        for (Function f : functions) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    public GlobalVariable global(String name) {
        for (GlobalVariable g : globals) {
            if (g.name().equals(name)) {
                return g;
            }
        }
        return null;
    }

    public List<Function> kernels() {
        return functions.stream().filter(Function::kernel).toList();
    }
}
