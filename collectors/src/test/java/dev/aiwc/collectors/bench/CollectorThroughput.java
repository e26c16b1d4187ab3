package dev.aiwc.collectors.bench;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures what the aiwc collector adds to a simulation: matrix multiply (N from the first argument, default
 * 128, 16x16 groups) on one thread (the calling one), without a collector, with an event-counting collector, and
 * with the aiwc collector in each profile. Reports thread CPU time, which other processes on a shared machine
 * do not inflate, and the collector's cost per trace event as the CPU time beyond the bare simulation. Not a test;
 * run with the test class path: {@code java -cp ... dev.aiwc.collectors.bench.CollectorThroughput 256 5 none,count,default,aiwc}.
 */
public final class CollectorThroughput {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 128;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        Path mm = Path.of(CollectorThroughput.class.getResource("/kernels/mm.cl").toURI());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[] configs = args.length > 2 ? args[2].split(",") : new String[]{"none", "count", "default", "aiwc"};
        double[][] cpu = new double[configs.length][rounds];
        long events = 0;
        for (int round = 0; round < rounds; round++) {
            for (int c = 0; c < configs.length; c++) {
                String config = configs[c];
                SimulatorConfig sc = SimulatorConfig.defaults().withThreads(1);
                EventCount counter = new EventCount();
                if (config.equals("count")) {
                    sc = sc.withCollectors(List.of(counter), new CollectorOptions("default", Map.of()));
                } else if (!config.equals("none")) {
                    sc = sc.withCollectors(List.of(new AiwcCollector()), new CollectorOptions(config, Map.of()));
                }
                try (Simulator sim = new Simulator(sc)) {
                    ProgramHandle p = sim.build(mm, "");
                    BufferHandle a = sim.createBuffer("A", 4L * n * n, null);
                    BufferHandle b = sim.createBuffer("B", 4L * n * n, null);
                    BufferHandle out = sim.createBuffer("C", 4L * n * n, null);
                    long start = System.nanoTime();
                    long cpuStart = threads.getCurrentThreadCpuTime();
                    sim.launch(p, "mm", NDRange.of(new long[]{n, n}, new long[]{16, 16}),
                            List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(out), KernelArg.i32(n)));
                    double seconds = (System.nanoTime() - start) / 1e9;
                    double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
                    cpu[c][round] = cpuSeconds;
                    if (config.equals("count")) {
                        events = counter.events.get();
                    }
                    System.out.printf("round %d %-8s wall %.3f s, thread CPU %.3f s, %.1f M instructions/CPU-s%n",
                            round, config, seconds, cpuSeconds, sim.lastInstructions() / cpuSeconds / 1e6);
                }
            }
        }
        double none = configs[0].equals("none") ? median(cpu[0]) : 0.0;
        System.out.printf("%,d trace events; medians of %d rounds (thread CPU):%n", events, rounds);
        for (int c = 0; c < configs.length; c++) {
            double m = median(cpu[c]);
            double extra = m - none;
            System.out.printf("  %-8s %.3f s  collector %.3f s = %.1f M events/s%n", configs[c], m, extra,
                    extra > 0 ? events / extra / 1e6 : Double.POSITIVE_INFINITY);
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    /** Counts trace events: the cost of merely receiving the trace, and the denominator of events per second. */
    private static final class EventCount implements Collector {
        final AtomicLong events = new AtomicLong();

        @Override
        public String name() {
            return "event-count";
        }

        @Override
        public String description() {
            return "counts trace events";
        }

        @Override
        public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
            return new CollectorRun<Partial>() {
                @Override
                public Partial newPartial(long firstGroup, long groupCount) {
                    return (EventChunk chunk) -> events.addAndGet(chunk.size());
                }

                @Override
                public void merge(Partial partial) {
                }

                @Override
                public CollectorResult finish() {
                    return new CollectorResult(Map.of(), null);
                }
            };
        }
    }
}
