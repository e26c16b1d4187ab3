package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Fold;
import dev.aiwc.predict.evaluate.Folds;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FoldsTest {

    /** A random set: up to 12 applications of up to 3 kernels, random sizes, invocations and devices, shuffled. */
    private static TrainingSet randomSet(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<TrainingRow> rows = new ArrayList<>();
        int apps = 1 + r.nextInt(12);
        for (int a = 0; a < apps; a++) {
            int kernels = 1 + r.nextInt(3);
            for (int k = 0; k < kernels; k++) {
                for (String size : List.of("tiny", "small", "medium", "large")) {
                    if (r.nextInt(4) == 0) {
                        continue;
                    }
                    for (int inv = 0; inv < 1 + r.nextInt(4); inv++) {
                        for (int d = 0; d < 1 + r.nextInt(3); d++) {
                            // application empty for user specs: the source tells their kernels apart
                            boolean spec = a == 0;
                            rows.add(new TrainingRow(List.of(spec ? "" : "app" + a, "k" + k, spec ? "" : size,
                                    Integer.toString(inv), "/s/a" + a + ".cl"),
                                    new TrainingRow.Timing("p", "d" + d, "1", 1, 1e-3, 1e-3, 1e-3), new double[]{1}));
                        }
                    }
                }
            }
        }
        List<TrainingRow> shuffled = new ArrayList<>(rows);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            TrainingRow t = shuffled.get(i);
            shuffled.set(i, shuffled.get(j));
            shuffled.set(j, t);
        }
        return new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), shuffled);
    }

    @RepeatedTest(200)
    void leaveKernelOutPutsEveryKernelWhollyInExactlyOneFold(RepetitionInfo info) {
        TrainingSet set = randomSet(info.getCurrentRepetition());
        int k = info.getCurrentRepetition() % 7; // 0: one fold per kernel; else k folds
        List<Fold> folds = Folds.leaveKernelOut(set, k);
        Map<String, Integer> foldOfKernel = new HashMap<>();
        Set<Integer> seen = new HashSet<>();
        for (int f = 0; f < folds.size(); f++) {
            for (int row : folds.get(f).test()) {
                assertTrue(seen.add(row), "row " + row + " tested in two folds");
                String kernel = set.kernelOf(set.rows().get(row));
                Integer before = foldOfKernel.putIfAbsent(kernel, f);
                assertTrue(before == null || before == f, kernel + " is in folds " + before + " and " + f);
            }
        }
        assertEquals(set.rows().size(), seen.size(), "every row is tested once");
        // the training rows of a fold (all the others) never hold a kernel it tests, at any size
        for (Fold fold : folds) {
            Set<Integer> test = new HashSet<>(fold.test());
            Set<String> tested = new HashSet<>();
            test.forEach(i -> tested.add(set.kernelOf(set.rows().get(i))));
            for (int i = 0; i < set.rows().size(); i++) {
                if (!test.contains(i)) {
                    assertTrue(!tested.contains(set.kernelOf(set.rows().get(i))), "a tested kernel is trained on");
                }
            }
        }
    }

    @RepeatedTest(50)
    void leaveOneSizeOutHoldsOutOneSizePerFoldAndNeverASpec(RepetitionInfo info) {
        TrainingSet set = randomSet(1000 + info.getCurrentRepetition());
        Set<Integer> seen = new HashSet<>();
        for (Fold fold : Folds.leaveOneSizeOut(set)) {
            Set<String> sizes = new HashSet<>();
            for (int row : fold.test()) {
                assertTrue(seen.add(row));
                sizes.add(set.sizeOf(set.rows().get(row)));
            }
            assertEquals(1, sizes.size(), fold.name());
            assertTrue(!sizes.contains(""), "a spec's rows have no size to leave out");
        }
        long withSize = set.rows().stream().filter(r -> !set.sizeOf(r).isEmpty()).count();
        assertEquals(withSize, seen.size());
    }

    @Test
    void kernelsOfTheSameNameInTwoApplicationsAreTwoKernels() {
        TrainingRow a = new TrainingRow(List.of("lud", "k", "tiny", "0", "/a.cl"),
                new TrainingRow.Timing("p", "d", "1", 1, 1, 1, 1), new double[]{1});
        TrainingRow b = new TrainingRow(List.of("fft", "k", "tiny", "0", "/b.cl"),
                new TrainingRow.Timing("p", "d", "1", 1, 1, 1, 1), new double[]{1});
        TrainingSet set = new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), List.of(a, b));
        assertEquals(2, Folds.leaveKernelOut(set, 0).size());
    }
}
