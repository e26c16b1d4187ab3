package dev.aiwc.instrumenter.device;

/**
 * One pass of a launch under a compile pipeline.
 *
 * @param recipe       how its IR was obtained: clang's version, clang's and opt's arguments (the compiler
 *                     description of that build)
 * @param instructions the IR instructions the pass simulated
 */
public record PipelineRun(String recipe, long instructions) {
}
