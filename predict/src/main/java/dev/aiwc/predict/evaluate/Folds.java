package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/** The ways {@code aiwc predict evaluate} splits a training set. */
public final class Folds {

    private Folds() {
    }

    /**
     * Leave-kernel-out: every kernel's rows (all its sizes, invocations and devices) are in exactly one fold, so a
     * forest is always tested on kernels it has never seen at any size. With {@code k} at least the number of
     * kernels (or 0) each fold holds one kernel; otherwise the kernels, sorted by name, are dealt round robin into
     * {@code k} folds.
     */
    public static List<Fold> leaveKernelOut(TrainingSet set, int k) {
        Map<String, List<Integer>> byKernel = new TreeMap<>();
        List<TrainingRow> rows = set.rows();
        for (int i = 0; i < rows.size(); i++) {
            byKernel.computeIfAbsent(set.kernelOf(rows.get(i)), x -> new ArrayList<>()).add(i);
        }
        if (k <= 0 || k >= byKernel.size()) {
            List<Fold> out = new ArrayList<>();
            byKernel.forEach((kernel, test) -> out.add(new Fold(kernel, test)));
            return out;
        }
        List<List<String>> names = new ArrayList<>();
        List<List<Integer>> tests = new ArrayList<>();
        for (int f = 0; f < k; f++) {
            names.add(new ArrayList<>());
            tests.add(new ArrayList<>());
        }
        int n = 0;
        for (Map.Entry<String, List<Integer>> e : byKernel.entrySet()) {
            names.get(n % k).add(e.getKey());
            tests.get(n % k).addAll(e.getValue());
            n++;
        }
        List<Fold> out = new ArrayList<>();
        for (int f = 0; f < k; f++) {
            List<Integer> t = tests.get(f);
            t.sort(null);
            out.add(new Fold(String.join(", ", names.get(f)), t));
        }
        return out;
    }

    /**
     * Leave-one-size-out: one fold per size preset, so every kernel tested was seen in training at its other sizes.
     * Rows without a size (user specs) are never held out. (Not the protocol of Johnston et al.: see
     * {@link #johnstonSplit}.)
     */
    public static List<Fold> leaveOneSizeOut(TrainingSet set) {
        Map<String, List<Integer>> bySize = new TreeMap<>();
        List<TrainingRow> rows = set.rows();
        for (int i = 0; i < rows.size(); i++) {
            String size = set.sizeOf(rows.get(i));
            if (!size.isEmpty()) {
                bySize.computeIfAbsent(size, x -> new ArrayList<>()).add(i);
            }
        }
        List<Fold> out = new ArrayList<>();
        bySize.forEach((size, test) -> out.add(new Fold("size " + size, test)));
        return out;
    }

    /**
     * The split of Johnston, Falzon and Milthorpe (HPCS 2018; their artefact's {@code build_model.R}): one fold
     * that holds out a random {@code 1 − trainShare} of all rows (every device's rows pooled, as their one data
     * frame pooled them), the forests learning from the other {@code trainShare}; they trained on 20% and tested on
     * 80%. The rows trained on are the first {@code round(trainShare · n)} of a Fisher–Yates shuffle of the row
     * indices by {@link Random} with {@code seed}, so the split is the same on every run and thread count.
     */
    public static Fold johnstonSplit(TrainingSet set, double trainShare, long seed) {
        if (!(trainShare > 0 && trainShare < 1)) {
            throw new IllegalArgumentException("the share of rows trained on must lie strictly between 0 and 1, not "
                    + trainShare);
        }
        int n = set.rows().size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Random random = new Random(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int train = (int) Math.round(trainShare * n);
        List<Integer> test = new ArrayList<>(n - train);
        for (int i = train; i < n; i++) {
            test.add(order[i]);
        }
        test.sort(null);
        return new Fold(String.format(Locale.ROOT, "random %.0f%% held out (seed %d)",
                100 * (1 - trainShare), seed), test);
    }
}
