package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.List;

/**
 * How a forest grown on some of a set's features predicts a row of all of them: it reads its own features' columns,
 * and the row's instruction count scales its output (1 where the set has none).
 *
 * @param columns      the positions of the forest's features among the set's
 * @param instructions the position of the instruction count (-1: none)
 */
record RowPredictor(int[] columns, int instructions) {

    static RowPredictor of(TrainingSet set, List<String> features) {
        return new RowPredictor(PerformanceModel.columns(set, features),
                set.featureNames().indexOf(Target.INSTRUCTIONS));
    }

    /** The time {@code forest} predicts for a row of the set's features. */
    double seconds(TimeModel forest, double[] allFeatures) {
        return forest.seconds(PerformanceModel.select(allFeatures, columns),
                instructions < 0 ? 1 : allFeatures[instructions]);
    }
}
