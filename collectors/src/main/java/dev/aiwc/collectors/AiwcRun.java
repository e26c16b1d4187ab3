package dev.aiwc.collectors;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.collector.PortableRun;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;

import dev.aiwc.collectors.memory.MemoryTally;

import java.util.LinkedHashMap;
import java.util.Map;

/** One invocation's AIWC metrics: partials per work-group range, folded in range order into {@link #total}. */
final class AiwcRun implements PortableRun<AiwcPartial> {
    private final KernelDescriptor kernel;
    private final InvocationInfo invocation;
    private final Profile profile;
    private final BlockTable table;
    private final AiwcPartial total;
    /** Entries of a barrier segment a worker holds in memory before it spills to a file. */
    private final int segmentEntries;
    /** Address tables and ledgers of finished ranges, handed to new partials (allocation only, not results). */
    private final MemoryTally.Pool pool = new MemoryTally.Pool();

    AiwcRun(KernelDescriptor kernel, InvocationInfo invocation, Profile profile, int segmentEntries) {
        this.kernel = kernel;
        this.invocation = invocation;
        this.profile = profile;
        this.segmentEntries = segmentEntries;
        this.table = new BlockTable(kernel);
        this.total = new AiwcPartial(table, invocation, profile, null, segmentEntries);
    }

    @Override
    public AiwcPartial newPartial(long firstGroup, long groupCount) {
        return new AiwcPartial(table, invocation, profile, pool, segmentEntries);
    }

    @Override
    public void merge(AiwcPartial p) {
        total.merge(p);
        p.memory.release();
    }

    @Override
    public void writePartial(AiwcPartial partial, DataOutput out) throws IOException {
        partial.write(out);
    }

    @Override
    public AiwcPartial readPartial(DataInput in) throws IOException {
        AiwcPartial p = new AiwcPartial(table, invocation, profile, pool, segmentEntries);
        p.rangeDone(); // it walks no trace: its segment ledger goes straight back
        p.read(in);
        return p;
    }

    @Override
    public CollectorResult finish() {
        pool.clear();
        Map<String, Object> compute = new LinkedHashMap<>();
        Map<String, Object> parallelism = new LinkedHashMap<>();
        Map<String, Object> memory = new LinkedHashMap<>();
        Map<String, Object> control = new LinkedHashMap<>();
        long[] blocks = total.compute.blockExecutions();
        long workItems = total.parallelism.workItems();
        if (profile == Profile.AIWC) {
            workItems &= 0xFFFF_FFFFL; // the reference counts work-items in 32 bits
        }
        total.compute.finish(kernel, workItems, compute);
        long instructions = (Long) compute.get("totalInstructions");
        total.parallelism.finish(kernel, invocation, blocks, instructions, parallelism);
        total.memory.finish(kernel, invocation, blocks, memory);
        total.control.finish(control);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        metrics.put("parallelism", parallelism);
        metrics.put("memory", memory);
        metrics.put("control", control);
        return new CollectorResult(metrics, null);
    }
}
