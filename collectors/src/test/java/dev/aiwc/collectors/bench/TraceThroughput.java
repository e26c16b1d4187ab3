package dev.aiwc.collectors.bench;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Consumer;

import static dev.aiwc.collectors.trace.Replay.buffer;

/**
 * The aiwc collector alone, without the simulator: the trace of row-major matrix multiply (N from the first
 * argument, default 256, 16x16 groups, 64 ranges as the engine splits them) is generated into one reused chunk and
 * fed to the collector on this thread. The generator's own cost is measured with a consumer that ignores the
 * chunks and subtracted. Reports thread CPU time and collector events per second. Not a test; run with the test
 * class path: {@code java -cp ... dev.aiwc.collectors.bench.TraceThroughput 256 5}.
 */
public final class TraceThroughput {
    private static final int TILE = 16;
    private static final int RANGES = 64;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 256;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        KernelBuilder k = new KernelBuilder("mm");
        int entry = k.block("call:get_global_id", "call:get_global_id", "br").branch(1);
        int loop = k.block("phi", "load.g", "load.g", "fmul", "fadd", "add", "icmp", "br").conditional(1, 2);
        int exit = k.block("store.g", "ret").ret();
        KernelDescriptor kernel = k.build();
        InvocationInfo invocation = Replay.invocation2d(n, n, TILE, TILE, buffer("A", AddressSpace.GLOBAL, 1),
                buffer("B", AddressSpace.GLOBAL, 2), buffer("C", AddressSpace.GLOBAL, 3));
        int loadA = k.instructionId(loop, 1);
        int loadB = k.instructionId(loop, 2);
        int store = k.instructionId(exit, 0);
        int load = MemoryAccess.pack(MemoryAccess.LOAD, AddressSpace.GLOBAL, 4, true);
        int stored = MemoryAccess.pack(MemoryAccess.STORE, AddressSpace.GLOBAL, 4, true);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[] configs = {"generate", "default", "aiwc"};
        double[][] cpu = new double[configs.length][rounds];
        long[] events = {0};
        for (int round = 0; round < rounds; round++) {
            for (int c = 0; c < configs.length; c++) {
                CollectorRun run = c == 0 ? null : new AiwcCollector().start(kernel, invocation,
                        new CollectorOptions(configs[c], Map.of()));
                long start = threads.getCurrentThreadCpuTime();
                EventChunk chunk = new EventChunk();
                int groupsPerRow = n / TILE;
                int groups = groupsPerRow * groupsPerRow;
                if (c == 0) {
                    events[0] = 0;
                }
                for (int r = 0; r < RANGES; r++) {
                    int first = groups * r / RANGES;
                    int end = groups * (r + 1) / RANGES;
                    Partial partial = run == null ? ch -> events[0] += ch.size() : run.newPartial(first, end - first);
                    Consumer<EventChunk> sink = partial::accept;
                    for (int g = first; g < end; g++) {
                        int gx = g % groupsPerRow;
                        int gy = g / groupsPerRow;
                        add(chunk, sink, EventChunk.GROUP_BEGIN, g, 0, 0);
                        for (int item = 0; item < TILE * TILE; item++) {
                            int j = gx * TILE + item % TILE;
                            int i = gy * TILE + item / TILE;
                            add(chunk, sink, EventChunk.ITEM_BEGIN, item, 0, 0);
                            add(chunk, sink, EventChunk.BLOCK, entry, 0, 0);
                            for (int kk = 0; kk < n; kk++) {
                                add(chunk, sink, EventChunk.BLOCK, loop, 0, 0);
                                add(chunk, sink, EventChunk.MEMORY, loadA, load, Replay.address(1, 4L * (i * n + kk)));
                                add(chunk, sink, EventChunk.MEMORY, loadB, load, Replay.address(2, 4L * (kk * n + j)));
                            }
                            add(chunk, sink, EventChunk.BLOCK, exit, 0, 0);
                            add(chunk, sink, EventChunk.MEMORY, store, stored, Replay.address(3, 4L * (i * n + j)));
                            add(chunk, sink, EventChunk.ITEM_END, item, 0, 0);
                        }
                        add(chunk, sink, EventChunk.GROUP_END, g, 0, 0);
                    }
                    if (chunk.size() > 0) {
                        sink.accept(chunk);
                        chunk.clear();
                    }
                    if (run != null) {
                        run.merge(partial);
                    }
                }
                if (run != null) {
                    run.finish();
                }
                cpu[c][round] = (threads.getCurrentThreadCpuTime() - start) / 1e9;
            }
        }
        double generate = median(cpu[0]);
        System.out.printf("%,d trace events; medians of %d rounds (thread CPU):%n", events[0], rounds);
        for (int c = 0; c < configs.length; c++) {
            double m = median(cpu[c]);
            double own = m - (c == 0 ? 0 : generate);
            System.out.printf("  %-8s %.3f s%s%n", configs[c], m, c == 0 ? "" : String.format(
                    "  collector %.3f s = %.1f M events/s", own, events[0] / own / 1e6));
        }
    }

    private static void add(EventChunk chunk, Consumer<EventChunk> sink, byte kind, int a, int b, long address) {
        if (chunk.isFull()) {
            sink.accept(chunk);
            chunk.clear();
        }
        chunk.add(kind, a, b, address);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
