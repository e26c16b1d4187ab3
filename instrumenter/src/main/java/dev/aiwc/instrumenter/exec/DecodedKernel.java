package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.instrumenter.builtins.ResolvedBuiltin;

import java.util.List;

/**
 * A kernel and every function it calls, decoded into flat arrays for the interpreter: one int code stream,
 * branches with the phi moves of each edge inline, per-function frame templates holding constants,
 * and the static {@link KernelDescriptor} that collectors see. Immutable after decoding except for
 * {@link #relocate}, which patches program-variable addresses into the frame templates before each launch.
 */
final class DecodedKernel {
    final String name;
    final KernelDescriptor descriptor;
    final int[] code;
    final int[] blockPc;
    final int[] blockLength;
    final int[] frameSize;
    final long[][] frameTemplate;
    final int[] entryBlock;
    final int[][] paramSlots;
    final int[][] paramLanes;
    final int[][] layouts;
    final ResolvedBuiltin[] builtins;
    final int[][] argLists;
    final MemoryBuiltin[] memoryBuiltins;
    final long[][] caseTables;
    final String[] messages;
    final int[][] relocations;
    final List<ProgramVariable> variables;
    final int registerStackSlots;
    final boolean usesBarriers;
    /** Work-groups must run in order on one thread: a used global atomic result, or printf. */
    final boolean orderedAtomics;
    final int kernelFunction;

    DecodedKernel(String name, KernelDescriptor descriptor, int[] code, int[] blockPc, int[] blockLength,
                  int[] frameSize, long[][] frameTemplate, int[] entryBlock, int[][] paramSlots, int[][] paramLanes,
                  int[][] layouts, ResolvedBuiltin[] builtins, int[][] argLists, MemoryBuiltin[] memoryBuiltins,
                  long[][] caseTables, String[] messages, int[][] relocations, List<ProgramVariable> variables,
                  int registerStackSlots, boolean usesBarriers, boolean orderedAtomics, int kernelFunction) {
        this.name = name;
        this.descriptor = descriptor;
        this.code = code;
        this.blockPc = blockPc;
        this.blockLength = blockLength;
        this.frameSize = frameSize;
        this.frameTemplate = frameTemplate;
        this.entryBlock = entryBlock;
        this.paramSlots = paramSlots;
        this.paramLanes = paramLanes;
        this.layouts = layouts;
        this.builtins = builtins;
        this.argLists = argLists;
        this.memoryBuiltins = memoryBuiltins;
        this.caseTables = caseTables;
        this.messages = messages;
        this.relocations = relocations;
        this.variables = variables;
        this.registerStackSlots = registerStackSlots;
        this.usesBarriers = usesBarriers;
        this.orderedAtomics = orderedAtomics;
        this.kernelFunction = kernelFunction;
    }

    private CompiledBlocks compiled;
    private boolean compileTried;

    /**
     * The blocks compiled to JVM bytecode ({@link BlockCompiler}), made on first use; null when the kernel is too large
     * for it: then everything is interpreted.
     */
    synchronized CompiledBlocks compiled() {
        if (!compileTried) {
            compileTried = true;
            compiled = BlockCompiler.compile(this);
        }
        return compiled;
    }

    /**
     * Writes the addresses of program variables into the frame templates.
     * {@code relocations[f]} holds triples (slot, variable index, byte offset).
     */
    void relocate(long[] variableBase) {
        for (int f = 0; f < relocations.length; f++) {
            int[] rel = relocations[f];
            for (int i = 0; i < rel.length; i += 3) {
                frameTemplate[f][rel[i]] = variableBase[rel[i + 1]] + rel[i + 2];
            }
        }
    }
}
