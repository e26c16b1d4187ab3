package dev.aiwc.collectors.compute;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.BlockTable;
import dev.aiwc.collectors.Profile;
import dev.aiwc.collectors.stats.Coverage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Instruction mix and freedom to reorder. The trace loop ({@code AiwcPartial}) only counts block executions here
 * and adds the freedom-to-reorder records; the opcode and call histograms follow at the end from the blocks' static
 * summaries.
 */
public final class ComputeTally {
    private final BlockTable table;
    private final boolean aiwc;
    /** Executions of each decoded block: every per-instruction count is derived from these. */
    private final long[] blockExecutions;
    /** Sum of the freedom-to-reorder records; their number is the count of IR loads/stores. */
    private long reorderSum;

    public ComputeTally(BlockTable table, Profile profile) {
        this.table = table;
        this.aiwc = profile == Profile.AIWC;
        this.blockExecutions = new long[table.size()];
    }

    /** Executions per block, incremented in place by the trace loop. */
    public long[] blockExecutions() {
        return blockExecutions;
    }

    /** Adds freedom-to-reorder records that sum to {@code sum}. */
    public void addReorder(long sum) {
        reorderSum += sum;
    }

    /** Writes what {@link #merge} reads of a finished range (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        out.writeInt(blockExecutions.length);
        for (long n : blockExecutions) {
            out.writeLong(n);
        }
        out.writeLong(reorderSum);
    }

    /** Reads into this fresh tally what {@link #write} wrote. */
    public void read(DataInput in) throws IOException {
        int n = in.readInt();
        if (n != blockExecutions.length) {
            throw new IOException("a compute tally of " + n + " blocks for a kernel of " + blockExecutions.length);
        }
        for (int b = 0; b < n; b++) {
            blockExecutions[b] = in.readLong();
        }
        reorderSum = in.readLong();
    }

    public void merge(ComputeTally other) {
        for (int b = 0; b < blockExecutions.length; b++) {
            blockExecutions[b] += other.blockExecutions[b];
        }
        reorderSum += other.reorderSum;
    }

    /** Fills the {@code compute} category. */
    public void finish(KernelDescriptor kernel, long workItems, Map<String, Object> out) {
        long[] opcodes = new long[kernel.opcodeNames().size()];
        long[] callees = new long[kernel.calleeNames().size()];
        long total = 0;
        long memoryOps = 0;
        for (BlockInfo block : kernel.blocks()) {
            long n = blockExecutions[block.id()];
            if (n == 0) {
                continue;
            }
            total += n * block.instructionCount();
            memoryOps += n * table.memoryOps[block.id()];
            for (int i = 0; i < block.opcodeIds().length; i++) {
                opcodes[block.opcodeIds()[i]] += n * block.opcodeCounts()[i];
            }
            for (int i = 0; i < block.calleeIds().length; i++) {
                callees[block.calleeIds()[i]] += n * block.calleeCounts()[i];
            }
        }
        out.put("opcodeDiversity", Coverage.ninetyPercent(opcodes));
        out.put("totalInstructions", total);
        out.put("opcodeHistogram", byCountDescending(kernel.opcodeNames(), opcodes));
        out.put("callHistogram", byCountDescending(kernel.calleeNames(), callees));
        double reorder = (double) reorderSum / memoryOps;
        double pressure = (double) memoryOps / workItems;
        if (!aiwc) {
            // The reference divides 0 by 0 here (NaN); the corrected definition reports 0 for "nothing to reorder".
            reorder = memoryOps == 0 ? 0 : reorder;
            pressure = workItems == 0 ? 0 : pressure;
        }
        out.put("freedomToReorder", reorder);
        out.put("resourcePressure", pressure);
    }

    /** Names with a non-zero count, most frequent first, ties by name, so the JSON is deterministic. */
    private static Map<String, Object> byCountDescending(List<String> names, long[] counts) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                ids.add(i);
            }
        }
        ids.sort((x, y) -> counts[x] != counts[y] ? Long.compare(counts[y], counts[x])
                : names.get(x).compareTo(names.get(y)));
        Map<String, Object> map = new LinkedHashMap<>();
        for (int id : ids) {
            map.merge(names.get(id), counts[id], (p, q) -> (Long) p + (Long) q);
        }
        return map;
    }
}
