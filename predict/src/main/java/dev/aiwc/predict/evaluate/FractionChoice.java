package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The share of features a forest considers at each split, chosen from the forest's own training rows (one device's):
 * each candidate share is scored by a leave-one-kernel-out over those rows alone (every training kernel held out once
 * and predicted by a forest of all the others), and the one with the smallest median absolute percentage error over
 * all the held-out rows grows the forest. Inside a cross-validation this is a nested one: the rows of the fold held
 * out play no part in the choice. On the shipped data the share that suits kernels never seen differed by device
 * (predict/README.md): a tenth on the two CPUs, a third on the H100.
 */
public final class FractionChoice {

    /** The shares tried, in this order: a later one is chosen only when its error is smaller. */
    public static final List<Float> CANDIDATES = List.of(1f / 3, 0.2f, 0.1f);
    /**
     * Trees of the inner forests, at most: as many as the forest chosen for has by default. With 30, which share
     * scored best on the 2-core set changed with the seed (predict/README.md); each inner forest predicts one kernel.
     */
    public static final int INNER_TREES = 100;

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
        return fit(set, rows, features, target, settings, new InnerForests(set));
    }

    /** As above, the inner forests taken from {@code inner}, shared with the other choices made for {@code set}. */
    static Grown fit(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                     ForestSettings settings, InnerForests inner) {
        float f = settings.chooseFraction() ? best(errors(set, rows, features, target, settings, inner))
                : settings.featureFraction();
        return new Grown(PerformanceModel.fit(set, rows, features, target, settings.withFraction(f)), f);
    }

    /**
     * The candidate share with the smallest median absolute percentage error, over all the held-out rows, of a
     * leave-one-kernel-out over {@code rows} alone ({@link #innerFolds}, forests of at most {@link #INNER_TREES}
     * trees). Shares that draw the same number of the {@code features} as an earlier one are not tried again; rows of
     * fewer than two kernels keep the first candidate.
     */
    public static float choose(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                               ForestSettings settings) {
        return best(errors(set, rows, features, target, settings, new InnerForests(set)));
    }

    /** The candidate of the smallest error, a later one only where strictly smaller; the first where none has one. */
    private static float best(double[] errors) {
        float best = CANDIDATES.get(0);
        double bestError = Double.POSITIVE_INFINITY;
        for (int c = 0; c < errors.length; c++) {
            if (errors[c] < bestError) {
                bestError = errors[c];
                best = CANDIDATES.get(c);
            }
        }
        return best;
    }

    /**
     * Per candidate, in {@link #CANDIDATES} order, the median absolute percentage error of its inner
     * leave-one-kernel-out over {@code rows}; NaN for a candidate not tried (it draws as many features as an earlier
     * one) and for every candidate where the rows hold fewer than two kernels.
     */
    static double[] errors(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                           ForestSettings settings, InnerForests inner) {
        double[] errors = new double[CANDIDATES.size()];
        Arrays.fill(errors, Double.NaN);
        List<Fold> folds = innerFolds(new TrainingSet(set.identityColumns(), set.profile(), set.featureNames(), rows));
        if (folds.size() < 2) {
            return errors;
        }
        ForestSettings innerSettings = settings.withTrees(Math.min(settings.trees(), INNER_TREES));
        List<Integer> drawn = new ArrayList<>();
        for (int c = 0; c < CANDIDATES.size(); c++) {
            int draws = Math.round(TimeModel.drawnFraction(CANDIDATES.get(c), features.size()) * features.size());
            if (drawn.contains(draws)) {
                continue;
            }
            drawn.add(draws);
            double[] ape = new double[rows.size()];
            int n = 0;
            for (Fold fold : folds) {
                Set<Integer> held = new HashSet<>(fold.test());
                List<TrainingRow> train = new ArrayList<>();
                List<TrainingRow> test = new ArrayList<>();
                for (int i = 0; i < rows.size(); i++) {
                    (held.contains(i) ? test : train).add(rows.get(i));
                }
                if (train.size() < 2) {
                    continue; // too few to grow a forest from, as in any cross-validation here
                }
                double[] predicted = inner.seconds(innerSettings.withFraction(CANDIDATES.get(c)), features, target,
                        train, test);
                for (int i = 0; i < predicted.length; i++) {
                    ape[n++] = Math.abs(predicted[i] - test.get(i).seconds()) / test.get(i).seconds();
                }
            }
            double[] scored = Arrays.copyOf(ape, n);
            Arrays.sort(scored);
            errors[c] = Accuracy.median(scored);
        }
        return errors;
    }

    /**
     * The folds of the inner leave-kernel-out over {@code inner} (one device's training rows): one per kernel, each
     * holding out that kernel's rows alone, so every inner forest learns from all the training kernels but one, as
     * the forest being chosen for learns from all of them. (Five folds of four kernels, before 2026-11-27, left each
     * inner forest a fifth short of its kernels, and which kernels shared a fold was an accident of their names.)
     */
    static List<Fold> innerFolds(TrainingSet inner) {
        return Folds.leaveKernelOut(inner, 0);
    }
}
