package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.Features;
import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What {@code aiwc predict evaluate} measures on a training set: leave-kernel-out and leave-one-size-out
 * cross-validation and the random split of Johnston et al. ({@link Folds#johnstonSplit}) over the samples, and, where
 * the set kept its raw runs, the same split over their rows ({@link RunRows}), each with every feature and with the
 * baseline's two ({@link Features#BASELINE}), and the permutation importance of every feature under
 * leave-kernel-out.
 *
 * @param set        the training set
 * @param target     what the forests learnt
 * @param settings   how they were grown
 * @param runs       the cross-validations (protocol × feature set)
 * @param importance every feature's permutation importance, largest first
 * @param dataHash   the SHA-256 of the training data as read (before equal repeats were collapsed)
 * @param runRows    the rows of Johnston et al. made from the raw runs (null: the set kept none)
 */
public record Evaluation(TrainingSet set, Target target, ForestSettings settings, List<Run> runs,
                         List<Importance> importance, String dataHash, RunRows runRows) {

    public static final String LEAVE_KERNEL_OUT = "leave-kernel-out";
    public static final String LEAVE_ONE_SIZE_OUT = "leave-one-size-out";
    public static final String JOHNSTON_SPLIT = "johnston-split";
    /** Their split over their rows: single runs, a kernel's invocations summed ({@link RunRows}). */
    public static final String JOHNSTON_RUNS = "johnston-runs";
    /** The share of the rows Johnston et al. trained on (the rest are tested). */
    public static final double JOHNSTON_TRAIN_SHARE = 0.2;
    public static final String ALL_FEATURES = "all features";
    public static final String BASELINE = "baseline (instructions, work-items)";

    /**
     * One cross-validation.
     *
     * @param protocol   {@link #LEAVE_KERNEL_OUT}, {@link #LEAVE_ONE_SIZE_OUT}, {@link #JOHNSTON_SPLIT} or
     *                   {@link #JOHNSTON_RUNS}
     * @param featureSet {@link #ALL_FEATURES} or {@link #BASELINE}
     * @param folds      folds run
     * @param set        the rows its outcomes index: the samples, or the run rows for {@link #JOHNSTON_RUNS}
     * @param accuracy   its errors
     * @param outcomes   its out-of-fold predictions
     */
    public record Run(String protocol, String featureSet, int folds, TrainingSet set, Accuracy accuracy,
                      List<CrossValidation.Outcome> outcomes, java.util.Map<String, List<Float>> fractions) {
    }

    /**
     * @param feature the feature
     * @param rise    the rise of the mean |ln(predicted / measured)| when its values are permuted
     */
    public record Importance(String feature, double rise) {
    }

    /**
     * Runs the evaluation.
     *
     * @param kernelFolds folds of the leave-kernel-out runs (0: one per kernel)
     */
    public static Evaluation of(TrainingSet set, Target target, ForestSettings settings, int kernelFolds) {
        return of(set, target, settings, kernelFolds, set.sha256(), null);
    }

    /**
     * As above, naming the data the set was made from by {@code dataHash}, and splitting {@code runRows} (null:
     * none) as Johnston et al. split theirs.
     */
    public static Evaluation of(TrainingSet set, Target target, ForestSettings settings, int kernelFolds,
                                String dataHash, RunRows runRows) {
        List<String> all = set.featureNames();
        List<String> baseline = new ArrayList<>();
        for (String f : Features.BASELINE) {
            if (all.contains(f)) {
                baseline.add(f);
            }
        }
        List<Run> runs = new ArrayList<>();
        CrossValidation lko = null;
        for (String protocol : List.of(LEAVE_KERNEL_OUT, LEAVE_ONE_SIZE_OUT, JOHNSTON_SPLIT)) {
            List<Fold> folds = switch (protocol) {
                case LEAVE_KERNEL_OUT -> Folds.leaveKernelOut(set, kernelFolds);
                case LEAVE_ONE_SIZE_OUT -> Folds.leaveOneSizeOut(set);
                default -> List.of(Folds.johnstonSplit(set, JOHNSTON_TRAIN_SHARE, settings.seed()));
            };
            if (folds.size() < 2 && !protocol.equals(JOHNSTON_SPLIT)) {
                continue; // one kernel or one size only: nothing to leave out and learn from
            }
            for (String featureSet : List.of(ALL_FEATURES, BASELINE)) {
                CrossValidation cv = CrossValidation.run(set, folds, featureSet.equals(ALL_FEATURES) ? all : baseline,
                        target, settings);
                if (protocol.equals(LEAVE_KERNEL_OUT) && featureSet.equals(ALL_FEATURES)) {
                    lko = cv;
                }
                runs.add(new Run(protocol, featureSet, folds.size(), set, Accuracy.of(cv), cv.outcomes(),
                        cv.fractions()));
            }
        }
        if (runRows != null && runRows.set().rows().size() > 1) {
            TrainingSet rows = runRows.set();
            List<Fold> split = List.of(Folds.johnstonSplit(rows, JOHNSTON_TRAIN_SHARE, settings.seed()));
            for (String featureSet : List.of(ALL_FEATURES, BASELINE)) {
                CrossValidation cv = CrossValidation.run(rows, split, featureSet.equals(ALL_FEATURES) ? all : baseline,
                        target, settings);
                runs.add(new Run(JOHNSTON_RUNS, featureSet, 1, rows, Accuracy.of(cv), cv.outcomes(), cv.fractions()));
            }
        }
        List<Importance> importance = new ArrayList<>();
        if (lko != null) {
            double[] rise = lko.permutationImportance(settings.seed());
            for (int i = 0; i < rise.length; i++) {
                importance.add(new Importance(all.get(i), rise[i]));
            }
            importance.sort(Comparator.comparingDouble(Importance::rise).reversed()
                    .thenComparing(Importance::feature));
        }
        return new Evaluation(set, target, settings, runs, importance, dataHash, runRows);
    }

    /** The number of distinct kernels in the set. */
    public int kernels() {
        Set<String> k = new LinkedHashSet<>();
        set.rows().forEach(r -> k.add(set.kernelOf(r)));
        return k.size();
    }

    /** The results as a plain-text table (stdout of {@code aiwc predict evaluate}). */
    public String text(int topFeatures) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "training data sha256 %s: %d samples, %d kernels, %d device(s)%n",
                dataHash, set.rows().size(), kernels(), set.devices().size()));
        if (runRows != null) {
            s.append(String.format(Locale.ROOT, "raw runs: %d run rows (one per timed run of a kernel at a size on a"
                            + " device) from %d cells%s%n", runRows.set().rows().size(), runRows.cells(),
                    runRows.leftOut() == 0 ? "" : "; " + runRows.leftOut() + " cells without every invocation's runs"
                            + " left out"));
        }
        s.append(String.format(Locale.ROOT, "forests: %d trees, depth <= %d, %s of the features per split,"
                        + " %s, target %s%n%n", settings.trees(), settings.maxDepth(), settings.chooseFraction()
                        ? "a share chosen per forest (" + FractionChoice.CANDIDATES.size() + " tried by a"
                        + " leave-one-kernel-out over its training rows, forests of "
                        + Math.min(settings.trees(), FractionChoice.INNER_TREES) + " trees)"
                        : String.format(Locale.ROOT, "%.2f", settings.featureFraction()),
                settings.equalKernels() ? "every kernel's samples weighing alike" : "every sample weighing 1",
                target.id()));
        s.append(String.format(Locale.ROOT, "%-19s %-37s %-5s %-60s %6s %6s %6s %8s %9s %7s%n", "protocol",
                "features", "folds", "device", "n", "medAPE", "meanAPE", "<=25%", "lnCellErr", "|lnQ|"));
        int belowMicrosecond = 0;
        for (Run r : runs) {
            for (Accuracy.DeviceAccuracy d : r.accuracy().devices()) {
                LogTimeError l = d.logTime();
                s.append(String.format(Locale.ROOT,
                        "%-19s %-37s %-5d %-60s %6d %5.1f%% %6.1f%% %7.1f%% %8.2f%% %7.3f%n", r.protocol(),
                        r.featureSet(), r.folds(), clip(d.device(), 60), d.predictions(), 100 * d.medianApe(),
                        100 * d.meanApe(), 100 * d.within25(), 100 * l.meanCellError(), l.meanAbsLogError()));
                belowMicrosecond = Math.max(belowMicrosecond, l.belowMicrosecond());
            }
            Accuracy.DeviceChoice c = r.accuracy().choice();
            if (c != null) {
                s.append(String.format(Locale.ROOT, "%-19s %-37s device choice right in %d of %d invocations"
                                + " (%.1f%%); chosen device's time / fastest's, geometric mean %.3f%n", r.protocol(),
                        r.featureSet(), c.correct(), c.invocations(), 100 * c.share(), c.slowdown()));
                Accuracy.DeviceChoice cell = r.accuracy().byCell();
                if (cell != null) {
                    s.append(String.format(Locale.ROOT, "%-19s %-37s by kernel and size (each device's median run):"
                                    + " right in %d of %d (%.1f%%), %.3f%n", r.protocol(), r.featureSet(),
                            cell.correct(), cell.invocations(), 100 * cell.share(), cell.slowdown()));
                }
            } else {
                s.append(String.format(Locale.ROOT, "%-19s %-37s device choice: n/a (one device)%n",
                        r.protocol(), r.featureSet()));
            }
        }
        s.append(String.format(Locale.ROOT, "%nAPE: |predicted - measured| / measured time, per sample."
                + " lnCellErr: as Johnston et al. scored (HPCS 2018), per kernel and size the mean predicted"
                + " ln(us) against the mean measured ln(us), |p - m| / m, averaged over those cells%s."
                + " |lnQ|: mean |ln(predicted / measured)|. %s: a random %.0f%% of the samples trained on, the rest"
                + " tested (theirs were single runs, ours medians of the repeats).%n",
                belowMicrosecond == 0 ? "" : " (cells whose mean time is 1 us or less left out: up to "
                        + belowMicrosecond + " per device)", JOHNSTON_SPLIT, 100 * JOHNSTON_TRAIN_SHARE));
        if (runRows != null) {
            s.append(String.format(Locale.ROOT, "%s: their rows and split: one row per timed run of a kernel at a"
                    + " size on a device, its time summed over the kernel's invocations in that run, its features"
                    + " its first invocation's, the target's scale all its launches' (their launch overheads and"
                    + " instructions added up); a random %.0f%% of these rows trained on, the rest tested (device"
                    + " choice pairs the runs of two devices by their number; by kernel and size, each device's"
                    + " tested runs of a kernel at a size stand together as their median).%n", JOHNSTON_RUNS,
                    100 * JOHNSTON_TRAIN_SHARE));
            TrainingSet rows = runRows.set();
            Accuracy spread = RunSpread.of(rows, Folds.johnstonSplit(rows, JOHNSTON_TRAIN_SHARE, settings.seed()));
            s.append(String.format(Locale.ROOT, "%s, the runs' own spread (each tested run predicted by the geometric"
                    + " mean of its cell's trained runs, no features; what is left of lnCellErr when a cell's one"
                    + " prediction is the best its trained runs tell):", JOHNSTON_RUNS));
            for (Accuracy.DeviceAccuracy d : spread.devices()) {
                s.append(String.format(Locale.ROOT, " %s %.2f%% (%d cells);", clip(d.device(), 60),
                        100 * d.logTime().meanCellError(), d.logTime().cells()));
            }
            s.setLength(s.length() - 1);
            s.append(String.format(Locale.ROOT, "%n"));
        }
        if (settings.chooseFraction()) {
            s.append(String.format(Locale.ROOT, "%nshare of features chosen, per protocol and device: how many folds'"
                    + " forests chose each%n"));
            for (Run r : runs) {
                if (!r.featureSet().equals(ALL_FEATURES)) {
                    continue; // the baseline's two features: every share draws one
                }
                r.fractions().forEach((device, chosen) -> {
                    int[] count = FractionChoice.counts(chosen);
                    StringBuilder line = new StringBuilder();
                    for (int c = 0; c < count.length; c++) {
                        line.append(String.format(Locale.ROOT, "%s%.2f: %d", c == 0 ? "" : ", ",
                                FractionChoice.CANDIDATES.get(c), count[c]));
                    }
                    s.append(String.format(Locale.ROOT, "  %-19s %-60s %s%n", r.protocol(), clip(device, 60), line));
                });
            }
        }
        if (!importance.isEmpty()) {
            s.append(String.format(Locale.ROOT, "%npermutation importance (leave-kernel-out, all features): rise of"
                    + " mean |ln(predicted/measured)| when the feature is permuted%n"));
            for (int i = 0; i < Math.min(topFeatures, importance.size()); i++) {
                s.append(String.format(Locale.ROOT, "  %2d. %-50s %+.4f%n", i + 1, importance.get(i).feature(),
                        importance.get(i).rise()));
            }
        }
        return s.toString();
    }

    private static String clip(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "…";
    }
}
