package dev.aiwc.predict;

import dev.aiwc.predict.data.RawRuns;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.reports.timing.RunsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The raw runs beside a training set: found, joined to its rows and checked against their medians. */
class RawRunsTest {

    private static final String HEADER = "application,kernel,size,invocation,source,platform,device,run1Nanoseconds,"
            + "run2Nanoseconds,run3Nanoseconds\n";

    /** Two invocations of lud's diag at tiny on "P / cpu", medians 2 µs and 20 µs of 3 runs. */
    private static TrainingSet set() {
        return new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), List.of(
                new TrainingRow(List.of("lud", "diag", "tiny", "0", "/lud.cl"),
                        new TrainingRow.Timing("P", "cpu", "1", 3, 2e-6, 1.5e-6, 2.5e-6), new double[]{1}),
                new TrainingRow(List.of("lud", "diag", "tiny", "1", "/lud.cl"),
                        new TrainingRow.Timing("P", "cpu", "1", 3, 20e-6, 15e-6, 25e-6), new double[]{2})));
    }

    @Test
    void eachRowGetsItsRunsInTheOrderTheyRan(@TempDir Path dir) throws IOException {
        // the file lists invocation 1 first; 3000 ns, 1000 ns, 2000 ns have the median 2000 ns = 2 µs, as training
        // holds for invocation 0
        Path runs = Files.writeString(dir.resolve("runs.csv"), HEADER
                + "lud,diag,tiny,1,/lud.cl,P,cpu,20000,30000,10000\n"
                + "lud,diag,tiny,0,/lud.cl,P,cpu,3000,1000,2000\n");
        TrainingSet with = RawRuns.attach(set(), runs);
        assertArrayEquals(new double[]{3e-6, 1e-6, 2e-6}, with.rows().get(0).timing().runSeconds());
        assertArrayEquals(new double[]{20e-6, 30e-6, 10e-6}, with.rows().get(1).timing().runSeconds());
        assertEquals(set().sha256(), with.sha256(), "training.csv, and so its hash, does not hold the runs");
    }

    /** The refusal of a runs file of one row, {@code line}, beside {@link #set()}. */
    private static String refusal(Path dir, String line) throws IOException {
        Path runs = Files.writeString(dir.resolve("runs.csv"), HEADER + line + "\n");
        return assertThrows(IllegalArgumentException.class, () -> RawRuns.attach(set(), runs)).getMessage();
    }

    @Test
    void runsWhoseMedianIsNotTheTrainingSetsAreOfAnotherCollection(@TempDir Path dir) throws IOException {
        // median 3 µs where training.csv has 2 µs
        String e = refusal(dir, "lud,diag,tiny,0,/lud.cl,P,cpu,3000,1000,4000");
        assertTrue(e.startsWith(dir.resolve("runs.csv") + ":2: 3 run(s) with the median 3.000000e-06 s, but the"
                + " training set has 3 with the median 2.000000e-06 s"), e);
    }

    @Test
    void aRowOfRunsThatNamesNoRowOfTheSetIsRefusedWithItsLine(@TempDir Path dir) throws IOException {
        String e = refusal(dir, "lud,diag,tiny,0,/lud.cl,P,gpu,3000,1000,2000");
        assertTrue(e.startsWith(dir.resolve("runs.csv") + ":2: no row of the training set beside it times this"
                + " invocation on P / gpu"), e);
    }

    @Test
    void theGzippedFileRoundTripsAndIsFoundBesideTrainingCsv(@TempDir Path dir) throws IOException {
        Path training = Files.writeString(dir.resolve(TrainingCsv.FILE), TrainingCsv.text(set()));
        assertNull(RawRuns.beside(training), "a set collected before the runs were kept");
        TrainingSet set = set();
        TrainingSet with = new TrainingSet(set.identityColumns(), set.profile(), set.featureNames(), List.of(
                new TrainingRow(set.rows().get(0).identity(), set.rows().get(0).timing().withRuns(
                        new double[]{3e-6, 1e-6, 2e-6}), set.rows().get(0).features()),
                set.rows().get(1))); // invocation 1 without runs: not in the file
        String text = RawRuns.text(with);
        assertEquals(HEADER + "lud,diag,tiny,0,/lud.cl,P,cpu,3000,1000,2000\n", text);
        Files.write(dir.resolve(RunsCsv.GZIP_FILE), RunsCsv.gzip(text));
        Path found = RawRuns.beside(training);
        assertEquals(dir.resolve(RunsCsv.GZIP_FILE).toAbsolutePath(), found);
        TrainingSet back = RawRuns.attach(TrainingCsv.read(training), found);
        assertArrayEquals(new double[]{3e-6, 1e-6, 2e-6}, back.rows().get(0).timing().runSeconds());
        assertEquals(0, back.rows().get(1).timing().runSeconds().length);
        assertNull(RawRuns.text(set()), "no runs, no file");
    }
}
