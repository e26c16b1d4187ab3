package dev.aiwc.collectors;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The same trace, split into different ranges and chunks, merges to bit-identical metrics. */
class DeterminismTest {
    private static final int GROUPS = 13;
    private static final int ITEMS = 8;

    /**
     * Items load irregular global addresses, write local memory, cross a barrier, branch on data and store:
     * every concern and every floating-point reduction is exercised.
     */
    private static Object[] workload() {
        KernelBuilder k = new KernelBuilder("mixed");
        int entry = k.block("load.g", "store.l", "call:barrier").line(1).barrier(1);
        int test = k.block("load.l", "icmp", "br").line(2).conditional(2, 3);
        int then = k.block("fmul/4", "br").line(3).branch(3);
        int loop = k.block("add", "load.g", "icmp", "br").line(4).conditional(3, 4);
        int exit = k.block("store.g", "ret").line(5).ret();
        KernelDescriptor kernel = k.build();
        InvocationInfo invocation = Replay.invocation((long) GROUPS * ITEMS, ITEMS,
                buffer("in", AddressSpace.GLOBAL, 1), buffer("out", AddressSpace.GLOBAL, 2),
                buffer("tile", AddressSpace.LOCAL, 1));
        Random random = new Random(7);
        TraceBuilder t = new TraceBuilder();
        for (int g = 0; g < GROUPS; g++) {
            long[] data = random.longs(ITEMS * 40, 0, 4096).toArray();
            int group = g;
            t.group(g, ITEMS, 2, k.instructionId(entry, 2), (item, s, e) -> {
                if (s == 0) {
                    e.block(entry)
                            .load(k.instructionId(entry, 0), AddressSpace.GLOBAL, Replay.address(1, 4 * data[item]))
                            .store(k.instructionId(entry, 1), AddressSpace.LOCAL,
                                    Replay.address(AddressSpace.LOCAL, 1, 4L * item));
                    return;
                }
                e.block(test).load(k.instructionId(test, 0), AddressSpace.LOCAL,
                        Replay.address(AddressSpace.LOCAL, 1, 4L * ((item + 1) % ITEMS)));
                if (data[item] % 3 == 0) {
                    e.block(then);
                }
                int trips = 1 + (int) (data[item + ITEMS] % 30);
                for (int i = 0; i < trips; i++) {
                    e.block(loop).load(k.instructionId(loop, 1), AddressSpace.GLOBAL,
                            Replay.address(1, 4 * data[(item * 5 + i) % data.length]));
                }
                e.block(exit).store(k.instructionId(exit, 0), AddressSpace.GLOBAL,
                        Replay.address(2, 4L * (group * ITEMS + item)));
            });
        }
        return new Object[]{kernel, invocation, t};
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "aiwc"})
    void rangesAndChunkBoundariesDoNotChangeAnyBit(String profile) {
        Object[] w = workload();
        KernelDescriptor kernel = (KernelDescriptor) w[0];
        InvocationInfo invocation = (InvocationInfo) w[1];
        TraceBuilder t = (TraceBuilder) w[2];
        String whole = Replay.canonical(Replay.metrics(kernel, invocation, profile, t, new int[]{0}, 1 << 15));
        int[] perGroup = new int[GROUPS];
        for (int g = 0; g < GROUPS; g++) {
            perGroup[g] = g;
        }
        assertEquals(whole, Replay.canonical(Replay.metrics(kernel, invocation, profile, t, perGroup, 7)));
        assertEquals(whole, Replay.canonical(Replay.metrics(kernel, invocation, profile, t, new int[]{0, 5}, 64)));
        assertEquals(whole, Replay.canonical(Replay.metrics(kernel, invocation, profile, t,
                new int[]{0, 1, 2, 9, 12}, 1)));
    }

    @Test
    void profilesReallyDiffer() {
        Object[] w = workload();
        assertEquals(false, Replay.canonical(Replay.metrics((KernelDescriptor) w[0], (InvocationInfo) w[1],
                "default", (TraceBuilder) w[2])).equals(Replay.canonical(Replay.metrics((KernelDescriptor) w[0],
                (InvocationInfo) w[1], "aiwc", (TraceBuilder) w[2]))));
    }
}
