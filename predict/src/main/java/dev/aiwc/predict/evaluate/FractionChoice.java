package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.ArrayList;
import java.util.List;

/**
 * The share of features a forest considers at each split, chosen from the forest's own training rows (one device's):
 * each candidate share is scored by a leave-kernel-out over those rows alone, and the one with the smallest median
 * absolute percentage error grows the forest. Inside a cross-validation this is a nested one: the rows of the fold
 * held out play no part in the choice. On the shipped data the share that suits kernels never seen differed by device
 * (predict/README.md): a tenth on the two CPUs, a third on the H100.
 */
public final class FractionChoice {

    /** The shares tried, in this order: a later one is chosen only when its error is smaller. */
    public static final List<Float> CANDIDATES = List.of(1f / 3, 0.2f, 0.1f);
    /** Folds of the inner leave-kernel-out: the training rows' kernels dealt round robin. */
    static final int INNER_FOLDS = 5;
    /** Trees of the inner forests, at most (the chosen share's forest gets the settings' count). */
    static final int INNER_TREES = 30;

    private FractionChoice() {
    }

    /**
     * A forest and the share it was grown with.
     *
     * @param forest   the forest
     * @param fraction the share of features per split it was grown with
     */
    public record Grown(TimeModel forest, float fraction) {
    }

    /** How many of {@code chosen} (the shares of several forests) are each candidate, in {@link #CANDIDATES} order. */
    public static int[] counts(List<Float> chosen) {
        int[] n = new int[CANDIDATES.size()];
        for (float c : chosen) {
            int at = CANDIDATES.indexOf(c);
            if (at >= 0) {
                n[at]++;
            }
        }
        return n;
    }

    /**
     * Grows the forest of {@code rows} (one device's) with {@code settings}; where they choose the share of features,
     * with the share {@link #choose} picks.
     */
    public static Grown fit(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                            ForestSettings settings) {
        float f = settings.chooseFraction() ? choose(set, rows, features, target, settings)
                : settings.featureFraction();
        return new Grown(PerformanceModel.fit(set, rows, features, target, settings.withFraction(f)), f);
    }

    /**
     * The candidate share with the smallest median absolute percentage error in a leave-kernel-out over
     * {@code rows} alone ({@link #INNER_FOLDS} folds, forests of at most {@link #INNER_TREES} trees). Shares that
     * draw the same number of the {@code features} as an earlier one are not tried again; rows of fewer than two
     * kernels keep the first candidate.
     */
    public static float choose(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                               ForestSettings settings) {
        TrainingSet inner = new TrainingSet(set.identityColumns(), set.profile(), set.featureNames(), rows);
        List<Fold> folds = Folds.leaveKernelOut(inner, INNER_FOLDS);
        float best = CANDIDATES.get(0);
        if (folds.size() < 2) {
            return best;
        }
        ForestSettings small = settings.withTrees(Math.min(settings.trees(), INNER_TREES));
        double bestError = Double.POSITIVE_INFINITY;
        List<Integer> drawn = new ArrayList<>();
        for (float c : CANDIDATES) {
            int draws = Math.round(TimeModel.drawnFraction(c, features.size()) * features.size());
            if (drawn.contains(draws)) {
                continue;
            }
            drawn.add(draws);
            CrossValidation cv = CrossValidation.runOneAtATime(inner, folds, features, target, small.withFraction(c));
            double error = Accuracy.of(cv).devices().get(0).medianApe();
            if (error < bestError) {
                bestError = error;
                best = c;
            }
        }
        return best;
    }
}
