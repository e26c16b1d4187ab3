package dev.aiwc.collectors.parallelism;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;

class WorkDistributionTest {

    /** 4 work-items; segment 1 is [add, add, barrier], segment 2 is [add, add, ret]: 6 instructions each. */
    private static Map<String, Object> barrierKernel(String profile) {
        KernelBuilder k = new KernelBuilder("k");
        int a = k.block("add", "add", "call:barrier").barrier(1);
        int b = k.block("add", "add", "ret").ret();
        KernelDescriptor kernel = k.build();
        TraceBuilder t = new TraceBuilder().group(0, 4, 2, k.instructionId(a, 2),
                (item, s, e) -> e.block(s == 0 ? a : b));
        return Replay.metrics(kernel, Replay.invocation(4, 4, buffer("x", AddressSpace.GLOBAL, 1)), profile, t)
                .get("parallelism");
    }

    @Test
    void instructionsToBarrierArePerWorkItemSegmentsWithTheBarrierCallInTheFirst() {
        Map<String, Object> p = barrierKernel("default");
        assertEquals(4L, p.get("barriersHit"));
        // Eight segments of 3 instructions each.
        assertEquals(Map.of("min", 3L, "max", 3L, "median", 3.0), p.get("itb"));
        assertEquals(Map.of("min", 6L, "max", 6L, "median", 6.0), p.get("ipt"));
        assertEquals(0L, p.get("loadImbalance"));
        // (4 barriers + 4 items) / 24 instructions.
        assertEquals(8.0 / 24, (Double) p.get("barriersPerInstruction"), 0.0);
        assertEquals(0.25, (Double) p.get("granularity"), 0.0);
    }

    @Test
    void aiwcCountsNoBarriersAndAccumulatesItbAndIptAcrossTheGroup() {
        Map<String, Object> p = barrierKernel("aiwc");
        assertEquals(0L, p.get("barriersHit"));
        // One ITB counter per group, reset when an item begins and when the barrier releases, read when an item
        // ends: after the release items add 3 each in turn -> 3, 6, 9, 12; median (6+9)/2 truncated to 7.
        assertEquals(Map.of("min", 3L, "max", 12L, "median", 7.0), p.get("itb"));
        // IPT is reset only when an item begins: the last item leaves 3, then 6, 9, 12, 15; median (9+12)/2 -> 10.
        assertEquals(Map.of("min", 6L, "max", 15L, "median", 10L), p.get("ipt"));
        assertEquals(9L, p.get("loadImbalance"));
        assertEquals(4.0 / 24, (Double) p.get("barriersPerInstruction"), 0.0);
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleValues() {
        // Items run 1, 2, 3 or 4 loop iterations of 2 instructions after a 1-instruction entry: IPT 3, 5, 7, 9.
        KernelBuilder k = new KernelBuilder("k");
        int entry = k.block("br").branch(1);
        int loop = k.block("add", "br").conditional(1, 2);
        int exit = k.block("ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> {
            e.block(entry);
            for (int i = 0; i <= item; i++) {
                e.block(loop);
            }
            e.block(exit);
        });
        Map<String, Object> p = Replay.metrics(k.build(), Replay.invocation(4, 4,
                buffer("x", AddressSpace.GLOBAL, 1)), "default", t).get("parallelism");
        assertEquals(Map.of("min", 4L, "max", 10L, "median", 7.0), p.get("ipt"));
        assertEquals(6L, p.get("loadImbalance"));
    }

    /** Per item: [load.g/4 (result 4), fmul/4, store.g/4 (stores a 4-vector), ret]. */
    private static Map<String, Object> vectorKernel(String profile) {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g/4", "fmul/4", "store.g/4", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 2, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(1, 16L * item))
                .store(k.instructionId(b, 2), AddressSpace.GLOBAL, Replay.address(1, 16L * item)));
        return Replay.metrics(k.build(), Replay.invocation(2, 2, buffer("x", AddressSpace.GLOBAL, 1)),
                profile, t).get("parallelism");
    }

    @Test
    void simdWidthCountsTheStoredVectorOfAStore() {
        // Widths 4, 4, 4, 1: sum 13 per item, mean 3.25, population sd sqrt(27)/4.
        Map<String, Object> p = vectorKernel("default");
        assertEquals(26L, p.get("simdOperandSum"));
        Map<?, ?> simd = (Map<?, ?>) p.get("simdWidth");
        assertEquals(4L, simd.get("max"));
        assertEquals(3.25, (Double) simd.get("mean"), 0.0);
        assertEquals(Math.sqrt(27) / 4, (Double) simd.get("sd"), 1e-15);
        assertEquals(8.0 / 26, (Double) p.get("instructionsPerSimdLane"), 0.0);
    }

    @Test
    void aiwcSimdWidthUsesTheResultTypeOnlySoAStoreIsScalar() {
        // Widths 4, 4, 1, 1: sum 10 per item, mean 2.5, sd 1.5.
        Map<String, Object> p = vectorKernel("aiwc");
        assertEquals(20L, p.get("simdOperandSum"));
        Map<?, ?> simd = (Map<?, ?>) p.get("simdWidth");
        assertEquals(2.5, (Double) simd.get("mean"), 0.0);
        assertEquals(1.5, (Double) simd.get("sd"), 0.0);
        // 8 instructions over 20 operands, under the reference's name
        assertEquals(8.0 / 20, (Double) p.get("instructionsPerOperand"), 0.0);
    }

    @Test
    void aiwcSumsSimdWidthsInThirtyTwoBitsLikeTheReference() {
        // 256 instructions of width 16 per block: 4096 operands per execution; 2^20 + 1 executions give
        // 2^32 + 4096 operands, which the reference's uint32 sum wraps to 4096.
        String[] wide = new String[256];
        java.util.Arrays.fill(wide, "fmul/16");
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block(wide).branch(0);
        KernelDescriptor kernel = k.build();
        long executions = (1L << 20) + 1;
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> {
            for (long i = 0; i < executions; i++) {
                e.block(b);
            }
        });
        var inv = Replay.invocation(1, 1, buffer("x", AddressSpace.GLOBAL, 1));
        assertEquals(4096L, Replay.metrics(kernel, inv, "aiwc", t, new int[]{0}, 1 << 15)
                .get("parallelism").get("simdOperandSum"));
        assertEquals((1L << 32) + 4096, Replay.metrics(kernel, inv, "default", t, new int[]{0}, 1 << 15)
                .get("parallelism").get("simdOperandSum"));
    }

    @Test
    void aiwcKeepsItbAndIptInThirtyTwoBits() {
        // A block of 65536 instructions run 65537 times: 2^32 + 65536 instructions in one work-item, which the
        // reference's uint32 counters wrap to 65536.
        String[] adds = new String[1 << 16];
        java.util.Arrays.fill(adds, "add");
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block(adds).branch(0);
        KernelDescriptor kernel = k.build();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> {
            for (int i = 0; i <= 1 << 16; i++) {
                e.block(b);
            }
        });
        var inv = Replay.invocation(1, 1, buffer("x", AddressSpace.GLOBAL, 1));
        long instructions = (1L << 32) + (1 << 16);
        assertEquals(Map.of("min", 65536L, "max", 65536L, "median", 65536L),
                Replay.metrics(kernel, inv, "aiwc", t).get("parallelism").get("ipt"));
        assertEquals(Map.of("min", instructions, "max", instructions, "median", (double) instructions),
                Replay.metrics(kernel, inv, "default", t).get("parallelism").get("ipt"));
    }
}
