package dev.aiwc.collectors.control;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    /** {@code -Σ (c/W) log2(c/W)} over hand-counted pattern occurrences c with W their sum. */
    private static double entropyOfCounts(long... counts) {
        double w = 0;
        for (long c : counts) {
            w += c;
        }
        double h = 0;
        for (long c : counts) {
            h -= c / w * log2(c / w);
        }
        return h;
    }

    private static Map<String, Object> control(KernelBuilder k, long items, long perGroup, TraceBuilder t) {
        return Replay.metrics(k.build(), Replay.invocation(items, perGroup, buffer("x", AddressSpace.GLOBAL, 1)),
                "default", t).get("control");
    }

    @Test
    void aLoopOfTwentyTripsIsPredictedFromItsHistoryExceptAtTheExit() {
        // Outcomes 1 x 19 then 0. Histories (16-outcome windows) start at 0..4: four all-ones and one "15 ones, 0",
        // so Yokota = H(4/5, 1/5). The all-ones history is followed by 1, 1, 1 and then the exit 0: p = 3/4, weight
        // 4, and the window starting at 4 is followed by nothing: linear = 2 min(3/4, 1/4) = 0.5.
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 20));
        Map<String, Object> c = control(l.k, 1, 1, t);
        assertEquals(1, c.get("uniqueBranches"));
        assertEquals(0.5, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(h(0.2), (Double) c.get("yokotaEntropy"), 1e-15);
    }

    @Test
    void theWorkItemsOfAGroupFormOneStreamButGroupsDoNotJoin() {
        // Two items of 20 trips in one group: 40 outcomes, 0 at positions 19 and 39. Windows start at 0..24: the
        // eight at 0..3 and 20..23 are all ones, the sixteen at 4..19 hold the 0 at sixteen different places, and
        // the one at 24 repeats the pattern of the one at 4 (0 last): counts 8, 2 and fifteen 1s.
        // Contexts start at 0..23: all ones is followed by 1,1,1,0 twice (t = 6, f = 2, weighted 2 min = 4); every
        // other history occurs once (2 min = 0). Linear = 4 / 24.
        Loop l = new Loop();
        TraceBuilder oneGroup = new TraceBuilder().group(0, 2, (item, s, e) -> l.run(e, 20));
        Map<String, Object> c = control(l.k, 2, 2, oneGroup);
        assertEquals(4.0 / 24, (Double) c.get("averageLinearBranchEntropy"), 1e-15);
        assertEquals(entropyOfCounts(8, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
                (Double) c.get("yokotaEntropy"), 1e-12);

        // The same two items in two groups: two streams of 20, each as in the single loop above.
        TraceBuilder twoGroups = new TraceBuilder()
                .group(0, 1, (item, s, e) -> l.run(e, 20))
                .group(1, 1, (item, s, e) -> l.run(e, 20));
        Map<String, Object> d = control(l.k, 2, 1, twoGroups);
        assertEquals(0.5, (Double) d.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(h(0.2), (Double) d.get("yokotaEntropy"), 1e-15);
    }

    @Test
    void streamsShorterThanTheHistoryHaveNoWindowsAndSixteenOutcomesNoContext() {
        Loop l = new Loop();
        Map<String, Object> c = control(l.k, 1, 1, new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 15)));
        assertEquals(0.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(1, c.get("uniqueBranches"));
        // 16 outcomes: one window (one pattern, 0 bits) and no outcome after a full history.
        Map<String, Object> d = control(l.k, 1, 1, new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 16)));
        assertEquals(0.0, (Double) d.get("yokotaEntropy"), 0.0);
        assertEquals(0.0, (Double) d.get("averageLinearBranchEntropy"), 0.0);
    }

    /**
     * One branch (block 0) whose outcomes, per work-item, are given; block 1 follows a true outcome and block 2 a
     * false one, both jump back to the test; block 3 returns.
     */
    private static final class Stream {
        final KernelBuilder k = new KernelBuilder("stream");
        final int test = k.block("icmp", "br").line(5).conditional(1, 2);
        final int taken = k.block("add", "br").branch(0);
        final int notTaken = k.block("sub", "br").branch(0);
        final int end = k.block("ret").ret();

        void run(TraceBuilder.Events e, boolean[] outcomes) {
            for (boolean o : outcomes) {
                e.block(test).block(o ? taken : notTaken);
            }
            e.block(end);
        }

        Map<String, Object> control(boolean[]... groups) {
            TraceBuilder t = new TraceBuilder();
            for (int g = 0; g < groups.length; g++) {
                boolean[] outcomes = groups[g];
                t.group(g, 1, (item, s, e) -> run(e, outcomes));
            }
            return BranchEntropyTest.control(k, groups.length, 1, t);
        }
    }

    private static boolean[] periodic(int n, boolean... period) {
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            out[i] = period[i % period.length];
        }
        return out;
    }

    @Test
    void anAlwaysTakenBranchHasZeroEntropies() {
        // 100 outcomes: 85 windows, all the all-ones pattern; every context is followed by taken (p = 1).
        Map<String, Object> c = new Stream().control(periodic(100, true));
        assertEquals(0.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void anAlternatingBranchIsPredictableAndItsHistoriesCarryOneBit() {
        // T,F,T,F... 34 outcomes: 19 windows would be unequal, so 35 outcomes give 20 windows, 10 starting with T
        // (pattern 1010...10) and 10 with F (0101...01): Yokota = 1 bit exactly. Each history is always followed
        // by the same outcome (p = 0 or 1): linear = 0.
        Map<String, Object> c = new Stream().control(periodic(35, true, false));
        assertEquals(1.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void aPeriodThreeBranchHasThreeEquallyLikelyHistories() {
        // T,T,F repeated, 45 outcomes: 30 windows, 10 of each of the 3 rotations: log2 3 bits; the history fixes
        // the next outcome: linear = 0.
        Map<String, Object> c = new Stream().control(periodic(45, true, true, false));
        assertEquals(log2(3), (Double) c.get("yokotaEntropy"), 1e-15);
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void historiesArePerBranchSoOneHistoryWithOppositeOutcomesOnTwoBranchesIsStillPredictable() {
        // Branch A: 17 times taken; branch B: 16 times taken, then not. Each has one context, the all-ones history,
        // followed by taken (A) or not (B): per branch p = 1 and p = 0, linear 0 (pooled by history it would be 1).
        // Windows: A has 2 all-ones, B has 1 all-ones and one "15 ones, 0": Yokota = H(3/4, 1/4).
        // A's two successors are one block, so every outcome is "taken".
        KernelBuilder k = new KernelBuilder("two");
        int a = k.block("icmp", "br").line(3).conditional(1, 1);
        int hop = k.block("br").branch(0);
        int b = k.block("icmp", "br").line(4).conditional(3, 4);
        int next = k.block("br").branch(2);
        int end = k.block("ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> {
            for (int i = 0; i < 17; i++) {
                e.block(a).block(hop);
            }
            for (int i = 0; i < 16; i++) {
                e.block(b).block(next);
            }
            e.block(b).block(end);
        });
        Map<String, Object> c = control(k, 1, 1, t);
        assertEquals(2, c.get("uniqueBranches"));
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(h(0.25), (Double) c.get("yokotaEntropy"), 1e-15);
    }
    /**
     * An independent model of both published entropies over the outcome streams of one branch (one stream per
     * work-group): histories as strings, counted in hash maps. Returns {yokota, linear, distinct patterns}.
     */
    private static double[] model(List<boolean[]> streams) {
        Map<String, Integer> windows = new HashMap<>();
        Map<String, int[]> next = new HashMap<>(); // history -> {not taken, taken}
        for (boolean[] o : streams) {
            for (int end = 16; end <= o.length; end++) {
                StringBuilder h = new StringBuilder();
                for (int i = end - 16; i < end; i++) {
                    h.append(o[i] ? 'T' : 'F');
                }
                windows.merge(h.toString(), 1, Integer::sum);
                if (end < o.length) {
                    next.computeIfAbsent(h.toString(), x -> new int[2])[o[end] ? 1 : 0]++;
                }
            }
        }
        double total = 0;
        for (int c : windows.values()) {
            total += c;
        }
        double yokota = 0;
        for (int c : windows.values()) {
            yokota -= c / total * log2(c / total);
        }
        double weighted = 0;
        double occurrences = 0;
        for (int[] c : next.values()) {
            double n = c[0] + c[1];
            double p = c[1] / n;
            weighted += n * 2 * Math.min(p, 1 - p);
            occurrences += n;
        }
        return new double[]{yokota, weighted / occurrences, windows.size()};
    }

    @Test
    void aRandomBranchOfKnownProbabilityApproachesTheClosedForms() {
        // 100,000 independent outcomes, taken with p = 0.95 (fixed seed). Closed forms: every history predicts
        // taken with P = p, so linear = 2 min(p, 1-p) = 0.1; a history is 16 independent outcomes, so its pattern
        // distribution has 16 H(p) bits.
        // Tolerances, 5 standard deviations: when every history's majority is "taken" the linear estimate is twice
        // the not-taken share of n outcomes, a binomial proportion, sd 2 sqrt(p(1-p)/n) = 0.0014. A window's
        // surprisal is the sum of its 16 outcomes' surprisals, so the mean over sliding windows is 16 times a mean of
        // n per-outcome surprisals: sd 16 sqrt(p(1-p)) log2(p/(1-p)) / sqrt(n) = 0.047 bits; the plug-in entropy is
        // also biased low by about (K-1)/(2 n ln 2) for K distinct patterns seen (Miller-Madow), which widens the
        // lower side. The same stream through the independent model must agree to rounding.
        int n = 100_000;
        double p = 0.95;
        Random random = new Random(19);
        boolean[] outcomes = new boolean[n];
        for (int i = 0; i < n; i++) {
            outcomes[i] = random.nextDouble() < p;
        }
        Map<String, Object> c = new Stream().control(outcomes);
        double linear = (Double) c.get("averageLinearBranchEntropy");
        double yokota = (Double) c.get("yokotaEntropy");

        double linearSd = 2 * Math.sqrt(p * (1 - p) / n);
        assertEquals(2 * (1 - p), linear, 5 * linearSd);
        double yokotaSd = 16 * Math.sqrt(p * (1 - p)) * log2(p / (1 - p)) / Math.sqrt(n);
        double[] m = model(List.of(outcomes));
        double bias = (m[2] - 1) / (2 * n * Math.log(2));
        assertTrue(yokota > 16 * h(p) - 5 * yokotaSd - bias && yokota < 16 * h(p) + 5 * yokotaSd,
                "Yokota " + yokota + " vs 16 H(p) = " + 16 * h(p) + " (sd " + yokotaSd + ", bias " + bias + ")");
        assertEquals(m[0], yokota, 1e-9);
        assertEquals(m[1], linear, 1e-12);
    }

    @Test
    void aDataDependentBranchMatchesTheIndependentModelForAnyRangeSplit() {
        // if (x[i] > 0.3) over 8 groups of 64 items with random x: each group's items form one stream.
        KernelBuilder k = new KernelBuilder("k");
        int test = k.block("load.g", "fcmp", "br").line(3).conditional(1, 2);
        int then = k.block("fadd", "ret").ret();
        int otherwise = k.block("ret").ret();
        Random random = new Random(7);
        int groups = 8;
        int items = 64;
        List<boolean[]> streams = new ArrayList<>();
        TraceBuilder t = new TraceBuilder();
        for (int g = 0; g < groups; g++) {
            boolean[] outcomes = new boolean[items];
            for (int i = 0; i < items; i++) {
                outcomes[i] = random.nextDouble() > 0.3;
            }
            streams.add(outcomes);
            int group = g;
            t.group(g, items, (item, s, e) -> {
                e.block(test).load(k.instructionId(test, 0), AddressSpace.GLOBAL,
                        Replay.address(1, 4L * (group * items + item)));
                e.block(outcomes[item] ? then : otherwise);
            });
        }
        double[] m = model(streams);
        InvocationInfo invocation = Replay.invocation((long) groups * items, items,
                buffer("x", AddressSpace.GLOBAL, 1));
        for (int[] ranges : new int[][]{{0}, {0, 3, 5}, {0, 1, 2, 3, 4, 5, 6, 7}}) {
            Map<String, Object> c = Replay.metrics(k.build(), invocation, "default", t, ranges, 97).get("control");
            assertEquals(m[0], (Double) c.get("yokotaEntropy"), 1e-12);
            assertEquals(m[1], (Double) c.get("averageLinearBranchEntropy"), 1e-12);
        }
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
        return Replay.metrics(k.build(), Replay.invocation(1, 1, buffer("x", AddressSpace.GLOBAL, 1)), profile, t)
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
                buffer("x", AddressSpace.GLOBAL, 1)), "aiwc", t).get("control");
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
                buffer("x", AddressSpace.GLOBAL, 1)), "aiwc", t).get("control");
        assertEquals(0.25, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals((double) (0.375f / 15f), (Double) c.get("averageLinearBranchEntropy"), 0.0);
    }

    @Test
    void aiwcWithoutWindowsReportsZeroWhereTheReferenceDividesZeroByZero() {
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> l.run(e, 15));
        Map<String, Object> c = Replay.metrics(l.k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1)), "aiwc", t).get("control");
        assertEquals(0.0, (Double) c.get("averageLinearBranchEntropy"), 0.0);
        assertEquals(0.0, (Double) c.get("yokotaEntropy"), 0.0);
        assertEquals(1, c.get("uniqueBranches"), "15 executions still count");
    }

    /**
     * Three work-items of one group, each a loop of 1,000 trips: the trace loop hands the tally runs of up to 999 equal
     * outcomes, which chunks of 97 and 4,096 events cut at different places. Default bits (taken = 1): the stream is
     * (1 x 999, 0) three times, 3,000 outcomes, 2,985 windows. A 0 lies in 16 windows (the last one only in the last
     * window), one per place, so 33 windows hold a 0: its newest-bit pattern 3 times, each of the other 15 twice, and
     * 2,952 are all ones. Yokota = the entropy of those counts. Contexts (2,984 windows with an outcome after them):
     * the all-ones history is followed by 0 three times and by 1 2,949 times; a history holding a 0 is always followed
     * by 1 (the next item's trips). Linear = 2 min(2949, 3) / 2984. AIWC bits are the opposite (the exit is 1): the
     * 16 patterns with one 1 each have p = 1/16, so Yokota = 16 x 0.25 = 4; linear = 33 x 2/16 / 2,985 windows.
     */
    @Test
    void longLoopsGiveTheHandCountedEntropiesWhereverTheChunksEnd() {
        Loop l = new Loop();
        TraceBuilder t = new TraceBuilder().group(0, 3, (item, s, e) -> l.run(e, 1000));
        InvocationInfo invocation = Replay.invocation(3, 3, buffer("x", AddressSpace.GLOBAL, 1));
        long[] windowCounts = new long[17];
        windowCounts[0] = 2952;
        windowCounts[1] = 3;
        for (int j = 2; j <= 16; j++) {
            windowCounts[j] = 2;
        }
        for (int chunk : new int[]{97, 4096}) {
            Map<String, Object> c = Replay.metrics(l.k.build(), invocation, "default", t, new int[]{0}, chunk)
                    .get("control");
            assertEquals(entropyOfCounts(windowCounts), (Double) c.get("yokotaEntropy"), 1e-12);
            assertEquals(6.0 / 2984, (Double) c.get("averageLinearBranchEntropy"), 1e-15);
            Map<String, Object> a = Replay.metrics(l.k.build(), invocation, "aiwc", t, new int[]{0}, chunk)
                    .get("control");
            assertEquals(4.0, (Double) a.get("yokotaEntropy"), 0.0);
            assertEquals((double) (33 * 0.125f / 2985f), (Double) a.get("averageLinearBranchEntropy"), 0.0);
        }
    }
}
