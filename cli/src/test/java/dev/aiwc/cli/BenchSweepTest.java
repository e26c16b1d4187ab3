package dev.aiwc.cli;

import dev.aiwc.reports.dataset.DatasetCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The thread counts of {@code aiwc bench --sweep}: powers of two below the core count, then the core count, or the
 * counts {@code --threads} lists; the rows of {@code --csv}; and the arguments the bench refuses.
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
        assertEquals("8.00x to 16.00x", BenchCommand.spread(r)); // the rounds' range, whatever their order
    }

    @Test
    void theOclgrindRatioIsEachRoundsOwnWallTimeOverTheAiwcRunBesideIt() {
        // rounds of 20 s against 1.6 s, 11 s against 1.1 s and 22 s against 1.0 s: 12.5x, 10x and 22x; the medians
        // of each side apart (20 and 1.1 s) would give 18.2x, a ratio of runs made under different loads
        List<BenchCommand.Sample> oclgrind = List.of(wall(20), wall(11), wall(22));
        List<BenchCommand.Sample> aiwc = List.of(wall(1.6), wall(1.1), wall(1.0));
        double[] r = BenchCommand.roundRatios(oclgrind, aiwc, BenchCommand.Sample::wallSeconds);
        assertEquals(12.5, r[0], 1e-12);
        assertEquals(10.0, r[1], 1e-12);
        assertEquals(22.0, r[2], 1e-12);
        assertEquals(12.5, BenchCommand.median(r), 1e-12);
    }

    @Test
    void aRoundIsPrintedWithEachCountsLaunchAndItsSpeedUpOverTheFirst() {
        // 4.8 s on one thread, 1.6 s on 4 (4.8 / 1.6 = 3x) and 0.4 s on 16 (12x)
        assertEquals(String.format("%-22s", "aiwc") + " round 2/5: 1 thread 4.800 s, 4 threads 1.600 s (3.00x),"
                        + " 16 threads 0.400 s (12.00x)",
                BenchCommand.roundLine("aiwc", 2, 5, List.of(1, 4, 16), new double[]{4.8, 1.6, 0.4}));
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
    void theLoopsFigureIsTheThreadsTimesOneAloneOverTheSlowestTogether() {
        // one alone 2 s; four at once took 2, 2.5, 2 and 4 s: the last ends at 4 s, so 4 x 2 / 4 = 2x
        assertEquals(2.0, RegisterLoop.speedUp(2.0, new double[]{2.0, 2.5, 2.0, 4.0}), 1e-12);
        // sixteen that each ran as fast as one alone: 16x
        assertEquals(16.0, RegisterLoop.speedUp(1.5, java.util.Collections.nCopies(16, 1.5).stream()
                .mapToDouble(Double::doubleValue).toArray()), 1e-12);
    }

    @Test
    void theLoopsAreTimedPerThreadAndDependOnlyOnTheirTurnsAndSeed() throws Exception {
        for (int chains : new int[]{1, 4}) {
            double[] seconds = RegisterLoop.time(3, 1_000_000, chains);
            assertEquals(3, seconds.length);
            for (double s : seconds) {
                assertTrue(s > 0 && s < 60, "each thread's seconds: " + s);
            }
        }
        // one turn from seed 1 by hand: 1 ^ 1 << 13 = 8193, 8193 ^ 8193 >>> 7 = 8257, 8257 ^ 8257 << 17 = 1082269761;
        // the four chains start at 1, 2, 3 and 4
        assertEquals(1_082_269_761L, xorshift(1));
        assertEquals(xorshift(1), RegisterLoop.spin(1, 1, 1));
        assertEquals(xorshift(1) + xorshift(2) + xorshift(3) + xorshift(4), RegisterLoop.spin(1, 1, 4));
        // across a block's end: 10,001 turns are the block of 10,000 and one more
        long a = 5;
        for (int i = 0; i < RegisterLoop.BLOCK + 1; i++) {
            a = xorshift(a);
        }
        assertEquals(a, RegisterLoop.spin(RegisterLoop.BLOCK + 1, 5, 1));
    }

    private static long xorshift(long x) {
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        return x;
    }

    @Test
    void copiesWithoutASweepAreRefused() {
        CliRun.Outcome alone = CliRun.run("bench", "--copies");
        assertEquals(2, alone.code());
        assertTrue(alone.err().contains("--copies goes with --sweep"), alone.err());
        alone.assertNoStackTrace();
    }

    @Test
    void aLoopWithoutASweepIsRefused() {
        CliRun.Outcome alone = CliRun.run("bench", "--loop");
        assertEquals(2, alone.code());
        assertTrue(alone.err().contains("--loop goes with --sweep"), alone.err());
        alone.assertNoStackTrace();
    }

    private static BenchCommand.Sample launch(double seconds) {
        return new BenchCommand.Sample(seconds, seconds, 0, 0, 0, 0, java.util.Map.of());
    }

    /** A whole process of {@code seconds}, whose launch took 0.1 s less than 80% of it (so not its ratios). */
    private static BenchCommand.Sample wall(double seconds) {
        return new BenchCommand.Sample(seconds, 0.8 * seconds - 0.1, 0, 0, 0, 0, java.util.Map.of());
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
    void aMatrixSizeThatIsNoMultipleOfTheWorkGroupIsRefusedBeforeAnyRun() {
        for (String size : new String[]{"7", "100", "0", "-16", "4112"}) {
            CliRun.Outcome o = CliRun.run("bench", "--n", size, "--only", "floor", "--no-oclgrind");
            assertEquals(2, o.code(), size + ": " + o.err());
            assertTrue(o.err().contains("--n takes a matrix size that is a multiple of 16")
                    && o.err().contains("(given: " + size + ")"), o.err());
            // refused before the header: no child was started
            assertFalse(o.out().contains("aiwc bench: row-major"), o.out());
            o.assertNoStackTrace();
        }
    }

    @Test
    void noRunsAndUnknownConfigurationsAreRefusedBeforeAnyRun() {
        CliRun.Outcome none = CliRun.run("bench", "--repeat", "0", "--only", "floor", "--no-oclgrind");
        assertEquals(2, none.code(), none.err());
        assertTrue(none.err().contains("--repeat takes a number of runs of at least 1 (given: 0)"), none.err());
        none.assertNoStackTrace();
        CliRun.Outcome unknown = CliRun.run("bench", "--only", "aiwc,bogus", "--no-oclgrind");
        assertEquals(2, unknown.code(), unknown.err());
        assertTrue(unknown.err().contains("'bogus' in 'aiwc,bogus'")
                && unknown.err().contains("hist1, histN, aiwc, floor, fermi, l1, launches"), unknown.err());
        assertFalse(unknown.out().contains("aiwc bench: row-major"), unknown.out());
        CliRun.Outcome empty = CliRun.run("bench", "--only", "aiwc,", "--no-oclgrind");
        assertEquals(2, empty.code(), empty.err());
        assertTrue(empty.err().contains("(given: '' in 'aiwc,')"), empty.err());
    }

    @Test
    void theSweepTimesTheThirdLaunchOfEachProcessAndTheLoopBesideIt(@TempDir Path dir) throws Exception {
        // each child launches three times and the third is read: a spec of fewer launches leaves nothing to read;
        // --loop adds the register loops on 1 and 2 threads; --csv writes each timed run as a row
        Path csv = dir.resolve("bench.csv");
        CliRun.Outcome o = CliRun.run("bench", "--sweep", "aiwc", "--threads", "1,2", "--n", "16", "--repeat",
                "1", "--no-oclgrind", "--loop", "--csv", csv.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("the third launch of a process"), o.out());
        assertTrue(o.out().contains("aiwc                   threads=2"), o.out());
        assertTrue(o.out().contains("aiwc                   register loop, one chain: 2 threads at once"), o.out());
        assertTrue(o.out().contains("register loop, 4 chains: 2 threads at once"), o.out());
        o.assertNoStackTrace();

        List<Map<String, String>> rows = rows(csv);
        // one row a timed run: the sweep's two processes, then each loop alone and on 2 threads
        assertEquals(List.of("sweep/1", "sweep/2", "loop-1-chain/1", "loop-1-chain/2", "loop-4-chains/1",
                "loop-4-chains/2"), rows.stream().map(r -> r.get("part") + "/" + r.get("threads")).toList());
        int cores = Runtime.getRuntime().availableProcessors();
        for (Map<String, String> r : rows) {
            assertEquals("1", r.get("round"));
            assertEquals(String.valueOf(cores), r.get("cores"));
            assertTrue(Double.parseDouble(r.get("wall_s")) > 0, r.toString());
        }
        // the launch lies inside its process, and the aiwc collectors' trace took some of it
        for (Map<String, String> r : rows.subList(0, 2)) {
            assertEquals("aiwc", r.get("collectors"));
            assertEquals("mm", r.get("kernel"));
            assertEquals("16", r.get("n"));
            double launch = Double.parseDouble(r.get("launch_s"));
            assertTrue(launch > 0 && launch < Double.parseDouble(r.get("wall_s")), r.toString());
            assertTrue(Double.parseDouble(r.get("trace_s")) > 0, r.toString());
            assertTrue(Long.parseLong(r.get("peak_rss_kib")) > 0, r.toString());
            assertTrue(Double.parseDouble(r.get("cpu_s")) > 0, r.toString());
        }
        // the same instructions on 1 thread and on 2: mm N=16 in one 16x16 group is 256 work-items of 16 iterations,
        // each at least two loads, a multiply-add, an increment, a compare and a branch
        assertEquals(rows.get(0).get("instructions"), rows.get(1).get("instructions"));
        assertTrue(Long.parseLong(rows.get(0).get("instructions")) >= 256L * 16 * 6, rows.get(0).toString());
        // the speed-up the sweep printed is the rows' one-thread launch over their two-thread one
        double speedUp = Double.parseDouble(rows.get(0).get("launch_s"))
                / Double.parseDouble(rows.get(1).get("launch_s"));
        assertTrue(o.out().contains(String.format(java.util.Locale.ROOT, "speed-up %5.2fx", speedUp)), o.out());
        // a register loop's row has no process, kernel or collectors
        assertEquals("", rows.get(2).get("collectors") + rows.get(2).get("launch_s") + rows.get(2).get("instructions"));
    }

    @Test
    void theCsvHoldsTheOclgrindRunsInTheOrderTheyAlternatedWithTheAiwcRuns(@TempDir Path dir) throws Exception {
        // round 1 runs aiwc then Oclgrind, round 2 Oclgrind then aiwc: each round's ratio is of two runs back to back
        Path csv = dir.resolve("bench.csv");
        CliRun.Outcome o = CliRun.run("bench", "--only", "aiwc", "--n", "16", "--repeat", "2", "--csv",
                csv.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("full aiwc collectors vs Oclgrind"), o.out());
        List<Map<String, String>> rows = rows(csv);
        assertEquals(List.of("aiwc/1", "oclgrind/1", "oclgrind/2", "aiwc/2"),
                rows.stream().map(r -> r.get("part") + "/" + r.get("round")).toList());
        for (Map<String, String> r : rows) {
            assertEquals("mm", r.get("kernel"));
            assertEquals("16", r.get("n"));
            assertTrue(Long.parseLong(r.get("instructions")) > 0, r.toString());
            assertTrue(Double.parseDouble(r.get("wall_s")) > 0, r.toString());
        }
        // Oclgrind chooses its own threads and times only its process
        Map<String, String> oclgrind = rows.get(1);
        assertEquals("", oclgrind.get("collectors") + oclgrind.get("threads") + oclgrind.get("launch_s"));
        assertEquals(String.valueOf(Runtime.getRuntime().availableProcessors()), rows.get(0).get("threads"));
    }

    /** The rows of a bench CSV, each by its header's names. */
    private static List<Map<String, String>> rows(Path csv) throws Exception {
        List<String> lines = Files.readAllLines(csv);
        assertEquals(BenchCsv.HEADER, lines.get(0));
        List<String> header = DatasetCsv.split(lines.get(0), "header");
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> cells = DatasetCsv.split(line, line);
            assertEquals(header.size(), cells.size(), line);
            Map<String, String> row = new HashMap<>();
            for (int i = 0; i < cells.size(); i++) {
                row.put(header.get(i), cells.get(i));
            }
            rows.add(row);
        }
        return rows;
    }

    @Test
    void aCsvFileThatExistsIsNeverReplacedAndNothingRuns(@TempDir Path dir) throws Exception {
        Path csv = Files.writeString(dir.resolve("earlier.csv"), "an earlier benchmark's rows\n");
        CliRun.Outcome o = CliRun.run("bench", "--only", "floor", "--n", "16", "--repeat", "1", "--no-oclgrind",
                "--csv", csv.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--csv " + csv + " exists already") && o.err().contains("bench never replaces"),
                o.err());
        assertFalse(o.out().contains("aiwc bench: row-major"), o.out());
        assertEquals("an earlier benchmark's rows\n", Files.readString(csv));
        o.assertNoStackTrace();
        CliRun.Outcome nowhere = CliRun.run("bench", "--only", "floor", "--n", "16", "--repeat", "1",
                "--no-oclgrind", "--csv", dir.resolve("no-such-folder").resolve("b.csv").toString());
        assertEquals(2, nowhere.code(), nowhere.err());
        assertTrue(nowhere.err().contains("its folder does not exist"), nowhere.err());
        nowhere.assertNoStackTrace();
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
