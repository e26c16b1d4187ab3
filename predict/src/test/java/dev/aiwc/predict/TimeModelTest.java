package dev.aiwc.predict;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Accuracy;
import dev.aiwc.predict.evaluate.CrossValidation;
import dev.aiwc.predict.evaluate.Evaluation;
import dev.aiwc.predict.evaluate.Folds;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeModelTest {

    private static final ForestSettings SMALL = ForestSettings.DEFAULT.withTrees(20);
    private static final double C = 2e-9; // seconds per instruction

    @Test
    void timeProportionalToInstructionsIsPredictedExactlyEvenForKernelsNeverSeen() {
        // seconds = C·instructions makes ln(seconds / instructions) = ln C on every row: every leaf of every tree
        // holds that one value, so every prediction is C·instructions up to rounding, whatever the kernel's size.
        // Tribuo keeps a leaf's value in single precision: |ln C| ≈ 20 rounded to 24 bits is off by at most
        // 20·2^-24 ≈ 1.2e-6 in ln(time), so by 1.2e-6 relatively
        TrainingSet set = SyntheticSets.of(6, 2, (instructions, flag) -> C * instructions);
        CrossValidation cv = CrossValidation.run(set, Folds.leaveKernelOut(set, 0), set.featureNames(),
                Target.LOG_SECONDS_PER_INSTRUCTION, SMALL);
        assertEquals(set.rows().size(), cv.outcomes().size(), "every row is predicted once");
        for (CrossValidation.Outcome o : cv.outcomes()) {
            assertEquals(0, o.absolutePercentageError(), Math.abs(Math.log(C)) * 0x1p-24 * 1.01, "row " + o.row());
        }
    }

    @Test
    void aFeatureThatDoublesTheTimeIsLearntAndMatters() {
        // seconds = C·instructions·(1 + flag), flag = kernel number mod 2. A predictor blind to the flag gives every
        // row one time per instruction p·C (1 ≤ p ≤ 2): its errors are p − 1 on half the rows and 1 − p/2 on the
        // other half, so its median APE is their mean, p/4 ≥ 25%. Learning the flag must do better.
        TrainingSet set = SyntheticSets.of(8, 2, (instructions, flag) -> C * instructions * (1 + flag));
        Evaluation e = Evaluation.of(set, Target.LOG_SECONDS_PER_INSTRUCTION, SMALL, 0);
        Evaluation.Run lko = e.runs().get(0);
        assertEquals(Evaluation.LEAVE_KERNEL_OUT, lko.protocol());
        assertEquals(Evaluation.ALL_FEATURES, lko.featureSet());
        Accuracy.DeviceAccuracy acc = lko.accuracy().devices().get(0);
        assertTrue(acc.medianApe() < 0.25, "median APE " + acc.medianApe());
        double flag = rise(e, "memory.flag");
        double noise = rise(e, "control.noise");
        assertTrue(flag > noise, "flag " + flag + " vs noise " + noise);
    }

    @Test
    void aSmallShareOfFewFeaturesStillDrawsOneFeatureAtEverySplit() {
        // Tribuo draws round(share × features) features per split: 0.1 of 2 rounds to none, and trees that never split
        // predict every row one time per instruction, blind to the flag, so their median APE is at least 25% (the
        // test above). Drawing one of the two, a tree splits on the flag whenever it draws it and the forest learns it
        TrainingSet set = SyntheticSets.of(8, 2, (instructions, flag) -> C * instructions * (1 + flag));
        ForestSettings tenth = new ForestSettings(SMALL.trees(), SMALL.maxDepth(), 0.1f, SMALL.minChildWeight(),
                SMALL.seed());
        CrossValidation cv = CrossValidation.run(set, Folds.leaveKernelOut(set, 0),
                List.of("compute.totalInstructions", "memory.flag"), Target.LOG_SECONDS_PER_INSTRUCTION, tenth);
        double median = Accuracy.of(cv).devices().get(0).medianApe();
        assertTrue(median < 0.25, "median APE " + median);
        assertEquals(0.1f, TimeModel.drawnFraction(0.1f, 74), "7 of 74 features: the share as given");
        assertEquals(0.5f, TimeModel.drawnFraction(0.1f, 2), "one of two");
        assertEquals(0.5f, TimeModel.drawnFraction(0.3f, 1), "the one feature");
    }

    @Test
    void theJohnstonSplitTestsTheSamplesOutsideARandomFifthWithForestsGrownOnThatFifth() {
        // 6 kernels × 3 sizes × 2 invocations = 36 samples on one device; round(0.2·36) = round(7.2) = 7 trained on,
        // 29 tested, in one fold. Time proportional to instructions is learnt exactly (see the first test), so every
        // tested cell's mean predicted ln(µs) equals its measured one to within Tribuo's float leaves, 1.2e-6 in
        // ln(time); the smallest time, 2e-9·1000·1 s = 2 µs, has ln(µs) ≈ 0.69, so the cell error is below 2e-6
        TrainingSet set = SyntheticSets.of(6, 2, (instructions, flag) -> C * instructions);
        Evaluation e = Evaluation.of(set, Target.LOG_SECONDS_PER_INSTRUCTION, SMALL, 0);
        assertEquals(List.of(Evaluation.LEAVE_KERNEL_OUT, Evaluation.LEAVE_KERNEL_OUT, Evaluation.LEAVE_ONE_SIZE_OUT,
                Evaluation.LEAVE_ONE_SIZE_OUT, Evaluation.JOHNSTON_SPLIT, Evaluation.JOHNSTON_SPLIT),
                e.runs().stream().map(Evaluation.Run::protocol).toList());
        Evaluation.Run johnston = e.runs().get(4);
        assertEquals(1, johnston.folds());
        Accuracy.DeviceAccuracy acc = johnston.accuracy().devices().get(0);
        assertEquals(29, acc.predictions());
        assertEquals(0, acc.logTime().meanCellError(), 2e-6);
    }

    private static double rise(Evaluation e, String feature) {
        return e.importance().stream().filter(i -> i.feature().equals(feature)).findFirst().orElseThrow().rise();
    }

    @Test
    void theFasterDeviceIsChosenWhenEveryTimeIsAKnownMultiple() {
        // device "b" takes exactly twice device "a"'s time on every row (SyntheticSets scales device d by d + 1)
        TrainingSet set = SyntheticSets.of(5, 1, (instructions, flag) -> C * instructions, "a", "b");
        Accuracy acc = Accuracy.of(CrossValidation.run(set, Folds.leaveKernelOut(set, 0), set.featureNames(),
                Target.LOG_SECONDS_PER_INSTRUCTION, SMALL));
        assertEquals(5 * 3, acc.choice().invocations());
        assertEquals(acc.choice().invocations(), acc.choice().correct());
        assertEquals(1.0, acc.choice().slowdown(), 1e-12);
    }

    @Test
    void aModelRoundTripsThroughItsFile(@TempDir Path dir) throws IOException {
        roundTrip(dir, Target.LOG_SECONDS);
    }

    @Test
    void aModelWithFittedScalesRoundTripsThroughItsFile(@TempDir Path dir) throws IOException {
        roundTrip(dir, Target.LOG_SECONDS_OVER_LINEAR);
    }

    private static void roundTrip(Path dir, Target target) throws IOException {
        TrainingSet set = SyntheticSets.of(4, 2, (instructions, flag) -> C * instructions * (1 + flag), "a", "b");
        PerformanceModel m = PerformanceModel.train(set, set.featureNames(), target, SMALL, "aiwc test");
        Path file = dir.resolve("m.zip");
        m.save(file);
        PerformanceModel back = PerformanceModel.load(file);
        assertEquals(m.toolVersion(), back.toolVersion());
        assertEquals(m.profile(), back.profile());
        assertEquals(m.target(), back.target());
        assertEquals(m.featureNames(), back.featureNames());
        assertEquals(set.sha256(), back.trainingSetHash());
        assertEquals(m.settings(), back.settings());
        assertEquals(m.trainingRows(), back.trainingRows());
        assertEquals(m.devices(), back.devices());
        for (var row : set.rows()) {
            for (String d : m.devices()) {
                PerformanceModel.Prediction p = m.predict(d, row.features());
                PerformanceModel.Prediction q = back.predict(d, row.features());
                assertArrayEquals(new double[]{p.seconds(), p.low(), p.high()},
                        new double[]{q.seconds(), q.low(), q.high()});
            }
        }
    }

    @Test
    void aFileThatIsNoModelIsRefusedByName(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("x.zip"), "not a zip");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PerformanceModel.load(file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    private static Characterisation characterisation(String profile, boolean withControl) {
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", Map.of("totalInstructions", 4000L));
        metrics.put("parallelism", Map.of("workItems", 400L));
        metrics.put("memory", Map.of("flag", 1L));
        if (withControl) {
            metrics.put("control", Map.of("noise", 0.5));
        }
        return new Characterisation(null, null, new Characterisation.KernelRef("k", "/k.cl", "", "clang"), 0, profile,
                new long[]{400, 1, 1}, new long[]{1, 1, 1}, new long[]{400, 1, 1}, metrics, Map.of(), null);
    }

    @Test
    void aCharacterisationOfAnotherProfileIsRefused() {
        TrainingSet set = SyntheticSets.of(3, 1, (instructions, flag) -> C * instructions);
        PerformanceModel m = PerformanceModel.train(set, set.featureNames(), Target.LOG_SECONDS, SMALL, "aiwc test");
        assertEquals(4, m.featuresOf(characterisation("default", true), "k-0.json").length);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.featuresOf(characterisation("aiwc", true), "k-0.json"));
        assertTrue(e.getMessage().startsWith("k-0.json was characterised with --profile aiwc"), e.getMessage());
    }

    @Test
    void aCharacterisationOfAnotherFeatureSetIsRefusedNamingTheDifference() {
        TrainingSet set = SyntheticSets.of(3, 1, (instructions, flag) -> C * instructions);
        PerformanceModel m = PerformanceModel.train(set, set.featureNames(), Target.LOG_SECONDS, SMALL, "aiwc test");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.featuresOf(characterisation("default", false), "k-0.json"));
        assertTrue(e.getMessage().contains("another feature set") && e.getMessage().contains("lacks control.noise"),
                e.getMessage());
    }

    @Test
    void theTrainingCsvReadsBackAsTheSameSet(@TempDir Path dir) throws IOException {
        TrainingSet set = SyntheticSets.of(3, 2, (instructions, flag) -> C * instructions, "a", "b");
        Path file = Files.writeString(dir.resolve(TrainingCsv.FILE), TrainingCsv.text(set));
        TrainingSet back = TrainingCsv.read(file);
        assertEquals(set.identityColumns(), back.identityColumns());
        assertEquals(set.featureNames(), back.featureNames());
        assertEquals(set.rows().size(), back.rows().size());
        assertEquals(set.sha256(), back.sha256());
        assertEquals(List.of("Synthetic / a", "Synthetic / b"), back.devices());
    }
}
