package dev.aiwc.instrumenter.trace;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.PortableRun;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The smallest useful collector: executed instructions by LLVM opcode, counted from block events and the blocks'
 * static opcode histograms (no event per instruction). It proves the trace path and is what the speed
 * benchmark runs.
 */
public final class InstructionHistogramCollector implements Collector {

    @Override
    public String name() {
        return "histogram";
    }

    @Override
    public String description() {
        return "executed IR instructions by opcode (the trace path at its cheapest)";
    }

    @Override
    public List<MetricDescriptor> metrics() {
        MetricDescriptor.Aggregation sum = MetricDescriptor.Aggregation.SUM;
        return List.of(
                MetricDescriptor.of("histogram.totalInstructions", "instructions",
                        MetricDescriptor.Direction.LOWER_IS_BETTER, sum, "LLVM IR instructions executed by all work-items"),
                MetricDescriptor.of("histogram.opcodeHistogram", "instructions", MetricDescriptor.Direction.NEITHER,
                        sum, "Executed instructions per LLVM opcode"));
    }

    @Override
    public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        return new Run(kernel);
    }

    private static final class Run implements PortableRun<BlockCounter> {
        private final KernelDescriptor kernel;
        private final long[] blockCounts;

        Run(KernelDescriptor kernel) {
            this.kernel = kernel;
            this.blockCounts = new long[kernel.blocks().length];
        }

        @Override
        public BlockCounter newPartial(long firstGroup, long groupCount) {
            return new BlockCounter(kernel.blocks().length);
        }

        @Override
        public void merge(BlockCounter partial) {
            long[] counts = partial.counts;
            for (int i = 0; i < counts.length; i++) {
                blockCounts[i] += counts[i];
            }
        }

        @Override
        public void writePartial(BlockCounter partial, DataOutput out) throws IOException {
            out.writeInt(partial.counts.length);
            for (long c : partial.counts) {
                out.writeLong(c);
            }
        }

        @Override
        public BlockCounter readPartial(DataInput in) throws IOException {
            int n = in.readInt();
            if (n != kernel.blocks().length) {
                throw new IOException("a partial of " + n + " blocks for a kernel of " + kernel.blocks().length);
            }
            BlockCounter p = new BlockCounter(n);
            for (int i = 0; i < n; i++) {
                p.counts[i] = in.readLong();
            }
            return p;
        }

        @Override
        public CollectorResult finish() {
            long[] byOpcode = new long[kernel.opcodeNames().size()];
            long total = 0;
            for (BlockInfo b : kernel.blocks()) {
                long n = blockCounts[b.id()];
                for (int i = 0; i < b.opcodeIds().length; i++) {
                    byOpcode[b.opcodeIds()[i]] += n * b.opcodeCounts()[i];
                }
                total += n * b.instructionCount();
            }
            Map<String, Object> histogram = new java.util.TreeMap<>();
            for (int op = 0; op < byOpcode.length; op++) {
                if (byOpcode[op] > 0) {
                    histogram.put(kernel.opcodeNames().get(op), byOpcode[op]);
                }
            }
            Map<String, Object> section = new LinkedHashMap<>();
            section.put("totalInstructions", total);
            section.put("opcodeHistogram", histogram);
            return new CollectorResult(Map.of(), section);
        }
    }

    /** Counts block entries; everything else follows from the static summaries. */
    private static final class BlockCounter implements Partial {
        final long[] counts;

        BlockCounter(int blocks) {
            counts = new long[blocks];
        }

        @Override
        public void accept(EventChunk chunk) {
            byte[] kind = chunk.kind;
            int[] a = chunk.a;
            long[] c = counts;
            int n = chunk.size();
            for (int i = 0; i < n; i++) {
                if (kind[i] == EventChunk.BLOCK) {
                    c[a[i]]++;
                }
            }
        }
    }
}
