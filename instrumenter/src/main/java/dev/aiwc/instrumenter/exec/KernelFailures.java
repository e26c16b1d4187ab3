package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.instrumenter.AiwcException;

import java.util.Arrays;

/**
 * The run-time failures of one executor's kernel, worded for the user: each names the kernel, the work-item (global,
 * local and group id) and the source line, and says what to do where there is something to do (a budget or time
 * limit to raise). Cold code, kept out of the interpreter.
 */
final class KernelFailures {
    private final DecodedKernel k;
    private final LaunchState launch;
    /** The executor's current group id, updated in place as it moves from group to group. */
    private final long[] groupId;

    KernelFailures(DecodedKernel k, LaunchState launch, long[] groupId) {
        this.k = k;
        this.launch = launch;
        this.groupId = groupId;
    }

    /** A run-time failure naming the kernel, the work-item and the source line. */
    AiwcException at(WorkItem wi, String what, int instr) {
        long[] local = wi.localId;
        long[] global = new long[3];
        for (int i = 0; i < 3; i++) {
            global[i] = groupId[i] * launch.range.local()[i] + local[i] + launch.range.offset()[i];
        }
        String line = "";
        if (instr >= 0 && instr < k.descriptor.instructions().length) {
            InstructionInfo info = k.descriptor.instructions()[instr];
            line = (info.line() > 0 ? "source line " + info.line() + " of " + k.descriptor.sourcePath() + ": " : "")
                    + info.text();
        }
        String item = "work-item global id " + fmt(global) + ", local id " + fmt(local) + ", group " + fmt(groupId);
        return AiwcException.kernelFailure("kernel " + k.name + " failed: " + what,
                item + (line.isEmpty() ? "" : "\n  at " + line));
    }

    AiwcException outOfBounds(WorkItem wi, byte[][][] spaces, long addr, int size, int instr, boolean store) {
        int sp = (int) (addr >>> VirtualAddress.SPACE_SHIFT);
        int bi = (int) (addr >>> VirtualAddress.BUFFER_SHIFT) & 0xFFFF;
        long o = addr & VirtualAddress.OFFSET_MASK;
        String what;
        if (addr == 0) {
            what = "a null pointer was dereferenced";
        } else if (store && sp == 2) {
            what = "a store to __constant memory";
        } else {
            String name = launch.bufferName(sp, bi);
            long length = sp < 4 && spaces[sp] != null && bi < spaces[sp].length && spaces[sp][bi] != null
                    ? spaces[sp][bi].length : -1;
            what = (store ? "store" : "load") + " of " + size + " bytes at byte offset " + o + " of "
                    + (name != null ? name : "an unknown buffer") + (length >= 0 ? " (" + length + " bytes)" : "")
                    + " is out of bounds";
        }
        return at(wi, what, instr);
    }

    /** The budget ran out on entering {@code block}: names the work-item and the block's source line. */
    AiwcException budgetExceeded(WorkItem wi, int block, boolean item, boolean time) {
        BlockInfo info = k.descriptor.blocks()[block];
        int instr = info.terminatorInstruction();
        for (int i = info.firstInstruction(); i < info.firstInstruction() + info.instructionCount(); i++) {
            if (k.descriptor.instructions()[i].line() > 0) {
                instr = i;
                break;
            }
        }
        if (time) {
            AiwcException f = at(wi, "the launch ran longer than its time limit of " + launch.timeLimitSeconds
                    + " s (a loop that never ends?)", instr);
            return AiwcException.kernelFailure(f.getMessage(), f.detail() + "\n  if the kernel really runs this long,"
                    + " raise the limit with --time-limit SECONDS (0: none)");
        }
        AiwcException f = item
                ? at(wi, "one work-item ran more than " + launch.itemBudget + " instructions without reaching a"
                        + " barrier or its end (a loop that never ends?)", instr)
                : at(wi, "it exceeded the instruction budget of " + launch.budget + " instructions for the launch"
                        + " (a loop that never ends?)", instr);
        return AiwcException.kernelFailure(f.getMessage(), f.detail() + "\n  if the kernel really runs this long,"
                + " raise the budget with " + (item ? "--max-item-instructions N" : "--max-instructions N"));
    }

    AiwcException divergence(int item, int barrierA, int barrierB) {
        String where = barrierB >= 0
                ? "work-items wait at different barriers (" + describe(barrierA) + " and " + describe(barrierB) + ")"
                : "some work-items finished while others wait at " + describe(barrierA);
        return AiwcException.kernelFailure("barrier divergence in kernel " + k.name + ": " + where,
                "work-group " + Arrays.toString(groupId) + (item >= 0 ? ", local work-item " + item : "")
                        + "; every work-item of a group must reach the same barriers (OpenCL 1.2 §3.4.3)");
    }

    private String describe(int instr) {
        InstructionInfo info = k.descriptor.instructions()[instr];
        return info.line() > 0 ? "line " + info.line() : "'" + info.text() + "'";
    }

    private String fmt(long[] v) {
        int dims = launch.range.dimensions();
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < dims; i++) {
            sb.append(i > 0 ? "," : "").append(v[i]);
        }
        return sb.append(')').toString();
    }
}
