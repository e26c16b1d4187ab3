package dev.aiwc.collectors.control;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;

class BranchEntropyTest {

    private static double h(double p) {
        return -p * Math.log(p) / Math.log(2) - (1 - p) * Math.log(1 - p) / Math.log(2);
    }

    /** Entry, then a loop whose conditional branch (line 7) goes back (true) {@code trips - 1} times, then exits. */
    private static final class Loop {
        final KernelBuilder k = new KernelBuilder("loop");
        final int entry = k.block("br").branch(1);
        final int loop = k.block("add", "icmp", "br").line(7).conditional(1, 2);
        final int exit = k.block("ret").ret();

        void run(TraceBuilder.Events e, int trips) {
            e.block(entry);
            for (int i = 0; i < trips; i++) {
                e.block(loop);
            }
            e.block(exit);
        }
    }

    @Test
    void aLoopOfTwentyTripsHasOneMixedWindowOfFive() {
        // Outcomes 1 x 19 then 0: windows of 16 start at 0..4; only the last holds the 0 (p = 15/16).
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 20));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "default", t).get("control");
        assertEquals(1, c.get("uniqueBranches"));
        assertEquals(0.125 / 5, (Double) c.get("averageLinearBranchEntropy"), 1e-15);
        assertEquals(h(1.0 / 16) / 5, (Double) c.get("yokotaEntropy"), 1e-15);
    }

    @Test
    void theWorkItemsOfAGroupFormOneStreamButGroupsDoNotJoin() {
        // Two items of 20 trips in one group: 40 outcomes with 0s at 19 and 39; 25 windows, of which the 16
        // starting at 4..19 and the one starting at 24 hold a 0: linear entropy 17 * 0.125 / 25.
        Loop l = new Loop();
        TraceBuilder oneGroup = new TraceBuilder().group(0, 2, (item, s, e) -> l.run(e, 20));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(2, 2,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "default", oneGroup).get("control");
        assertEquals(17 * 0.125 / 25, (Double) c.get("averageLinearBranchEntropy"), 1e-15);
        assertEquals(17 * h(1.0 / 16) / 25, (Double) c.get("yokotaEntropy"), 1e-15);

        // The same two items in two groups: two streams of 20, 10 windows, 2 mixed.
        TraceBuilder twoGroups = new TraceBuilder()
                .group(0, 1, (item, s, e) -> l.run(e, 20))
                .group(1, 1, (item, s, e) -> l.run(e, 20));
        Map<String, Object> d = Replay.metrics(l.k.build(), Replay.invocation(2, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "default", twoGroups).get("control");
        assertEquals(2 * 0.125 / 10, (Double) d.get("averageLinearBranchEntropy"), 1e-15);
    }

    @Test
    void streamsShorterThanTheHistoryHaveNoWindows() {
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 15));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "default", t).get("control");
        assertEquals(0.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(1, c.get("uniqueBranches"));
    }

    @Test
    void alternatingDataDependentOutcomesAreMaximallyUnpredictable() {
        // if (x[i] is even) over 32 items in one group: outcomes 1, 0, 1, 0 ...; each of the 17 windows holds
        // 8 ones, so both entropies are 1.
        KernelBuilder k = new KernelBuilder("k");
        int test = k.block("load.g", "icmp", "br").line(3).conditional(1, 2);
        int then = k.block("add", "ret").ret();
        int otherwise = k.block("ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 32, (item, s, e) -> {
            e.block(test).load(k.instructionId(test, 0), AddressSpace.GLOBAL, Replay.address(1, 4L * item));
            e.block(item % 2 == 0 ? then : otherwise);
        });
        Map<String, Object> c = Replay.metrics(k.build(), Replay.invocation(32, 32,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "default", t).get("control");
        assertEquals(1.0, (Double) c.get("yokotaEntropy"), 1e-15);
        assertEquals(1.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    /** Three loops one after another, each branch on its own line, running 80, 15 and 5 trips. */
    private static Map<String, Object> threeLoops(String profile, int line0, int line1, int line2) {
        KernelBuilder k = new KernelBuilder("k");
        int l0 = k.block("add", "br").line(line0).conditional(0, 1);
        int l1 = k.block("add", "br").line(line1).conditional(1, 2);
        int l2 = k.block("add", "br").line(line2).conditional(2, 3);
        int end = k.block("ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> {
            int[] trips = {80, 15, 5};
            int[] blocks = {l0, l1, l2};
            for (int b = 0; b < 3; b++) {
                for (int i = 0; i < trips[b]; i++) {
                    e.block(blocks[b]);
                }
            }
            e.block(end);
        });
        return Replay.metrics(k.build(), Replay.invocation(1, 1, buffer("x", AddressSpace.GLOBAL, 1, 1)), profile, t)
                .get("control");
    }

    @Test
    void ninetyPercentBranchesOnAHandMadeHistogram() {
        // Executions 80, 15, 5: 90 of 100 needs the two most frequent.
        Map<String, Object> c = threeLoops("default", 10, 11, 12);
        assertEquals(3, c.get("uniqueBranches"));
        assertEquals(2, c.get("branches90"));
    }

    @Test
    void aiwcKeysBranchesBySourceLine() {
        // All three on line 10: one stream of 100 executions.
        Map<String, Object> c = threeLoops("aiwc", 10, 10, 10);
        assertEquals(1, c.get("uniqueBranches"));
        assertEquals(1, c.get("branches90"));
        assertEquals(3, threeLoops("default", 10, 10, 10).get("uniqueBranches"));
    }

    @Test
    void aiwcCountsAJumpToTheFalseSuccessorAsOneAndSumsYokotaOverDistinctPatterns() {
        // 20 trips: the reference sees 0 x 19 then 1. Patterns: 0x0000 four times (p = 0, skipped by Yokota),
        // 0x0001 once (p = 1/16): Yokota = -(1/16) log2(1/16) = 0.25; linear = (1 * 2/16) / 5 occurrences.
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 20));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "aiwc", t).get("control");
        assertEquals(0.25, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals((double) (0.125f / 5f), (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void aiwcYokotaIsUnweightedSoRepeatingGroupsDoesNotChangeIt() {
        // Three groups with the same stream: occurrences triple, Yokota stays 0.25 and the linear mean 0.025.
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder();
        for (int g = 0; g < 3; g++) {
            t.group(g, 1, (item, s, e) -> l.run(e, 20));
        }
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(3, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "aiwc", t).get("control");
        assertEquals(0.25, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals((double) (0.375f / 15f), (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void aiwcWithoutWindowsReportsZeroWhereTheReferenceDividesZeroByZero() {
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 15));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1, 1)), "aiwc", t).get("control");
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(1, c.get("uniqueBranches"), "15 executions still count");
    }
}
