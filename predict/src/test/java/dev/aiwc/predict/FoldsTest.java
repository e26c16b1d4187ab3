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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    /** {@code n} rows of one kernel at one size, alternately on devices "a" and "b". */
    private static TrainingSet rowsOfOneKernel(int n) {
        List<TrainingRow> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new TrainingRow(List.of("app", "k", "tiny", Integer.toString(i / 2), "/a.cl"),
                    new TrainingRow.Timing("p", i % 2 == 0 ? "a" : "b", "1", 1, 1e-3, 1e-3, 1e-3), new double[]{i}));
        }
        return new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), rows);
    }

    @Test
    void theJohnstonSplitTrainsOnTheRoundedFifthOfTheRowsAndTestsTheRest() {
        // round(0.2·10) = 2 trained on, 8 tested; round(0.2·12) = round(2.4) = 2, 10 tested; round(0.2·13) =
        // round(2.6) = 3, 10 tested; round(0.2·3) = round(0.6) = 1, 2 tested
        int[][] rowsAndTested = {{10, 8}, {12, 10}, {13, 10}, {3, 2}};
        for (int[] c : rowsAndTested) {
            Fold fold = Folds.johnstonSplit(rowsOfOneKernel(c[0]), 0.2, 18);
            assertEquals(c[1], fold.test().size(), c[0] + " rows");
            assertEquals(c[1], new HashSet<>(fold.test()).size(), "no row tested twice");
            for (int i = 1; i < fold.test().size(); i++) {
                assertTrue(fold.test().get(i - 1) < fold.test().get(i), "ascending row indices");
            }
            assertTrue(fold.test().stream().allMatch(i -> i >= 0 && i < c[0]));
        }
        assertEquals("random 80% held out (seed 18)", Folds.johnstonSplit(rowsOfOneKernel(10), 0.2, 18).name());
    }

    @Test
    void theJohnstonSplitIsTheSameForTheSameSeedAndDiffersForAnother() {
        TrainingSet set = rowsOfOneKernel(40);
        assertEquals(Folds.johnstonSplit(set, 0.2, 18).test(), Folds.johnstonSplit(set, 0.2, 18).test());
        // 40 choose 8 = 76,904,685 possible training sets: two seeds drawing the same one would be a broken shuffle
        assertNotEquals(Folds.johnstonSplit(set, 0.2, 18).test(), Folds.johnstonSplit(set, 0.2, 19).test());
    }

    @Test
    void theJohnstonSplitPoolsTheDevicesAndPutsTheSameKernelAndSizeOnBothSides() {
        // as in their one data frame: the rows of every device are drawn together, so with 40 rows of one kernel at
        // one size on two devices, the 8 trained on and the 32 tested are all that kernel at that size
        TrainingSet set = rowsOfOneKernel(40);
        Set<Integer> tested = new HashSet<>(Folds.johnstonSplit(set, 0.2, 18).test());
        Set<String> trainedDevices = new HashSet<>();
        Set<String> testedDevices = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            (tested.contains(i) ? testedDevices : trainedDevices).add(set.rows().get(i).device());
        }
        assertEquals(32, tested.size());
        assertEquals(Set.of("p / a", "p / b"), testedDevices);
        assertTrue(!trainedDevices.isEmpty());
    }

    @Test
    void aShareToTrainOnOutsideZeroToOneIsRefused() {
        TrainingSet set = rowsOfOneKernel(10);
        assertThrows(IllegalArgumentException.class, () -> Folds.johnstonSplit(set, 0, 18));
        assertThrows(IllegalArgumentException.class, () -> Folds.johnstonSplit(set, 1, 18));
    }
}
