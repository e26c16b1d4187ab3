package dev.aiwc.collectors.parallelism;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.Profile;
import dev.aiwc.collectors.stats.CountHistogram;
import it.unimi.dsi.fastutil.ints.Int2LongOpenHashMap;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Work distribution and thread-level parallelism: work-items, barriers, instructions to barrier (ITB) and per
 * work-item (IPT), and the SIMD width of executed instructions. The trace loop ({@code AiwcPartial}) counts the
 * instructions of each piece and reports them here.
 */
public final class ParallelismTally {
    private final boolean aiwc;
    private long workItems;
    private long workGroups;
    private long barriersHit;
    private final CountHistogram itb = new CountHistogram();
    private final CountHistogram ipt = new CountHistogram();

    public ParallelismTally(Profile profile) {
        this.aiwc = profile == Profile.AIWC;
    }

    public long workItems() {
        return workItems;
    }

    public void groupBegin() {
        workGroups++;
    }

    public void itemBegin() {
        workItems++;
    }

    /** A work-item arrived at a barrier after {@code piece} instructions since it began or last resumed. */
    public void barrierArrival(long piece) {
        barriersHit++;
        if (!aiwc) {
            itb.add(piece);
        }
    }

    /** A work-item ended: its last piece to barrier, and its instruction count (as the profile defines both). */
    public void itemEnd(long piece, long total) {
        itb.add(piece);
        ipt.add(total);
    }

    /** Writes what {@link #merge} reads of a finished range (a split launch's piece file). */
    public void write(DataOutput out) throws IOException {
        out.writeLong(workItems);
        out.writeLong(workGroups);
        out.writeLong(barriersHit);
        itb.write(out);
        ipt.write(out);
    }

    /** Reads into this fresh tally what {@link #write} wrote. */
    public void read(DataInput in) throws IOException {
        workItems = in.readLong();
        workGroups = in.readLong();
        barriersHit = in.readLong();
        itb.read(in);
        ipt.read(in);
    }

    public void merge(ParallelismTally other) {
        workItems += other.workItems;
        workGroups += other.workGroups;
        barriersHit += other.barriersHit;
        itb.add(other.itb);
        ipt.add(other.ipt);
    }

    /** Fills the {@code parallelism} category; needs the merged block executions and the total instruction count. */
    public void finish(KernelDescriptor kernel, InvocationInfo invocation, long[] blockExecutions,
                       long totalInstructions, Map<String, Object> out) {
        // SIMD widths as a histogram width -> instructions, from the static instructions of every executed block.
        Int2LongOpenHashMap widths = new Int2LongOpenHashMap();
        InstructionInfo[] instructions = kernel.instructions();
        int maxWidth = 0;
        for (BlockInfo block : kernel.blocks()) {
            long n = blockExecutions[block.id()];
            if (n == 0) {
                continue;
            }
            for (int i = block.firstInstruction(); i < block.firstInstruction() + block.instructionCount(); i++) {
                InstructionInfo info = instructions[i];
                int w = aiwc ? info.resultWidth() : info.simdWidth();
                w = Math.max(1, w);
                widths.addTo(w, n);
                maxWidth = Math.max(maxWidth, w);
            }
        }
        long operandSum = 0;
        long counted = 0;
        for (int w = 1; w <= maxWidth; w++) {
            operandSum += w * widths.get(w);
            counted += widths.get(w);
        }
        if (aiwc) {
            // The reference sums widths and their counts in 32-bit unsigned integers.
            operandSum &= 0xFFFF_FFFFL;
            counted &= 0xFFFF_FFFFL;
        }
        double mean = (double) operandSum / counted;
        double squares = 0.0;
        for (int w = 1; w <= maxWidth; w++) {
            long c = widths.get(w);
            if (c != 0) {
                squares += (w - mean) * (w - mean) * c;
            }
        }
        double sd = Math.sqrt(squares / counted);

        long items = aiwc ? workItems & 0xFFFF_FFFFL : workItems;
        long perGroup = invocation.workItemsPerGroup();
        out.put("workItems", items);
        out.put("workGroups", aiwc ? invocation.groupCount() : workGroups);
        out.put("workItemsPerGroup", perGroup);
        long barriers = aiwc ? 0 : barriersHit;
        out.put("barriersHit", barriers);
        out.put("itb", summary(itb, true));
        out.put("ipt", summary(ipt, false));
        Map<String, Object> simd = new LinkedHashMap<>();
        simd.put("max", (long) maxWidth);
        simd.put("mean", aiwc || counted != 0 ? mean : 0.0);
        simd.put("sd", aiwc || counted != 0 ? sd : 0.0);
        out.put("simdWidth", simd);
        out.put("simdOperandSum", operandSum);
        out.put("granularity", aiwc || items != 0 ? 1.0 / items : 0.0);
        out.put("barriersPerInstruction", aiwc || totalInstructions != 0
                ? (double) (barriers + items) / totalInstructions : 0.0);
        // The paper's "instructions per operand" is 1 / simdOperandSum; the ratio here is instructions per SIMD lane
        // (1 / mean width), kept under the reference's name in the aiwc profile.
        out.put(aiwc ? "instructionsPerOperand" : "instructionsPerSimdLane",
                aiwc || operandSum != 0 ? (double) totalInstructions / operandSum : 0.0);
        out.put("loadImbalance", ipt.max() - ipt.min());
    }

    private Map<String, Object> summary(CountHistogram h, boolean medianIsDouble) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("min", h.min());
        m.put("max", h.max());
        if (aiwc) {
            // Reference: the mean of the two middle values in unsigned 32-bit integer arithmetic (truncating);
            // ITB's median is held in a double, IPT's in an integer.
            long median = h.size() % 2 == 0
                    ? ((h.lowerMiddle() + h.upperMiddle()) & 0xFFFF_FFFFL) / 2 : h.upperMiddle();
            m.put("median", medianIsDouble ? (Object) (double) median : (Object) median);
        } else {
            m.put("median", h.median());
        }
        return m;
    }
}
