package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.CrossValidation;
import dev.aiwc.predict.evaluate.Fold;
import dev.aiwc.predict.evaluate.Folds;
import dev.aiwc.predict.evaluate.FractionChoice;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The share of features per split chosen per forest by a leave-one-kernel-out over its own training rows (the inner
 * folds and the forests they share: FractionChoiceInnerTest).
 */
class FractionChoiceTest {

    private static final ForestSettings AUTO = ForestSettings.DEFAULT.withTrees(10).choosingFraction();
    private static final double C = 2e-9;

    @Test
    void withFourFeaturesEveryShareDrawsOneSoTheFirstIsKept() {
        // round(4/3) = 1, round(0.8) = 1, round(0.4) = 0, raised to one: every candidate draws one feature, so no
        // forest is grown to choose and the first candidate, a third, stays
        TrainingSet set = SyntheticSets.of(6, 2, (instructions, flag) -> C * instructions * (1 + flag));
        float f = FractionChoice.choose(set, set.rows(), set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, AUTO);
        assertEquals(1f / 3, f);
    }

    @Test
    void rowsOfOneKernelKeepTheFirstShare() {
        // 30 features, so the candidates draw 10, 6 and 3; but one kernel leaves nothing to leave out
        TrainingSet set = wide(1);
        assertEquals(1f / 3, FractionChoice.choose(set, set.rows(), set.featureNames(),
                Target.LOG_SECONDS_OVER_LINEAR, AUTO));
    }

    @Test
    void eachFoldChoosesFromItsOwnTrainingRowsAlone() {
        // nested: the share of the forest that predicts a held-out kernel is the one chosen from the other kernels'
        // rows; choosing it again from exactly those rows must give the same share, for every fold
        TrainingSet set = wide(7);
        List<Fold> folds = Folds.leaveKernelOut(set, 0);
        CrossValidation cv = CrossValidation.run(set, folds, set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, AUTO);
        List<Float> chosen = cv.fractions().get(set.devices().get(0));
        assertEquals(folds.size(), chosen.size());
        for (int k = 0; k < folds.size(); k++) {
            Set<Integer> held = new HashSet<>(folds.get(k).test());
            List<TrainingRow> train = new ArrayList<>();
            for (int i = 0; i < set.rows().size(); i++) {
                if (!held.contains(i)) {
                    train.add(set.rows().get(i));
                }
            }
            float again = FractionChoice.choose(set, train, set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, AUTO);
            assertEquals(again, chosen.get(k), "fold " + folds.get(k).name());
            assertTrue(FractionChoice.CANDIDATES.contains(chosen.get(k)), "chose " + chosen.get(k));
        }
    }

    @Test
    void aModelThatChoseItsSharesSaysSoAndReadsBack(@TempDir Path dir) throws IOException {
        // four features: each device's forest keeps a third (first test); the file says "auto" for the settings and
        // the share of each device's forest
        TrainingSet set = SyntheticSets.of(4, 2, (instructions, flag) -> C * instructions * (1 + flag), "a", "b");
        PerformanceModel m = PerformanceModel.train(set, set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, AUTO,
                "aiwc test", set.sha256(), FractionChoice::choose);
        Path file = dir.resolve("m.zip");
        m.save(file);
        try (ZipFile zip = new ZipFile(file.toFile())) {
            String meta = new String(zip.getInputStream(zip.getEntry("model.json")).readAllBytes());
            assertTrue(meta.contains("\"featureFraction\" : \"auto\""), meta);
            assertEquals(2, meta.split("\"featureFraction\" : 0.33333334").length - 1, meta);
        }
        PerformanceModel back = PerformanceModel.load(file);
        assertTrue(back.settings().chooseFraction());
        assertEquals(m.settings(), back.settings());
        for (String d : back.devices()) {
            assertEquals(1f / 3, back.forests().get(d).fraction(), d);
        }
    }

    @Test
    void settingsThatChooseWithoutAChooserAreRefused() {
        TrainingSet set = SyntheticSets.of(4, 2, (instructions, flag) -> C * instructions);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PerformanceModel.train(set, set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, AUTO, "t"));
        assertFalse(e.getMessage().isEmpty());
    }

    /**
     * {@code kernels} kernels at three sizes, 30 features: the instruction count, a per-kernel flag that doubles the
     * time, and 28 features of noise; {@code seconds = C·instructions·(1 + flag)}.
     */
    private static TrainingSet wide(int kernels) {
        List<String> features = SyntheticSets.noisyFeatures(28);
        SplittableRandom random = new SplittableRandom(11);
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < kernels; k++) {
            for (int s = 0; s < SyntheticSets.SIZES.size(); s++) {
                for (int inv = 0; inv < 3; inv++) {
                    double instructions = 1000.0 * (k + 1) * Math.pow(8, s) * (1 + inv);
                    double[] f = SyntheticSets.noisyRow(instructions, k % 2, features.size(), random);
                    double seconds = C * instructions * (1 + f[1]);
                    rows.add(new TrainingRow(List.of("app" + k, "kernel" + k, SyntheticSets.SIZES.get(s),
                            Integer.toString(inv), "/src/app" + k + ".cl"), new TrainingRow.Timing(
                            SyntheticSets.DEVICE_PLATFORM, "cpu", "1.0", 5, seconds, seconds, seconds), f));
                }
            }
        }
        return new TrainingSet(SyntheticSets.IDENTITY, "default", features, rows);
    }
}
