package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.SyntheticSets;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The inner leave-one-kernel-out that chooses a forest's share of features, and the forests it shares. */
class FractionChoiceInnerTest {

    private static final ForestSettings AUTO = ForestSettings.DEFAULT.withTrees(5).choosingFraction();
    private static final Target TARGET = Target.LOG_SECONDS_OVER_LINEAR;

    @Test
    void theInnerFoldsHoldOutEachTrainingKernelOnceAndAlone() {
        // five kernels of 3 sizes × 2 invocations, rows in kernel order: kernel k's six rows are 6k … 6k+5, so the
        // folds are exactly those five runs of six indices, each a kernel's, together every row once
        TrainingSet set = set(5, 0);
        List<Fold> folds = FractionChoice.innerFolds(set);
        assertEquals(5, folds.size());
        for (int k = 0; k < 5; k++) {
            assertEquals("app" + k + "/kernel" + k, folds.get(k).name());
            assertEquals(List.of(6 * k, 6 * k + 1, 6 * k + 2, 6 * k + 3, 6 * k + 4, 6 * k + 5),
                    folds.get(k).test());
        }
    }

    @Test
    void aLeaveKernelOutGrowsOneInnerForestPerPairOfKernelsAndShare() {
        // six kernels, 30 features (a third, 0.2 and 0.1 draw 10, 6 and 3: every candidate is tried). Outer fold f's
        // inner fold g learns from the kernels but f and g, as outer g's inner f does: 6 × 5 = 30 inner folds per
        // share, but only C(6, 2) = 15 distinct training sets, so 3 × 15 = 45 forests
        TrainingSet set = set(6, 28);
        InnerForests inner = new InnerForests(set);
        for (Fold outer : Folds.leaveKernelOut(set, 0)) {
            FractionChoice.fit(set, trainingRows(set, outer), set.featureNames(), TARGET, AUTO, inner);
        }
        assertEquals(3 * 15, inner.grown());
    }

    @Test
    void sharedInnerForestsGiveEachFoldTheErrorsItsOwnWouldGive() {
        // the errors of each outer fold's candidates, its inner forests grown for it alone or taken from the forests
        // the other folds grew first: the same to the last bit, since a forest depends only on its rows and settings
        TrainingSet set = set(6, 28);
        InnerForests shared = new InnerForests(set);
        List<Fold> folds = Folds.leaveKernelOut(set, 0);
        for (int k = folds.size() - 1; k >= 0; k--) {
            List<TrainingRow> train = trainingRows(set, folds.get(k));
            double[] own = FractionChoice.errors(set, train, set.featureNames(), TARGET, AUTO, new InnerForests(set));
            double[] fromShared = FractionChoice.errors(set, train, set.featureNames(), TARGET, AUTO, shared);
            assertArrayEquals(own, fromShared, "fold " + folds.get(k).name());
            for (double e : own) {
                assertFalse(Double.isNaN(e), "every candidate draws a different number of features");
            }
        }
    }

    @Test
    void theHeldOutKernelNeverInfluencesItsFoldsChoice() {
        // the same set but kernel 2 a thousand times slower: the other folds learn from the changed kernel (and grow
        // the shared inner forests with it), but fold kernel2's choice comes from the other five kernels alone, whose
        // rows are the same, so its share and its forest, and so its predictions of kernel 2, stay as they were
        TrainingSet set = set(6, 28);
        TrainingSet changed = set(6, 28, "kernel2");
        List<Fold> folds = Folds.leaveKernelOut(set, 0);
        assertEquals(folds, Folds.leaveKernelOut(changed, 0));
        CrossValidation before = CrossValidation.run(set, folds, set.featureNames(), TARGET, AUTO);
        CrossValidation after = CrossValidation.run(changed, folds, changed.featureNames(), TARGET, AUTO);
        String device = set.devices().get(0);
        assertEquals(before.fractions().get(device).get(2), after.fractions().get(device).get(2));
        for (int i : folds.get(2).test()) {
            assertEquals(before.outcomes().get(i).predicted(), after.outcomes().get(i).predicted(), "row " + i);
        }
        assertTrue(FractionChoice.CANDIDATES.contains(after.fractions().get(device).get(2)));
    }

    /** The set's rows outside {@code fold}, in the set's order. */
    private static List<TrainingRow> trainingRows(TrainingSet set, Fold fold) {
        Set<Integer> held = new HashSet<>(fold.test());
        List<TrainingRow> train = new ArrayList<>();
        for (int i = 0; i < set.rows().size(); i++) {
            if (!held.contains(i)) {
                train.add(set.rows().get(i));
            }
        }
        return train;
    }

    private static TrainingSet set(int kernels, int noise) {
        return set(kernels, noise, null);
    }

    /**
     * {@code kernels} kernels in order, each at three sizes × 2 invocations, on one device: the instruction count, a
     * per-kernel flag that doubles the time, {@code noise} random features; {@code changed} (a kernel's name, or
     * null) runs 1000 times slower.
     */
    private static TrainingSet set(int kernels, int noise, String changed) {
        List<String> features = SyntheticSets.noisyFeatures(noise);
        SplittableRandom random = new SplittableRandom(5);
        List<TrainingRow> rows = new ArrayList<>();
        for (int k = 0; k < kernels; k++) {
            boolean slow = ("kernel" + k).equals(changed);
            for (int s = 0; s < SyntheticSets.SIZES.size(); s++) {
                for (int inv = 0; inv < 2; inv++) {
                    double instructions = 1000.0 * (k + 1) * Math.pow(8, s) * (1 + inv);
                    double[] f = SyntheticSets.noisyRow(instructions, k % 2, features.size(), random);
                    double seconds = 2e-9 * instructions * (1 + f[1]) * (1 + 0.1 * (inv + s % 2)) * (slow ? 1000 : 1);
                    rows.add(new TrainingRow(List.of("app" + k, "kernel" + k, SyntheticSets.SIZES.get(s),
                            Integer.toString(inv), "/app" + k + ".cl"),
                            new TrainingRow.Timing("P", "D", "1", 5, seconds, seconds, seconds), f));
                }
            }
        }
        return new TrainingSet(List.of("application", "kernel", "size", "invocation", "source"), "default", features,
                rows);
    }
}
