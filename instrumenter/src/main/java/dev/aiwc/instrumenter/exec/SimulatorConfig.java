package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.instrumenter.frontend.OptLevel;

import java.io.PrintStream;
import java.util.List;

/**
 * How the simulator runs.
 *
 * @param threads         worker threads (results do not depend on it)
 * @param maxInstructions instruction budget per launch; a kernel that exceeds it fails with a clear error
 * @param optLevel        compile pipeline for OpenCL C
 * @param collectors      collectors attached to every launch
 * @param options         options passed to the collectors
 * @param printOut        where kernel printf output goes
 * @param compile         run blocks compiled to JVM bytecode where possible (same results; off: interpret all)
 */
public record SimulatorConfig(int threads, long maxInstructions, OptLevel optLevel, List<Collector> collectors,
                              CollectorOptions options, PrintStream printOut, boolean compile) {

    /** A generous default budget: 10^12 instructions (hours of simulation). */
    public static final long DEFAULT_MAX_INSTRUCTIONS = 1_000_000_000_000L;

    public static SimulatorConfig defaults() {
        return new SimulatorConfig(Runtime.getRuntime().availableProcessors(), DEFAULT_MAX_INSTRUCTIONS,
                OptLevel.DEFAULT, List.of(), CollectorOptions.defaults(), System.out,
                Boolean.parseBoolean(System.getProperty("aiwc.compile", "true")));
    }

    public SimulatorConfig withThreads(int n) {
        return new SimulatorConfig(n, maxInstructions, optLevel, collectors, options, printOut, compile);
    }

    public SimulatorConfig withCollectors(List<Collector> c, CollectorOptions o) {
        return new SimulatorConfig(threads, maxInstructions, optLevel, c, o, printOut, compile);
    }

    public SimulatorConfig withMaxInstructions(long n) {
        return new SimulatorConfig(threads, n, optLevel, collectors, options, printOut, compile);
    }

    public SimulatorConfig withCompile(boolean on) {
        return new SimulatorConfig(threads, maxInstructions, optLevel, collectors, options, printOut, on);
    }

    public SimulatorConfig withOptLevel(OptLevel level) {
        return new SimulatorConfig(threads, maxInstructions, level, collectors, options, printOut, compile);
    }
}
