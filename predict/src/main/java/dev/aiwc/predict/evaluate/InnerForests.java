package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.predict.model.Target;
import dev.aiwc.predict.model.TimeModel;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The inner forests of the share choices ({@link FractionChoice}) made for one set, each grown once. A forest depends
 * only on its training rows and settings, so two choices that train on the same rows share it: inside a
 * leave-one-kernel-out, outer kernel f's inner fold of kernel g learns from every kernel but f and g, as outer kernel
 * g's inner fold of kernel f does, and one forest predicts both kernels, which halves the inner forests grown. Safe
 * for forests asked for from several threads at once: the first grows it, the others wait for it.
 */
final class InnerForests {

    /** A forest's identity: how it is grown and from which of the set's rows. */
    private record Key(ForestSettings settings, List<String> features, Target target, BitSet trained) {
    }

    /**
     * What one forest predicted: the rows of its device whose kernels it never saw (the rows an inner fold holds
     * out are always a whole kernel's).
     *
     * @param rows    indices into the set's rows, ascending
     * @param seconds the predicted time of each
     */
    private record Predicted(int[] rows, double[] seconds) {
        double of(int row) {
            int at = Arrays.binarySearch(rows, row);
            if (at < 0) {
                throw new IllegalStateException("row " + row + " was not predicted by this forest");
            }
            return seconds[at];
        }
    }

    private final TrainingSet set;
    private final Map<TrainingRow, Integer> index = new IdentityHashMap<>();
    private final Map<Key, FutureTask<Predicted>> grown = new ConcurrentHashMap<>();

    /** For choices among the rows of {@code set}. */
    InnerForests(TrainingSet set) {
        this.set = set;
        List<TrainingRow> rows = set.rows();
        for (int i = 0; i < rows.size(); i++) {
            index.put(rows.get(i), i);
        }
    }

    /**
     * The times that the forest grown with {@code settings} on {@code train} (rows of the set, in its order, of one
     * device) predicts for {@code test} (other rows of that device).
     */
    double[] seconds(ForestSettings settings, List<String> features, Target target, List<TrainingRow> train,
                     List<TrainingRow> test) {
        BitSet trained = new BitSet(set.rows().size());
        for (TrainingRow r : train) {
            trained.set(indexOf(r));
        }
        Key key = new Key(settings, List.copyOf(features), target, trained);
        FutureTask<Predicted> task = new FutureTask<>(() -> grow(key, train));
        FutureTask<Predicted> earlier = grown.putIfAbsent(key, task);
        if (earlier == null) {
            task.run();
            earlier = task;
        }
        Predicted p;
        try {
            p = earlier.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for an inner forest", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
        double[] out = new double[test.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = p.of(indexOf(test.get(i)));
        }
        return out;
    }

    /** How many forests have been grown (or are growing). */
    int grown() {
        return grown.size();
    }

    private Predicted grow(Key key, List<TrainingRow> train) {
        TimeModel forest = PerformanceModel.fit(set, train, key.features(), key.target(), key.settings());
        RowPredictor predictor = RowPredictor.of(set, key.features());
        String device = train.get(0).device();
        Set<String> seen = new HashSet<>();
        for (TrainingRow r : train) {
            seen.add(set.kernelOf(r));
        }
        List<TrainingRow> rows = set.rows();
        int n = 0;
        int[] at = new int[rows.size()];
        double[] seconds = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            TrainingRow r = rows.get(i);
            if (!r.device().equals(device) || seen.contains(set.kernelOf(r))) {
                continue;
            }
            at[n] = i;
            seconds[n] = predictor.seconds(forest, r);
            n++;
        }
        return new Predicted(Arrays.copyOf(at, n), Arrays.copyOf(seconds, n));
    }

    private int indexOf(TrainingRow r) {
        Integer i = index.get(r);
        if (i == null) {
            throw new IllegalArgumentException("a row of " + r.identity() + " on " + r.device()
                    + " is not one of the set's rows: choose the share from rows of the set given");
        }
        return i;
    }
}
