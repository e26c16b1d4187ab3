package dev.aiwc.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The thread counts of {@code aiwc bench --sweep}: powers of two below the core count, then the core count, or the
 * counts {@code --threads} lists; and the arguments the bench refuses.
 */
class BenchSweepTest {

    @Test
    void powersOfTwoThenTheCoreCount() {
        assertEquals(List.of(1), BenchCommand.sweepThreads(1));
        assertEquals(List.of(1, 2), BenchCommand.sweepThreads(2));
        assertEquals(List.of(1, 2, 4, 6), BenchCommand.sweepThreads(6));
        assertEquals(List.of(1, 2, 4, 8, 16), BenchCommand.sweepThreads(16));
    }

    @Test
    void eachRoundsSpeedUpIsItsOwnBaselineOverItsOwnTime() {
        // rounds of 10/1, 12/1.5 and 8/0.5 s: 10x, 8x, 16x; the host slowed in round 2 and both sides moved
        List<BenchCommand.Sample> one = List.of(launch(10), launch(12), launch(8));
        List<BenchCommand.Sample> many = List.of(launch(1), launch(1.5), launch(0.5));
        double[] r = BenchCommand.roundRatios(one, many);
        assertEquals(10.0, r[0], 1e-12);
        assertEquals(8.0, r[1], 1e-12);
        assertEquals(16.0, r[2], 1e-12);
        assertEquals(10.0, BenchCommand.median(r), 1e-12);
    }

    @Test
    void theCopiesFigureIsTheWorkPerSecondOfTheCopiesTogetherOverOneAlone() {
        // alone 10 s; four at once took 10, 20, 20 and 40 s: 1 + 1/2 + 1/2 + 1/4 launches per 10 s = 2.25x
        BenchCommand.Sample alone = launch(10);
        List<BenchCommand.Sample> together = List.of(launch(10), launch(20), launch(20), launch(40));
        assertEquals(2.25, BenchCommand.throughputRatio(alone, together), 1e-12);
        // sixteen that each ran as fast as one alone: sixteen times the work
        assertEquals(16.0, BenchCommand.throughputRatio(alone, java.util.Collections.nCopies(16, launch(10))), 1e-12);
    }

    @Test
    void copiesWithoutASweepAreRefused() {
        CliRun.Outcome alone = CliRun.run("bench", "--copies");
        assertEquals(2, alone.code());
        assertTrue(alone.err().contains("--copies goes with --sweep"), alone.err());
        alone.assertNoStackTrace();
    }

    private static BenchCommand.Sample launch(double seconds) {
        return new BenchCommand.Sample(seconds, seconds, 0, 0, 0, 0, java.util.Map.of());
    }

    @Test
    void threadCountsBelowOneOrWithoutASweepAreRefused() {
        CliRun.Outcome zero = CliRun.run("bench", "--sweep", "histogram", "--threads", "1,0");
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("--threads takes thread counts of at least 1"), zero.err());
        CliRun.Outcome alone = CliRun.run("bench", "--threads", "4");
        assertEquals(2, alone.code());
        assertTrue(alone.err().contains("without --sweep"), alone.err());
    }

    @Test
    void aSmallLaunchBenchmarkOfNoLaunchesIsRefused() {
        CliRun.Outcome none = CliRun.run("bench", "--only", "launches", "--launches", "0");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("--launches takes a number of launches of at least 1 (given: 0)"), none.err());
        none.assertNoStackTrace();
    }

    @Test
    void theSweepTimesTheThirdLaunchOfEachProcess() {
        // each child launches three times and the third is read: a spec of fewer launches leaves nothing to read
        CliRun.Outcome o = CliRun.run("bench", "--sweep", "histogram", "--threads", "1,2", "--n", "16", "--repeat",
                "1", "--no-oclgrind");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("the third launch of a process"), o.out());
        assertTrue(o.out().contains("histogram              threads=2"), o.out());
        o.assertNoStackTrace();
    }

    @Test
    void anUnknownCollectorInTheSweepIsABadInputWithTheRunsOwnMessage() {
        CliRun.Outcome o = CliRun.run("bench", "--sweep", "no-such-collector", "--threads", "1", "--n", "16",
                "--repeat", "1");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("the benchmark's run was refused") && o.err().contains("no-such-collector"),
                o.err());
        o.assertNoStackTrace();
    }
}
