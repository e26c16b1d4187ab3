package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.SyntheticSets;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Forests grown one per core give the out-of-fold predictions that forests grown one at a time give. */
class CrossValidationThreadsTest {

    @Test
    void theOutcomesDoNotDependOnHowManyForestsGrowAtOnce() {
        // six kernels at three sizes on two devices, times from a noisy formula: 12 leave-kernel-out forests (and,
        // with the share chosen, a leave-one-kernel-out of 5 × 3 inner ones each, ten features, of which a third, 0.2
        // and 0.1 draw 3, 2 and 1; the folds' forests share those that learn from the same kernels, whichever fold
        // grows one first) whose predictions must match to the last bit
        List<String> features = SyntheticSets.noisyFeatures(8);
        SplittableRandom random = new SplittableRandom(3);
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            for (String size : List.of("tiny", "small", "medium")) {
                double instructions = 1000.0 * (k + 1) * (size.equals("tiny") ? 1 : size.equals("small") ? 8 : 64);
                double[] f = SyntheticSets.noisyRow(instructions, k % 3, features.size(), random);
                for (String device : List.of("a", "b")) {
                    double seconds = 1e-9 * instructions * (1 + f[1]) * (device.equals("a") ? 1 : 3)
                            * (1 + 0.2 * random.nextDouble());
                    rows.add(new TrainingRow(List.of("app" + k, "kernel" + k, size, "0", "/app" + k + ".cl"),
                            new TrainingRow.Timing("P", device, "1", 5, seconds, seconds, seconds), f));
                }
            }
        }
        TrainingSet set = new TrainingSet(List.of("application", "kernel", "size", "invocation", "source"), "default",
                features, rows);
        List<Fold> folds = Folds.leaveKernelOut(set, 0);
        for (ForestSettings s : List.of(ForestSettings.DEFAULT.withTrees(10),
                ForestSettings.DEFAULT.withTrees(10).choosingFraction())) {
            List<CrossValidation.Outcome> together = CrossValidation.run(set, folds, features,
                    Target.LOG_SECONDS_OVER_LINEAR, s).outcomes();
            List<CrossValidation.Outcome> oneByOne = CrossValidation.runOneAtATime(set, folds, features,
                    Target.LOG_SECONDS_OVER_LINEAR, s).outcomes();
            assertEquals(rows.size(), together.size());
            assertEquals(oneByOne, together, "choosing the share: " + s.chooseFraction());
        }
    }
}
