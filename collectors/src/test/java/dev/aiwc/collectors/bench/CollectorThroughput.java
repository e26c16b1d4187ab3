package dev.aiwc.collectors.bench;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Measures what the aiwc collector adds to a simulation: matrix multiply (N from the first argument, default
 * 128, 16x16 groups) on one thread, without a collector and with the aiwc collector in each profile. Not a test;
 * run with the test class path: {@code java -cp ... dev.aiwc.collectors.bench.CollectorThroughput 128}.
 */
public final class CollectorThroughput {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 128;
        Path mm = Path.of(CollectorThroughput.class.getResource("/kernels/mm.cl").toURI());
        for (int round = 0; round < 4; round++) {
            for (String config : new String[]{"none", "default", "aiwc"}) {
                SimulatorConfig c = SimulatorConfig.defaults().withThreads(1);
                if (!config.equals("none")) {
                    c = c.withCollectors(List.of(new AiwcCollector()), new CollectorOptions(config, null, Map.of()));
                }
                try (Simulator sim = new Simulator(c)) {
                    ProgramHandle p = sim.build(mm, "");
                    BufferHandle a = sim.createBuffer("A", 4L * n * n, null);
                    BufferHandle b = sim.createBuffer("B", 4L * n * n, null);
                    BufferHandle out = sim.createBuffer("C", 4L * n * n, null);
                    long start = System.nanoTime();
                    sim.launch(p, "mm", NDRange.of(new long[]{n, n}, new long[]{16, 16}),
                            List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(out), KernelArg.i32(n)));
                    double seconds = (System.nanoTime() - start) / 1e9;
                    System.out.printf("round %d %-8s %.3f s, %.1f M instructions/s%n", round, config, seconds,
                            sim.lastInstructions() / seconds / 1e6);
                }
            }
        }
    }
}
