package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.predict.data.Features;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.reports.json.CharacterisationJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code aiwc predict train} and {@code predict} end to end, on a training set made from a real characterisation. */
class PredictCommandTest {

    @TempDir
    static Path dir;
    static Path model;
    static Path characterised;

    private static final String VADD = "__kernel void vadd(__global const float* a, __global const float* b,"
            + " __global float* c) { size_t i = get_global_id(0); c[i] = a[i] + b[i]; }\n";

    @BeforeAll
    static void trainOnOneRealFeatureVector() throws IOException {
        Files.writeString(dir.resolve("vadd.cl"), VADD);
        Files.writeString(dir.resolve("vadd.sim"), "vadd.cl\nvadd\n64 1 1\n16 1 1\n<size=256 fill=1>\n"
                + "<size=256 fill=2>\n<size=256 noinit>\n");
        for (String profile : List.of("default", "aiwc")) {
            CliRun.Outcome o = CliRun.run("run", dir.resolve("vadd.sim").toString(), "--out",
                    dir.resolve(profile).toString(), "--profile", profile, "--quiet");
            assertEquals(0, o.code(), o.err());
        }
        characterised = dir.resolve("default").resolve("vadd-0.json");
        Characterisation c = CharacterisationJson.read(characterised);
        Map<String, Double> f = Features.of(c);
        List<String> names = new ArrayList<>(f.keySet());
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            double[] values = new double[names.size()];
            for (int j = 0; j < values.length; j++) {
                values[j] = f.get(names.get(j)) * (k + 1);
            }
            double seconds = 1e-6 * (k + 1);
            rows.add(new TrainingRow(List.of("app", "k" + k, "tiny", "0", "/k.cl"),
                    new TrainingRow.Timing("P", "D", "1", 3, seconds, seconds, seconds), values));
        }
        Files.writeString(dir.resolve(TrainingCsv.FILE), TrainingCsv.text(new TrainingSet(
                List.of("application", "kernel", "size", "invocation", "source"), "default", names, rows)));
        model = dir.resolve("model.zip");
        CliRun.Outcome o = CliRun.run("predict", "train", dir.toString(), "--model", model.toString(), "--trees", "5");
        assertEquals(0, o.code(), o.err());
    }

    @Test
    void predictsEveryKnownDeviceAndNamesTheChoice() {
        CliRun.Outcome o = CliRun.run("predict", "predict", "--model", model.toString(), characterised.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("vadd-0: fastest on P / D") && o.out().contains("<- chosen"), o.out());
    }

    @Test
    void aCharacterisationOfAnotherProfileIsRefusedWithExit2() {
        Path other = dir.resolve("aiwc").resolve("vadd-0.json");
        CliRun.Outcome o = CliRun.run("predict", "predict", "--model", model.toString(), other.toString());
        assertEquals(2, o.code(), o.out());
        assertTrue(o.err().contains(other + " was characterised with --profile aiwc, but the model learnt from"
                + " --profile default"), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void aCharacterisationWithAnotherFeatureSetIsRefusedWithExit2() throws IOException {
        Characterisation c = CharacterisationJson.read(characterised);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>(c.metrics());
        metrics.remove("control");
        Path edited = dir.resolve("edited");
        Files.createDirectories(edited);
        Path file = edited.resolve("vadd-0.json");
        Files.writeString(file, CharacterisationJson.toJson(new Characterisation(c.application(), c.size(),
                c.kernel(), c.invocation(), c.profile(), c.global(), c.local(), c.groups(), metrics, c.collectors(),
                c.run())));
        CliRun.Outcome o = CliRun.run("predict", "predict", "--model", model.toString(), file.toString());
        assertEquals(2, o.code(), o.out());
        assertTrue(o.err().contains("has another feature set than the model") && o.err().contains("lacks control."),
                o.err());
    }

    @Test
    void trainingRefusesToReplaceAModelWithoutForce() {
        CliRun.Outcome o = CliRun.run("predict", "train", dir.toString(), "--model", model.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(model + " already exists"), o.err());
        assertTrue(o.err().contains("Give another --model, or add --force"), o.err());
    }

    /**
     * The @BeforeAll set with runs beside it: kernel k's 3 runs are (k+1)·1000, (k+1)·500 and (k+1)·2000 ns, whose
     * median, (k+1)·1000 ns = (k+1) µs, is training.csv's; the first row's runs replaced by {@code firstRow} if given.
     */
    private static Path withRuns(String name, String firstRow) throws IOException {
        Path set = Files.createDirectories(dir.resolve(name));
        Files.copy(dir.resolve(TrainingCsv.FILE), set.resolve(TrainingCsv.FILE));
        StringBuilder runs = new StringBuilder("application,kernel,size,invocation,source,platform,device,"
                + "run1Nanoseconds,run2Nanoseconds,run3Nanoseconds\n");
        for (int k = 0; k < 4; k++) {
            runs.append("app,k").append(k).append(",tiny,0,/k.cl,P,D,").append(k == 0 && firstRow != null ? firstRow
                    : (k + 1) * 1000 + "," + (k + 1) * 500 + "," + (k + 1) * 2000).append('\n');
        }
        Files.writeString(set.resolve("runs.csv"), runs.toString());
        return set;
    }

    @Test
    void evaluateSplitsTheRunRowsBesideTheSamplesWhenTheRunsAreKept() throws IOException {
        // 4 kernels × 3 runs = 12 run rows; round(0.2·12) = 2 trained on, 10 tested
        CliRun.Outcome o = CliRun.run("predict", "evaluate", withRuns("runs", null).toString(), "--trees", "5");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("raw runs: 12 run rows (one per timed run of a kernel at a size on a device) from"
                + " 4 cells"), o.out());
        assertTrue(o.out().lines().anyMatch(l -> l.startsWith("johnston-runs") && l.contains("P / D")
                && l.matches(".* 10 +\\S+%.*")), o.out());
        assertTrue(o.out().lines().anyMatch(l -> l.startsWith("johnston-split")), o.out());
    }

    @Test
    void evaluateWithoutRunsHasNoRunRows() {
        CliRun.Outcome o = CliRun.run("predict", "evaluate", dir.toString(), "--trees", "5");
        assertEquals(0, o.code(), o.err());
        assertTrue(!o.out().contains("johnston-runs") && !o.out().contains("raw runs"), o.out());
    }

    @Test
    void runsOfAnotherCollectionAreABadInputNamingTheLine() throws IOException {
        // kernel k0's runs 1000, 3000, 4000 ns have the median 3 µs; training.csv holds 1 µs
        Path set = withRuns("other", "1000,3000,4000");
        CliRun.Outcome o = CliRun.run("predict", "evaluate", set.toString(), "--trees", "5");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(set.resolve("runs.csv").toAbsolutePath() + ":2: 3 run(s) with the median"
                + " 3.000000e-06 s, but the training set has 3 with the median 1.000000e-06 s"), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void aTrainingSetThatIsNotOneIsABadInputNamingTheFile() throws IOException {
        Path bogus = Files.writeString(dir.resolve("bogus.csv"), "a,b\n1,2\n");
        CliRun.Outcome o = CliRun.run("predict", "evaluate", bogus.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(bogus + ":1: not a training set"), o.err());
    }

    @Test
    void aShareOfFeaturesThatIsNeitherANumberNorAutoIsABadInput() {
        CliRun.Outcome o = CliRun.run("predict", "evaluate", dir.toString(), "--feature-fraction", "most");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--feature-fraction most is neither a number nor auto"), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void aWeighingThatIsNeitherSamplesNorKernelsIsABadInput() {
        CliRun.Outcome o = CliRun.run("predict", "evaluate", dir.toString(), "--weigh", "runs");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--weigh runs is neither samples nor kernels"), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void aModelTrainedWithAutoSaysWhichShareEachDeviceChose(@TempDir Path out) {
        // the set's four kernels of one row each: the share chosen is one of the three candidates
        Path auto = out.resolve("auto.zip");
        CliRun.Outcome o = CliRun.run("predict", "train", dir.toString(), "--model", auto.toString(), "--trees", "5",
                "--feature-fraction", "auto");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().matches("(?s).*: 4 rows, 0\\.(33|20|10) of the features per split \\(chosen\\).*"),
                o.out());
    }

    @Test
    void theReportOfAnEvaluationThatChoseItsSharesCountsTheFoldsPerShare(@TempDir Path out) throws IOException {
        // four kernels, one device: leave-kernel-out grows 4 forests, so its row of counts sums to 4
        Path html = out.resolve("auto.html");
        CliRun.Outcome o = CliRun.run("predict", "evaluate", dir.toString(), "--trees", "5", "--feature-fraction",
                "auto", "--html", html.toString());
        assertEquals(0, o.code(), o.err());
        String page = Files.readString(html);
        assertTrue(page.contains("each choosing its share of the features per split"), page);
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("<tr><td>leave-kernel-out</td><td class=\"l\">"
                + "P / D</td><td>(\\d+)</td><td>(\\d+)</td><td>(\\d+)</td></tr>").matcher(page);
        assertTrue(row.find(), page);
        assertEquals(4, Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2))
                + Integer.parseInt(row.group(3)), row.group());
        Path fixed = out.resolve("fixed.html");
        assertEquals(0, CliRun.run("predict", "evaluate", dir.toString(), "--trees", "5", "--html", fixed.toString())
                .code());
        String plain = Files.readString(fixed);
        assertTrue(plain.contains("0.33 of the features per split") && !plain.contains("Shares of the features chosen"),
                plain);
    }
}
