package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every kernel's rows weighing as much together as any other kernel's ({@code --weigh kernels}). */
class KernelWeightsTest {
    private static final ForestSettings KERNELS = ForestSettings.DEFAULT;
    private static final ForestSettings SAMPLES = ForestSettings.DEFAULT.weighingKernelsEqually(false);

    /** {@code n} rows of kernel {@code k}, every feature equal, each taking {@code seconds}. */
    private static void rows(List<TrainingRow> into, String k, int n, double seconds) {
        for (int i = 0; i < n; i++) {
            into.add(new TrainingRow(List.of("app", k, "small", Integer.toString(i), "/src/app.cl"),
                    new TrainingRow.Timing("Synthetic", "cpu", "1.0", 5, seconds, seconds, seconds),
                    new double[]{1000, 100, 0, 0.5}));
        }
    }

    private static TrainingSet set(List<TrainingRow> rows) {
        return new TrainingSet(SyntheticSets.IDENTITY, "default", SyntheticSets.FEATURES, rows);
    }

    @Test
    void eachKernelsRowsWeighAlikeAndTheWeightsAverageOne() {
        // 8 rows of 3 kernels (4, 1, 3): a row weighs 8 / (3 x its kernel's rows), so 2/3, 8/3 and 8/9, and every
        // kernel's rows together 8/3
        List<TrainingRow> rows = new ArrayList<>();
        rows(rows, "a", 4, 1e-3);
        rows(rows, "b", 1, 1e-3);
        rows(rows, "c", 3, 1e-3);
        double[] w = PerformanceModel.kernelWeights(set(rows), rows);
        double a = 2.0 / 3;
        double b = 8.0 / 3;
        double c = 8.0 / 9;
        assertArrayEquals(new double[]{a, a, a, a, b, c, c, c}, w, 1e-12);
    }

    @Test
    void theForestLearnsWhatEachKernelSaysAlike() {
        // 30 rows of kernel m taking 1 s and 1 row of kernel n taking e^2 s, all with the same features: no split is
        // possible, so each tree predicts its bootstrap sample's mean ln(seconds), weighted. Row weights of 1 give a
        // mean of 2/31 = 0.065 in a tree whose sample holds n's row once (about 63% of the trees hold it), so the
        // forest gives about 0.04; kernels weighed alike give n's row 15.5 and each of m's 0.517, a mean of
        // 31 / 31 = 1 in those trees and about 0.63 in all
        List<TrainingRow> rows = new ArrayList<>();
        rows(rows, "m", 30, 1.0);
        rows(rows, "n", 1, Math.exp(2));
        TrainingSet set = set(rows);
        double[] features = rows.get(0).features();
        TimeModel plain = PerformanceModel.fit(set, rows, set.featureNames(), Target.LOG_SECONDS, SAMPLES);
        TimeModel alike = PerformanceModel.fit(set, rows, set.featureNames(), Target.LOG_SECONDS, KERNELS);
        double p = plain.predict(features).mean();
        double q = alike.predict(features).mean();
        assertTrue(p >= 0 && p < 0.15, "every row alike: " + p);
        assertTrue(q > 0.4 && q < 1.0, "every kernel alike: " + q);
    }

    @Test
    void aModelSaysHowItsRowsWereWeighedAndReadsBack(@TempDir Path dir) throws IOException {
        TrainingSet set = SyntheticSets.of(4, 2, (instructions, flag) -> 1e-9 * instructions * (1 + flag));
        for (ForestSettings s : List.of(SAMPLES.withTrees(5), KERNELS.withTrees(5))) {
            PerformanceModel m = PerformanceModel.train(set, set.featureNames(), Target.LOG_SECONDS_OVER_LINEAR, s,
                    "aiwc test");
            Path file = dir.resolve(s.equalKernels() + ".zip");
            m.save(file);
            try (ZipFile zip = new ZipFile(file.toFile())) {
                String meta = new String(zip.getInputStream(zip.getEntry("model.json")).readAllBytes());
                assertTrue(meta.contains("\"rowWeights\" : \"" + (s.equalKernels() ? "kernels" : "samples") + "\""),
                        meta);
            }
            PerformanceModel back = PerformanceModel.load(file);
            assertEquals(s.equalKernels(), back.settings().equalKernels());
            assertEquals(m.settings(), back.settings());
        }
        assertTrue(ForestSettings.DEFAULT.equalKernels());
    }
}
