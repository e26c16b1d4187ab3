package dev.aiwc.api.descriptor;

import java.util.List;

/**
 * Everything static that collectors may know about the program a kernel runs: its functions, decoded blocks and
 * instructions, with opcode and callee names. Filled by the instrumenter; collectors never see its classes.
 *
 * @param kernelName   the kernel function
 * @param sourcePath   the program file as the user named it
 * @param opcodeNames  LLVM opcode names, indexed by {@link InstructionInfo#opcode()}
 * @param calleeNames  callee names, indexed by {@link InstructionInfo#callee()}
 * @param functions    functions indexed by id
 * @param blocks       decoded blocks indexed by id
 * @param instructions instructions indexed by static id
 */
public record KernelDescriptor(String kernelName, String sourcePath, List<String> opcodeNames,
                               List<String> calleeNames, List<FunctionInfo> functions, BlockInfo[] blocks,
                               InstructionInfo[] instructions) {

    public int opcodeId(String name) {
        return opcodeNames.indexOf(name);
    }
}
