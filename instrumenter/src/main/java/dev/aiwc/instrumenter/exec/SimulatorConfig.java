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
 * @param maxItemInstructions instruction budget of one work-item between two barriers (or its start and end): it
 *                        stops a runaway loop early, and bounds the memory of the trace the collectors keep for one
 *                        barrier segment
 * @param timeLimitSeconds wall-clock limit of one launch in seconds (0: none), checked every few million
 *                        instructions: the only bound that holds however slowly a kernel simulates
 * @param optLevel        the characterisation compile pipeline for OpenCL C ({@code --opt}); collectors that count
 *                        the GPU pipeline get their own pass at {@link OptLevel#GPU}
 * @param collectors      collectors attached to every launch
 * @param options         options passed to the collectors
 * @param printOut        where kernel printf output goes
 * @param compile         run blocks compiled to JVM bytecode where possible (same results; off: interpret all)
 */
public record SimulatorConfig(int threads, long maxInstructions, long maxItemInstructions, long timeLimitSeconds,
                              OptLevel optLevel,
                              List<Collector> collectors, CollectorOptions options, PrintStream printOut,
                              boolean compile) {

    /**
     * The default launch budget, 2^34 (about 1.7e10) instructions: some 40 s of one core, 64 times the README's
     * 269-million-instruction matrix multiply, so a runaway launch (a loop with a barrier in it, a huge NDRange)
     * stops within a minute; a longer legitimate launch raises it with {@code --max-instructions}.
     */
    public static final long DEFAULT_MAX_INSTRUCTIONS = 1L << 34;

    /**
     * The default budget of one work-item between barriers, 2^25 (33,554,432) instructions: a runaway loop without a
     * barrier stops in a fraction of a second, while the trace of that one segment (8 bytes per memory access, kept
     * until the next barrier, on each worker thread) stays near 100 MB per thread; {@code --max-item-instructions}
     * raises it.
     */
    public static final long DEFAULT_MAX_ITEM_INSTRUCTIONS = 1L << 25;

    /**
     * The default wall-clock limit of one launch: 45 s, so that with start-up and compilation a runaway kernel is
     * stopped within a minute however slowly it simulates (a loop around a barrier runs at a tenth of the usual
     * speed); {@code --time-limit} raises it, 0 removes it.
     */
    public static final long DEFAULT_TIME_LIMIT_SECONDS = 45;

    /** The budgets of trusted, long workloads (the dwarf suite's large sizes run for hours): 10^12 and unlimited. */
    public static final long GENEROUS_MAX_INSTRUCTIONS = 1_000_000_000_000L;

    public static SimulatorConfig defaults() {
        return new SimulatorConfig(Runtime.getRuntime().availableProcessors(), DEFAULT_MAX_INSTRUCTIONS,
                DEFAULT_MAX_ITEM_INSTRUCTIONS, DEFAULT_TIME_LIMIT_SECONDS, OptLevel.DEFAULT, List.of(), CollectorOptions.defaults(), System.out,
                Boolean.parseBoolean(System.getProperty("aiwc.compile", "true")));
    }

    public SimulatorConfig withThreads(int n) {
        return new SimulatorConfig(n, maxInstructions, maxItemInstructions, timeLimitSeconds,
                optLevel, collectors, options, printOut, compile);
    }

    public SimulatorConfig withCollectors(List<Collector> c, CollectorOptions o) {
        return new SimulatorConfig(threads, maxInstructions, maxItemInstructions, timeLimitSeconds,
                optLevel, c, o, printOut, compile);
    }

    public SimulatorConfig withMaxInstructions(long n) {
        return new SimulatorConfig(threads, n, maxItemInstructions, timeLimitSeconds,
                optLevel, collectors, options, printOut, compile);
    }

    public SimulatorConfig withMaxItemInstructions(long n) {
        return new SimulatorConfig(threads, maxInstructions, n, timeLimitSeconds,
                optLevel, collectors, options, printOut, compile);
    }

    public SimulatorConfig withTimeLimitSeconds(long seconds) {
        return new SimulatorConfig(threads, maxInstructions, maxItemInstructions, seconds, optLevel, collectors,
                options, printOut, compile);
    }

    public SimulatorConfig withCompile(boolean on) {
        return new SimulatorConfig(threads, maxInstructions, maxItemInstructions, timeLimitSeconds,
                optLevel, collectors, options, printOut, on);
    }

    public SimulatorConfig withOptLevel(OptLevel level) {
        return new SimulatorConfig(threads, maxInstructions, maxItemInstructions, timeLimitSeconds,
                level, collectors, options, printOut, compile);
    }
}
