package dev.aiwc.predict;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Accuracy;
import dev.aiwc.predict.evaluate.CrossValidation;
import dev.aiwc.predict.evaluate.Evaluation;
import dev.aiwc.predict.evaluate.Fold;
import dev.aiwc.predict.evaluate.Folds;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The split of Johnston et al. over their rows, single runs, beside the split over samples. */
class JohnstonRunsTest {

    private static final ForestSettings SMALL = ForestSettings.DEFAULT.withTrees(20);
    private static final double C = 2e-9; // seconds per instruction

    /**
     * {@code kernels} kernels at tiny, small and medium on one device, each launched twice per run with
     * {@code 1000·(k+1)·8^s} instructions both times, every launch of every run taking C s per instruction:
     * {@code runs} runs, so a run row's time is 2·C·instructions.
     */
    private static TrainingSet withRuns(int kernels, int runs) {
        List<String> features = List.of("compute.totalInstructions", "parallelism.workItems");
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < kernels; k++) {
            for (int s = 0; s < SyntheticSets.SIZES.size(); s++) {
                double instructions = 1000.0 * (k + 1) * Math.pow(8, s);
                double[] each = new double[runs];
                java.util.Arrays.fill(each, C * instructions);
                for (int inv = 0; inv < 2; inv++) {
                    String size = SyntheticSets.SIZES.get(s);
                    rows.add(new TrainingRow(List.of("app" + k + "/" + size, "app" + k, "k", size,
                            Integer.toString(inv), "/app" + k + ".cl"), new TrainingRow.Timing("P", "cpu", "1", runs,
                            C * instructions, C * instructions, C * instructions).withRuns(each),
                            new double[]{instructions, instructions / 10}));
                }
            }
        }
        return new TrainingSet(RunRowsTest.IDENTITY, "default", features, rows);
    }

    @Test
    void theRunsOfOneConfigurationFallOnBothSidesOfTheSplit() {
        // 2 kernels at 1 size with 20 runs each: 40 run rows, round(0.2·40) = 8 trained on, 32 tested. A cell has
        // no run trained on with probability C(20, 8) / C(40, 8) = 125,970 / 76,904,685 ≈ 0.16%: a tested run is
        // almost always another run of a configuration the forest saw, as in their setup
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            rows.add(RunRowsTest.row("a/tiny", "a", "k" + k, "tiny", 0, "cpu", k, 10, 11, 12, 13, 14, 15, 16, 17,
                    18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29));
        }
        TrainingSet runRows = RunRows.of(new TrainingSet(RunRowsTest.IDENTITY, "default", List.of("f"), rows)).set();
        assertEquals(40, runRows.rows().size());
        Fold split = Folds.johnstonSplit(runRows, Evaluation.JOHNSTON_TRAIN_SHARE, 18);
        assertEquals(32, split.test().size());
        Set<Integer> tested = new HashSet<>(split.test());
        Set<String> testedCells = new HashSet<>();
        Set<String> trainedCells = new HashSet<>();
        for (int i = 0; i < runRows.rows().size(); i++) {
            (tested.contains(i) ? testedCells : trainedCells).add(runRows.kernelOf(runRows.rows().get(i)));
        }
        assertEquals(Set.of("a/k0", "a/k1"), testedCells);
        assertEquals(Set.of("a/k0", "a/k1"), trainedCells);
    }

    @Test
    void johnstonRunsTestsTheRunRowsOutsideARandomFifthBesideTheSampleProtocols() {
        // 4 kernels × 3 sizes = 12 cells, 5 runs each: 60 run rows, round(0.2·60) = 12 trained on, 48 tested. Each
        // run row's time is 2·C·instructions of its first invocation: a constant per instruction, which the forests
        // learn exactly (TimeModelTest's first test), to within Tribuo's float leaves: |ln 2C| ≈ 19.3 rounded to
        // 24 bits is 1.2e-6 in ln(time). The smallest time, 2·2e-9·1000 s = 4 µs, has ln(µs) ≈ 1.39, so every
        // cell error is below 1e-6
        TrainingSet set = withRuns(4, 5);
        RunRows runRows = RunRows.of(set);
        assertEquals(12, runRows.cells());
        Evaluation e = Evaluation.of(set.collapsed(), Target.LOG_SECONDS_PER_INSTRUCTION, SMALL, 0, set.sha256(),
                runRows);
        List<String> protocols = e.runs().stream().map(Evaluation.Run::protocol).toList();
        assertEquals(List.of(Evaluation.LEAVE_KERNEL_OUT, Evaluation.LEAVE_KERNEL_OUT, Evaluation.LEAVE_ONE_SIZE_OUT,
                Evaluation.LEAVE_ONE_SIZE_OUT, Evaluation.JOHNSTON_SPLIT, Evaluation.JOHNSTON_SPLIT,
                Evaluation.JOHNSTON_RUNS, Evaluation.JOHNSTON_RUNS), protocols);
        Evaluation.Run runs = e.runs().get(6);
        assertEquals(Evaluation.ALL_FEATURES, runs.featureSet());
        assertEquals(runRows.set(), runs.set(), "its outcomes index the run rows");
        Accuracy.DeviceAccuracy acc = runs.accuracy().devices().get(0);
        assertEquals(48, acc.predictions());
        assertEquals(12, acc.logTime().cells(), "every kernel × size cell has tested runs");
        assertEquals(0, acc.logTime().meanCellError(), 1e-6);
        for (CrossValidation.Outcome o : runs.outcomes()) {
            double instructions = runs.set().rows().get(o.row()).features()[0];
            assertEquals(2 * C * instructions, o.measured(), 1e-15 * instructions, "two launches' time");
        }
        // the sample protocols see the collapsed set: 12 samples (the two equal launches of a cell are one)
        assertEquals(12, e.set().rows().size());
        assertTrue(e.text(5).contains("raw runs: 60 run rows"), e.text(5));
    }

    @Test
    void aRunRowIsScaledByAllTheWorkItsTimeIsOf() {
        // 4 kernels, each in two applications whose first launch is the same (features {I, I/10}, I = 1000·(k+1)):
        // "one" launches it once a run, "many" a second time with 3·I instructions. Every launch takes C s per
        // instruction, so a run of "many" takes 4·C·I against C·I, with the same features. Scaled by the first
        // launch's instructions the two cells would have targets ln C and ln 4C and nothing to tell them apart; scaled
        // by the run's instructions (I against 4·I) both are ln C, which the forests learn exactly (to Tribuo's float
        // leaves, 1.2e-6 in ln(time), as above)
        List<String> features = List.of("compute.totalInstructions", "parallelism.workItems");
        List<TrainingRow> rows = new ArrayList<>();
        int runs = 10;
        for (int k = 0; k < 4; k++) {
            double first = 1000.0 * (k + 1);
            for (String app : List.of("one", "many")) {
                int launches = app.equals("one") ? 1 : 2;
                for (int inv = 0; inv < launches; inv++) {
                    double instructions = inv == 0 ? first : 3 * first;
                    double[] each = new double[runs];
                    java.util.Arrays.fill(each, C * instructions);
                    rows.add(new TrainingRow(List.of(app + "/tiny", app, "k" + k, "tiny", Integer.toString(inv),
                            "/" + app + ".cl"), new TrainingRow.Timing("P", "cpu", "1", runs, C * instructions,
                            C * instructions, C * instructions).withRuns(each),
                            new double[]{instructions, instructions / 10}));
                }
            }
        }
        TrainingSet set = new TrainingSet(RunRowsTest.IDENTITY, "default", features, rows);
        RunRows runRows = RunRows.of(set);
        assertEquals(8, runRows.cells());
        for (TrainingRow r : runRows.set().rows()) {
            boolean many = r.identity().get(1).equals("many");
            assertEquals(many ? 2 : 1, r.launches());
            assertEquals((many ? 4 : 1) * r.features()[0], r.instructions(0), 1e-9, "the run's instructions");
        }
        Evaluation e = Evaluation.of(set.collapsed(), Target.LOG_SECONDS_PER_INSTRUCTION, SMALL, 0, set.sha256(),
                runRows);
        Evaluation.Run johnston = e.runs().stream().filter(r -> r.protocol().equals(Evaluation.JOHNSTON_RUNS)
                && r.featureSet().equals(Evaluation.ALL_FEATURES)).findFirst().orElseThrow();
        Accuracy.DeviceAccuracy acc = johnston.accuracy().devices().get(0);
        assertEquals(8, acc.logTime().cells());
        assertEquals(0, acc.logTime().meanCellError(), 1e-6);
        for (CrossValidation.Outcome o : johnston.outcomes()) {
            assertEquals(o.measured(), o.predicted(), o.measured() * 1e-5);
        }
    }
}
