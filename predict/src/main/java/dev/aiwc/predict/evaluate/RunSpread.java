package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the runs' own spread leaves of the measure of Johnston et al. on their split of the run rows: each tested run
 * predicted by the geometric mean of the trained runs of its cell (a kernel at a size, on its device), which no
 * feature enters. A forest sees the same features for every run of a cell (its first invocation's), so it too predicts
 * one time per cell; the error this gives is what remains when that time is the best the cell's trained runs tell.
 * It is a reference, not a bound: a cell's tested runs may by chance lie nearer another prediction.
 */
public final class RunSpread {

    private RunSpread() {
    }

    /**
     * The outcomes of predicting every tested row of {@code split} (rows of {@code set}) whose cell has a trained row
     * by the geometric mean of that cell's trained rows' times; a tested row whose cell has none is left out.
     */
    public static List<CrossValidation.Outcome> outcomes(TrainingSet set, Fold split) {
        Set<Integer> tested = new HashSet<>(split.test());
        Map<String, double[]> trained = new LinkedHashMap<>(); // cell → sum of ln(seconds), count
        for (int i = 0; i < set.rows().size(); i++) {
            if (!tested.contains(i)) {
                TrainingRow r = set.rows().get(i);
                double[] s = trained.computeIfAbsent(cell(set, r), k -> new double[2]);
                s[0] += Math.log(r.seconds());
                s[1]++;
            }
        }
        List<CrossValidation.Outcome> out = new ArrayList<>();
        for (int i : split.test()) {
            TrainingRow r = set.rows().get(i);
            double[] s = trained.get(cell(set, r));
            if (s != null) {
                out.add(new CrossValidation.Outcome(i, split.name(), r.seconds(), Math.exp(s[0] / s[1])));
            }
        }
        return out;
    }

    /** The accuracy of {@link #outcomes}: per device, their measure in {@link Accuracy.DeviceAccuracy#logTime()}. */
    public static Accuracy of(TrainingSet set, Fold split) {
        return Accuracy.of(set, outcomes(set, split));
    }

    private static String cell(TrainingSet set, TrainingRow r) {
        return set.kernelOf(r) + "\n" + set.sizeOf(r) + "\n" + r.device();
    }
}
