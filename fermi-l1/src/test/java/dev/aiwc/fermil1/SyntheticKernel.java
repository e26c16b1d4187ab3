package dev.aiwc.fermil1;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.FunctionInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;

import java.util.ArrayList;
import java.util.List;

/** Hand-made static descriptors for tests: blocks of given sizes, contiguous instruction ids, one source line each. */
public final class SyntheticKernel {
    private SyntheticKernel() {
    }

    /** Blocks with the given instruction counts; instruction i is on source line 10 + i. */
    public static KernelDescriptor blocks(int... sizes) {
        return of(List.of(), sizes, new int[sizes.length][], new int[0]);
    }

    /**
     * As {@link #blocks}; block b's first instructions call callee index {@code calls[b][j]}, and the instructions
     * in {@code globalLoads} are IR loads from global memory.
     */
    public static KernelDescriptor of(List<String> callees, int[] sizes, int[][] calls, int[] globalLoads) {
        java.util.Set<Integer> loads = new java.util.HashSet<>();
        for (int l : globalLoads) {
            loads.add(l);
        }
        List<InstructionInfo> instructions = new ArrayList<>();
        BlockInfo[] blocks = new BlockInfo[sizes.length];
        int next = 0;
        for (int b = 0; b < sizes.length; b++) {
            int first = next;
            int[] cs = calls[b] == null ? new int[0] : calls[b];
            int[] cc = new int[cs.length];
            java.util.Arrays.fill(cc, 1);
            for (int i = 0; i < sizes[b]; i++) {
                int callee = i < cs.length ? cs[i] : -1;
                boolean load = loads.contains(next);
                instructions.add(new InstructionInfo(next, b, callee >= 0 ? 1 : 0, callee, 1, 0, load,
                        load ? AddressSpace.GLOBAL : null, load ? 4 : 0, 10 + next, "inst" + next));
                next++;
            }
            blocks[b] = new BlockInfo(b, 0, "b" + b, first, sizes[b], Terminator.BRANCH, -1, -1, next - 1, 10 + next - 1,
                    new int[]{0}, new int[]{sizes[b]}, cs, cc, new int[0]);
        }
        return new KernelDescriptor("synthetic", "synthetic.cl", List.of("add", "call"), callees,
                List.of(new FunctionInfo(0, "synthetic", 0, sizes.length)), blocks,
                instructions.toArray(new InstructionInfo[0]));
    }

    /** A 1-D invocation of {@code groups} work-groups of {@code local} work-items, with the given local buffer bytes. */
    public static InvocationInfo invocation(long groups, long local, long localBytes) {
        List<BufferInfo> buffers = new ArrayList<>();
        buffers.add(new BufferInfo("in", AddressSpace.GLOBAL, 1, 1 << 20));
        if (localBytes > 0) {
            buffers.add(new BufferInfo("tile", AddressSpace.LOCAL, 1, localBytes));
        }
        return new InvocationInfo(0, 1, new long[]{groups * local, 1, 1}, new long[]{local, 1, 1}, new long[3],
                buffers, "", "test");
    }
}
