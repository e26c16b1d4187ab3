package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Out-of-fold predictions: for every fold and device, a forest grown on that device's rows outside the fold
 * predicts the rows inside it, so every row is predicted by a forest that never saw it.
 */
public final class CrossValidation {

    /**
     * One row's out-of-fold prediction.
     *
     * @param row       index into the training set's rows
     * @param fold      the fold that held it out
     * @param measured  its median measured time (s)
     * @param predicted the forest's prediction (s)
     */
    public record Outcome(int row, String fold, double measured, double predicted) {
        /** |predicted − measured| / measured. */
        public double absolutePercentageError() {
            return Math.abs(predicted - measured) / measured;
        }
    }

    /** The forest of one fold on one device and the share of features it was grown with, kept for importance. */
    private record Fitted(String fold, String device, TimeModel forest, float fraction, List<Integer> test) {
    }

    private final TrainingSet set;
    private final List<String> features;
    private final RowPredictor predictor;
    private final List<Outcome> outcomes = new ArrayList<>();
    private final List<Fitted> fitted = new ArrayList<>();

    private CrossValidation(TrainingSet set, List<String> features) {
        this.set = set;
        this.features = List.copyOf(features);
        this.predictor = RowPredictor.of(set, features);
    }

    /**
     * Runs the folds; a fold that leaves a device fewer than 2 training rows predicts nothing on it. The forests of
     * the folds and devices grow at the same time, one per core: each depends only on its rows and the seed, so the
     * outcomes are the same for any number of cores.
     */
    public static CrossValidation run(TrainingSet set, List<Fold> folds, List<String> features, Target target,
                                      ForestSettings settings) {
        return run(set, folds, features, target, settings, true);
    }

    /** {@link #run}, its forests grown one at a time on this thread (what the parallel run must equal). */
    static CrossValidation runOneAtATime(TrainingSet set, List<Fold> folds, List<String> features, Target target,
                                         ForestSettings settings) {
        return run(set, folds, features, target, settings, false);
    }

    private static CrossValidation run(TrainingSet set, List<Fold> folds, List<String> features, Target target,
                                       ForestSettings settings, boolean parallel) {
        CrossValidation cv = new CrossValidation(set, features);
        List<TrainingRow> rows = set.rows();
        List<java.util.concurrent.Callable<Fitted>> fits = new ArrayList<>();
        InnerForests inner = new InnerForests(set); // shared by the folds' choices of their shares
        for (Fold fold : folds) {
            Set<Integer> held = new HashSet<>(fold.test());
            for (String device : set.devices()) {
                List<TrainingRow> train = new ArrayList<>();
                List<Integer> test = new ArrayList<>();
                for (int i = 0; i < rows.size(); i++) {
                    if (!rows.get(i).device().equals(device)) {
                        continue;
                    }
                    if (held.contains(i)) {
                        test.add(i);
                    } else {
                        train.add(rows.get(i));
                    }
                }
                if (test.isEmpty() || train.size() < 2) {
                    continue;
                }
                fits.add(() -> {
                    FractionChoice.Grown g = FractionChoice.fit(set, train, features, target, settings, inner);
                    return new Fitted(fold.name(), device, g.forest(), g.fraction(), test);
                });
            }
        }
        for (Fitted fit : growAll(fits, parallel)) {
            cv.fitted.add(fit);
            for (int i : fit.test()) {
                TrainingRow r = rows.get(i);
                cv.outcomes.add(new Outcome(i, fit.fold(), r.seconds(), cv.predictor.seconds(fit.forest(), r)));
            }
        }
        cv.outcomes.sort((a, b) -> Integer.compare(a.row(), b.row()));
        return cv;
    }

    /**
     * Runs the fits, on a thread per core (at most one per fit) where {@code parallel}, and returns their forests in
     * the fits' order.
     */
    private static List<Fitted> growAll(List<java.util.concurrent.Callable<Fitted>> fits, boolean parallel) {
        int threads = !parallel ? 1 : Math.max(1, Math.min(fits.size(), Runtime.getRuntime().availableProcessors()));
        if (threads == 1) {
            List<Fitted> out = new ArrayList<>();
            for (java.util.concurrent.Callable<Fitted> f : fits) {
                try {
                    out.add(f.call());
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
            return out;
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "aiwc-forest");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Fitted> out = new ArrayList<>();
            for (java.util.concurrent.Future<Fitted> f : pool.invokeAll(fits)) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while growing the forests", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Per device, the share of features of each fold's forest, in fold order. */
    public java.util.Map<String, List<Float>> fractions() {
        java.util.Map<String, List<Float>> out = new java.util.TreeMap<>();
        for (Fitted f : fitted) {
            out.computeIfAbsent(f.device(), d -> new ArrayList<>()).add(f.fraction());
        }
        return out;
    }

    public List<Outcome> outcomes() {
        return List.copyOf(outcomes);
    }

    public TrainingSet set() {
        return set;
    }

    /**
     * Permutation importance (Breiman 2001; Fisher, Rudin and Dominici 2019) on the out-of-fold predictions: the
     * rise of the mean |ln(predicted / measured)| when one feature's values in the held-out rows are replaced by
     * the values of randomly chosen rows of the same device (a permutation of the whole column, since a fold holding
     * out one kernel would only shuffle that kernel's own values). The forests are not grown again. Per feature, in
     * the order of {@code features}; {@code seed} fixes the permutations.
     */
    public double[] permutationImportance(long seed) {
        double base = meanLogError(null, -1);
        double[] out = new double[features.size()];
        for (int f = 0; f < features.size(); f++) {
            out[f] = meanLogError(new Random(seed + 31L * f), f) - base;
        }
        return out;
    }

    private double meanLogError(Random random, int feature) {
        List<TrainingRow> rows = set.rows();
        double sum = 0;
        int n = 0;
        for (Fitted fit : fitted) {
            double[] donors = null;
            if (random != null) {
                List<TrainingRow> ofDevice = set.of(fit.device());
                donors = new double[ofDevice.size()];
                for (int i = 0; i < donors.length; i++) {
                    donors[i] = ofDevice.get(i).features()[predictor.columns()[feature]];
                }
            }
            for (int i : fit.test()) {
                double[] x = rows.get(i).features();
                if (donors != null) {
                    x = Arrays.copyOf(x, x.length);
                    x[predictor.columns()[feature]] = donors[random.nextInt(donors.length)];
                }
                double p = predictor.seconds(fit.forest(), rows.get(i), x);
                sum += Math.abs(Math.log(p / rows.get(i).seconds()));
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }
}
