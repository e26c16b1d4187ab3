package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.List;

/**
 * How a forest grown on some of a set's features predicts a row of all of them: it reads its own features' columns,
 * and the row's work (its instruction count, 1 where the set has none, and its launches) scales its output.
 *
 * @param columns      the positions of the forest's features among the set's
 * @param instructions the position of the instruction count (-1: none)
 */
record RowPredictor(int[] columns, int instructions) {

    static RowPredictor of(TrainingSet set, List<String> features) {
        return new RowPredictor(PerformanceModel.columns(set, features),
                set.featureNames().indexOf(Target.INSTRUCTIONS));
    }

    /** The time {@code forest} predicts for a row of the set. */
    double seconds(TimeModel forest, TrainingRow row) {
        return seconds(forest, row, row.features());
    }

    /**
     * The time {@code forest} predicts for a row's work, with the set's features {@code allFeatures} in place of its
     * own (the instruction count among them scales a row of one launch, as its own would).
     */
    double seconds(TimeModel forest, TrainingRow row, double[] allFeatures) {
        double work = row.work() != null ? row.instructions(instructions)
                : instructions < 0 ? 1 : allFeatures[instructions];
        return forest.seconds(PerformanceModel.select(allFeatures, columns), work, row.launches());
    }
}
