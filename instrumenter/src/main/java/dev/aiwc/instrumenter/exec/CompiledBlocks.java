package dev.aiwc.instrumenter.exec;

/**
 * A kernel's decoded blocks compiled to JVM bytecode by {@link BlockCompiler}: the same operations as the
 * interpreter, without decoding operands or dispatching per operation, so the JIT compiles each block's straight-line
 * code and the loops between blocks.
 */
abstract class CompiledBlocks {
    /**
     * Enters {@code block} and runs it and the blocks it branches to until an operation the compiled code leaves to the
     * interpreter (calls, returns, barriers, switches, ...); returns {@code -1 - pc} of that operation. Every block
     * entered is entered through {@link GroupExecutor#enter} exactly once, as the interpreter would.
     */
    abstract int run(GroupExecutor ex, long[] r, int b, int block);
}
