package dev.aiwc.predict.data;

import dev.aiwc.reports.dataset.DatasetCsv;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Timed, characterised kernel invocations: the rows a time model is trained and evaluated on.
 *
 * @param identityColumns the identity columns, as {@link DatasetCsv#IDENTITY} lists them when the set was written
 * @param profile         the metric profile of every characterisation ({@code default} or {@code aiwc})
 * @param featureNames    the feature columns, in order
 * @param rows            one per invocation and device
 */
public record TrainingSet(List<String> identityColumns, String profile, List<String> featureNames,
                          List<TrainingRow> rows) {

    /** The identity columns a training set needs: what names a kernel, its size and its launch. */
    static final List<String> NEEDED = List.of("application", "kernel", "size", "source");

    public TrainingSet {
        identityColumns = List.copyOf(identityColumns);
        featureNames = List.copyOf(featureNames);
        rows = List.copyOf(rows);
        for (String needed : NEEDED) {
            if (!identityColumns.contains(needed)) {
                throw new IllegalArgumentException("the identity columns " + identityColumns + " lack '" + needed
                        + "'; write the training set with 'aiwc predict collect'");
            }
        }
    }

    /** The devices of the rows, sorted. */
    public List<String> devices() {
        Set<String> out = new TreeSet<>();
        for (TrainingRow r : rows) {
            out.add(r.device());
        }
        return new ArrayList<>(out);
    }

    /** The rows of one device. */
    public List<TrainingRow> of(String device) {
        List<TrainingRow> out = new ArrayList<>();
        for (TrainingRow r : rows) {
            if (r.device().equals(device)) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * The kernel a row belongs to, the unit a leave-kernel-out fold holds out whole: the application and kernel
     * name for the built-in suite, the source file and kernel name for a user's spec (no application).
     */
    public String kernelOf(TrainingRow r) {
        String app = column(r, "application");
        String kernel = column(r, "kernel");
        return app.isEmpty() ? column(r, "source") + "#" + kernel : app + "/" + kernel;
    }

    /** The size preset of a row ({@code tiny} … {@code large}; empty for a user's spec). */
    public String sizeOf(TrainingRow r) {
        return column(r, "size");
    }

    /** The invocation a row times, whichever device: rows of several devices with one key ran the same work. */
    public String invocationOf(TrainingRow r) {
        return String.join("\u0000", r.identity());
    }

    /** The value of an identity column of a row. */
    public String column(TrainingRow r, String name) {
        return r.identity().get(identityColumns.indexOf(name));
    }

    /** The column of one feature over the rows given, in their order, as the forest sees it. */
    public int featureIndex(String name) {
        int i = featureNames.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("the training set has no feature '" + name + "'");
        }
        return i;
    }

    /**
     * The set with repeated work made one sample: rows of one kernel, size and device whose features are all equal
     * (hmm's 2048 {@code hmm_step} launches of a size, bfs's levels of equal shape) become one row, the first's
     * identity with the median of their times. Otherwise an application that launches one kernel thousands of
     * times would outweigh all others in training and in every error median, while adding no information.
     */
    public TrainingSet collapsed() {
        Map<String, List<TrainingRow>> groups = new LinkedHashMap<>();
        for (TrainingRow r : rows) {
            groups.computeIfAbsent(kernelOf(r) + "\u0000" + sizeOf(r) + "\u0000" + r.device() + "\u0000"
                    + java.util.Arrays.toString(r.features()), k -> new ArrayList<>()).add(r);
        }
        List<TrainingRow> out = new ArrayList<>(groups.size());
        for (List<TrainingRow> g : groups.values()) {
            TrainingRow first = g.get(0);
            if (g.size() == 1) {
                out.add(first);
                continue;
            }
            double[] t = new double[g.size()];
            for (int i = 0; i < t.length; i++) {
                t[i] = g.get(i).seconds();
            }
            java.util.Arrays.sort(t);
            TrainingRow.Timing f = first.timing();
            out.add(new TrainingRow(first.identity(), new TrainingRow.Timing(f.platform(), f.device(), f.driver(),
                    f.repeats(), quantile(t, 0.5), quantile(t, 0.25), quantile(t, 0.75)), first.features()));
        }
        return new TrainingSet(identityColumns, profile, featureNames, out);
    }

    private static double quantile(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }

    /** The SHA-256 of the set as {@link TrainingCsv} writes it: a model names the exact data it learnt from. */
    public String sha256() {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(TrainingCsv.text(this).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /**
     * Several sets as one (several collections, e.g. one per host): the identity columns all have in common (in the
     * first set's order: a set collected before aiwc-dataset/2 has five, a later one twenty, and they share the five
     * that name a launch), one profile, the features of all in order of first appearance, a feature a set lacks
     * absent (NaN) in its rows.
     *
     * @param names where each set came from, for the error messages
     */
    public static TrainingSet union(List<TrainingSet> sets, List<String> names) {
        if (sets.isEmpty()) {
            throw new IllegalArgumentException("no training set given");
        }
        TrainingSet first = sets.get(0);
        Set<String> features = new LinkedHashSet<>();
        List<String> common = new ArrayList<>(first.identityColumns());
        for (TrainingSet s : sets) {
            common.retainAll(s.identityColumns());
        }
        for (int i = 0; i < sets.size(); i++) {
            TrainingSet s = sets.get(i);
            for (String needed : NEEDED) {
                if (!common.contains(needed)) {
                    throw new IllegalArgumentException(names.get(i) + " has the identity columns "
                            + s.identityColumns() + ", " + names.get(0) + " " + first.identityColumns()
                            + "; they do not share '" + needed + "': collect both with the same aiwc");
                }
            }
            if (!s.profile().equals(first.profile())) {
                throw new IllegalArgumentException(names.get(i) + " was characterised with --profile " + s.profile()
                        + ", " + names.get(0) + " with " + first.profile() + "; a model learns from one profile");
            }
            features.addAll(s.featureNames());
        }
        List<String> all = new ArrayList<>(features);
        List<TrainingRow> rows = new ArrayList<>();
        for (TrainingSet s : sets) {
            Map<String, Integer> at = new LinkedHashMap<>();
            for (int j = 0; j < s.featureNames().size(); j++) {
                at.put(s.featureNames().get(j), j);
            }
            for (TrainingRow r : s.rows()) {
                double[] f = new double[all.size()];
                for (int j = 0; j < f.length; j++) {
                    Integer k = at.get(all.get(j));
                    f[j] = k == null ? Double.NaN : r.features()[k];
                }
                List<String> identity = new ArrayList<>(common.size());
                for (String c : common) {
                    identity.add(r.identity().get(s.identityColumns().indexOf(c)));
                }
                rows.add(new TrainingRow(identity, r.timing(), f, r.work()));
            }
        }
        return new TrainingSet(common, first.profile(), all, rows);
    }
}
