package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ParallelSpatialLocalityTest {
    private static final InvocationInfo FOUR_BUFFERS = Replay.invocation(4, 4,
            buffer("a", AddressSpace.GLOBAL, 1), buffer("b", AddressSpace.GLOBAL, 2),
            buffer("c", AddressSpace.GLOBAL, 3), buffer("d", AddressSpace.GLOBAL, 4));

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    /** One work-group of 4 items, each loading once from byte offset {@code stride * item}. */
    private static double[] oneStep(int stride, String key) {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(1, (long) stride * item)));
        return (double[]) Replay.metrics(k.build(), FOUR_BUFFERS, "default", t).get("memory").get(key);
    }

    @Test
    void coalescedAccessesLoseTheirSpreadOnceTheLowBitsCoverTheWholeRun() {
        // Offsets 0, 4, 8, 12: four distinct values (2 bits) until >> 3 pairs them and >> 4 joins them.
        assertArrayEquals(new double[]{2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0}, oneStep(4, "parallelSpatialLocality"), 0.0);
        assertArrayEquals(new double[]{1, 1, 1, 0.5, 0, 0, 0, 0, 0, 0, 0},
                oneStep(4, "normedParallelSpatialLocality"), 0.0, "divided by log2(4 items)");
    }

    /** One work-group of 4 items, item i loading once from byte offset {@code offsets[i]}. */
    private static double[] oneStepAt(long... offsets) {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(1, offsets[item])));
        return (double[]) Replay.metrics(k.build(), FOUR_BUFFERS, "default", t).get("memory")
                .get("parallelSpatialLocality");
    }

    @Test
    void aTimestepsEntropyDependsOnlyOnWhichAddressesItsWorkItemsTouchNotOnTheirOrder() {
        // Offsets 0, 4, 8, 12 in shuffled order: the coalesced result.
        assertArrayEquals(new double[]{2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0}, oneStepAt(12, 0, 8, 4), 0.0);
        // Offsets 0, 4 twice each (work-item rows repeating one run): two equal halves, 1 bit until >> 3.
        assertArrayEquals(new double[]{1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0}, oneStepAt(0, 4, 0, 4), 0.0);
        // Offset 0 twice, 4 and 8 once: p = 1/2, 1/4, 1/4 gives 1.5 bits; >> 3 merges 0 and 4 into
        // p = 3/4, 1/4: 2 - (3/4) log2 3 bits; >> 4 merges all.
        double merged = 2 - 0.75 * log2(3);
        assertArrayEquals(new double[]{1.5, 1.5, 1.5, merged, 0, 0, 0, 0, 0, 0, 0}, oneStepAt(0, 4, 0, 8), 1e-15);
    }

    @Test
    void stridedAccessesStaySpreadUntilTheStrideIsSkipped() {
        // Offsets 0, 256, 512, 768: distinct through >> 8, pairs at >> 9, one value at >> 10.
        assertArrayEquals(new double[]{2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0}, oneStep(256, "parallelSpatialLocality"),
                0.0);
    }

    @Test
    void matrixMultiplyPslIsTheMeanOverTimestepsOfTheTimestepEntropies() {
        // Per 4x4 group, 17 timesteps: 8 loads of A (4 rows, 32 bytes apart: 4 values -> 2 bits up to >> 5,
        // rows pair at >> 6, one value from >> 7), 8 loads of B (4 adjacent columns: 2 bits up to >> 2, 1 bit at
        // >> 3, 0 from >> 4) and the store of C (16 distinct: 4 bits to >> 2, 3 at >> 3, 2 at >> 4 and >> 5,
        // 1 at >> 6, 0 from >> 7). Every group has the same pattern.
        double[] a = {2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0};
        double[] b = {2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0};
        double[] c = {4, 4, 4, 3, 2, 2, 1, 0, 0, 0, 0};
        double[] expected = new double[11];
        double[] normed = new double[11];
        for (int n = 0; n < 11; n++) {
            expected[n] = (8 * a[n] + 8 * b[n] + c[n]) / 17;
            normed[n] = expected[n] / 4;
        }
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(8);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "default", mm.trace).get("memory");
        assertArrayEquals(expected, (double[]) m.get("parallelSpatialLocality"), 1e-12);
        assertArrayEquals(normed, (double[]) m.get("normedParallelSpatialLocality"), 1e-12);
    }

    /** Two items; segment 1: item 0 loads a then a', item 1 loads b; segment 2: both load z. */
    private static Map<String, Object> twoSegments(String profile) {
        KernelBuilder k = new KernelBuilder("k");
        int first = k.block("load.g", "load.g", "call:barrier").barrier(1);
        int second = k.block("load.g", "ret").ret();
        int load = k.instructionId(first, 0);
        TraceBuilder t = new TraceBuilder().group(0, 2, 2, k.instructionId(first, 2), (item, s, e) -> {
            if (s == 0) {
                e.block(first);
                if (item == 0) {
                    e.load(load, AddressSpace.GLOBAL, Replay.address(1, 0));
                    e.load(load, AddressSpace.GLOBAL, Replay.address(1, 64));
                } else {
                    e.load(load, AddressSpace.GLOBAL, Replay.address(2, 0));
                }
            } else {
                e.block(second).load(k.instructionId(second, 0), AddressSpace.GLOBAL, Replay.address(3, 0));
            }
        });
        return Replay.metrics(k.build(), Replay.invocation(2, 2, buffer("a", AddressSpace.GLOBAL, 1),
                buffer("b", AddressSpace.GLOBAL, 2), buffer("z", AddressSpace.GLOBAL, 3)), profile, t)
                .get("memory");
    }

    @Test
    void timestepsRestartAtEveryBarrier() {
        // Segment 1: t0 {a, b} 1 bit, t1 {a'} 0 bits; segment 2: t0 {z, z} 0 bits. Weighted by timesteps: 1/3.
        // (Without the restart, t1 would be {a', z}: 2/3.)
        double[] expected = new double[11];
        java.util.Arrays.fill(expected, 1.0 / 3);
        assertArrayEquals(expected, (double[]) twoSegments("default").get("parallelSpatialLocality"), 1e-15);
    }

    @Test
    void aiwcDividesSegmentsByTheirLengthPlusOneAndTimestepsByTheirCountPlusOne() {
        // Segment 1 (L = 2): t0 two distinct of k = 2 -> 2 * (1/3) log2 3; t1 one of k = 1 -> (1/2) log2 2 = 1/2;
        // psl1 = (e0 + 1/2) / 3. Segment 2 (L = 1): two equal -> (2/3) log2(3/2); psl2 = e / 2.
        // Group: (psl1 * 2 + psl2 * 1) / (float) (3 + 1). Normed: / log2(2 + 1).
        double e0 = (float) (2.0 / 3 * log2(3));
        double half = (float) 0.5;
        double e2 = (float) (2.0 / 3 * log2(1.5));
        double psl1 = (e0 + half) / 3;
        double psl2 = e2 / 2;
        double group = (psl1 * 2 + psl2) / 4;
        Map<String, Object> m = twoSegments("aiwc");
        double[] raw = (double[]) m.get("parallelSpatialLocality");
        double[] normed = (double[]) m.get("normedParallelSpatialLocality");
        for (int n = 0; n < 11; n++) {
            assertEquals(group, raw[n], 1e-15);
            assertEquals(group / log2(3), normed[n], 1e-15);
        }
    }

    @Test
    void aiwcWeighsEveryGroupWithTheSegmentsOfAllEarlierGroups() {
        // Group 0: 2 items, distinct addresses (e = (2/3) log2 3), L = 1: value psl0 / (float) 2 with psl0 = e / 2.
        // Group 1: 2 items, the same address (f = (2/3) log2(3/2)): the reference's list still holds group 0's
        // segment, so the value is (psl0 + psl1) / (float) (1 + 1 + 1) with psl1 = f / 2.
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "ret").ret();
        TraceBuilder t = new TraceBuilder()
                .group(0, 2, (item, s, e) -> e.block(b).load(k.instructionId(b, 0), AddressSpace.GLOBAL,
                        Replay.address(1 + item, 0)))
                .group(1, 2, (item, s, e) -> e.block(b).load(k.instructionId(b, 0), AddressSpace.GLOBAL,
                        Replay.address(3, 0)));
        KernelDescriptor kernel = k.build();
        double psl0 = (double) (float) (2.0 / 3 * log2(3)) / 2;
        double psl1 = (double) (float) (2.0 / 3 * log2(1.5)) / 2;
        double v0 = psl0 / 2;
        double v1 = (psl0 + psl1) / 3;
        double[] raw = (double[]) Replay.metrics(kernel, Replay.invocation(4, 2, buffer("a", AddressSpace.GLOBAL, 1),
                buffer("b", AddressSpace.GLOBAL, 2), buffer("z", AddressSpace.GLOBAL, 3)), "aiwc", t)
                .get("memory").get("parallelSpatialLocality");
        assertEquals((v0 + v1) / 2, raw[0], 1e-15);
    }

    @Test
    void aiwcMatrixMultiplyFollowsTheReferenceFormula() {
        // Each group: one segment of 17 timesteps over k = 16 items; a timestep whose shifted addresses form
        // groups of counts c contributes (float) sum (c/17) log2(17/c). Group g (1-based) then has the value
        // g * 17 * psl / (17 g + 1) because the segments of all earlier groups stay in the weighting.
        int[][] aGroups = {{4, 4, 4, 4}, {4, 4, 4, 4}, {4, 4, 4, 4}, {4, 4, 4, 4}, {4, 4, 4, 4}, {4, 4, 4, 4},
                {8, 8}, {16}, {16}, {16}, {16}};
        int[][] bGroups = {{4, 4, 4, 4}, {4, 4, 4, 4}, {4, 4, 4, 4}, {8, 8}, {16}, {16}, {16}, {16}, {16}, {16},
                {16}};
        int[][] cGroups = {ones(16), ones(16), ones(16), twos(8), {4, 4, 4, 4}, {4, 4, 4, 4}, {8, 8}, {16}, {16},
                {16}, {16}};
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(8);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "aiwc", mm.trace).get("memory");
        double[] raw = (double[]) m.get("parallelSpatialLocality");
        double[] normed = (double[]) m.get("normedParallelSpatialLocality");
        for (int n = 0; n < 11; n++) {
            double psl = (8 * timestep(aGroups[n]) + 8 * timestep(bGroups[n]) + timestep(cGroups[n])) / 18;
            double sum = 0;
            for (int g = 1; g <= 4; g++) {
                sum += g * 17 * psl / (17 * g + 1);
            }
            assertEquals(sum / 4, raw[n], 1e-12, "n = " + n);
            assertEquals(sum / 4 / log2(17), normed[n], 1e-12, "n = " + n);
        }
    }

    private static double timestep(int[] counts) {
        double e = 0;
        for (int c : counts) {
            e += c / 17.0 * log2(17.0 / c);
        }
        return (float) e;
    }

    private static int[] ones(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, 1);
        return a;
    }

    private static int[] twos(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, 2);
        return a;
    }
}
