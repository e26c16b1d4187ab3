package dev.aiwc.reports.dataset;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptor.Aggregation;
import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Invocations combined per application or per kernel, each metric as its descriptor's aggregation says: SUM adds,
 * MEAN averages weighted by the invocations' executed instructions ({@code compute.totalInstructions}; unweighted
 * when an invocation lacks a positive count), MAX and MIN take the extreme; metrics of aggregation NONE, keys without
 * a descriptor and text are left out. A value an invocation lacks is skipped (a histogram entry counts as 0, as in
 * the wide CSV); NaN and infinities propagate. Sizes, profiles, recipes, GPUs and tool versions are never combined:
 * they are part of every group's key.
 */
public final class DatasetRollup {

    /** The invocations' weight for MEAN: most MEAN metrics are ratios per instruction executed. */
    static final String WEIGHT = "compute.totalInstructions";

    /** The column that counts the invocations of a group. */
    public static final String INVOCATIONS = "invocations";

    /** What a row of a roll-up stands for, and the identity columns that key it. */
    public enum Level {
        /** Every kernel invocation of one application at one size (one run of a spec, one suite run). */
        APPLICATION("dataset-rollup-application.csv", List.of("label", "application", "size", "profile", "opt",
                "gpu", "pipelines", "toolVersion")),
        /** Every invocation of one kernel of one application at one size. */
        KERNEL("dataset-rollup-kernel.csv", List.of("label", "application", "size", "kernel", "source",
                "sourceSha256", "buildOptions", "profile", "opt", "gpu", "pipelines", "toolVersion"));

        private final String fileName;
        private final List<String> keys;

        Level(String fileName, List<String> keys) {
            this.fileName = fileName;
            this.keys = keys;
        }

        /** The file a dataset folder holds this roll-up in. */
        public String fileName() {
            return fileName;
        }

        /** The identity columns that key a group, in column order. */
        public List<String> keys() {
            return keys;
        }
    }

    private DatasetRollup() {
    }

    /** The metric columns a roll-up of these rows holds: the wide CSV's, less those not combined. */
    public static List<String> columns(List<Characterisation> rows, MetricDescriptors descriptors) {
        List<String> out = new ArrayList<>();
        for (String key : DatasetCsv.metricColumns(rows)) {
            if (aggregation(key, descriptors) != Aggregation.NONE) {
                out.add(key);
            }
        }
        return out;
    }

    /** Writes the roll-up at {@code level}: key columns, {@link #INVOCATIONS}, then {@link #columns}. */
    public static void write(List<Characterisation> rows, Level level, MetricDescriptors descriptors, Writer out)
            throws IOException {
        List<String> columns = columns(rows, descriptors);
        Map<String, List<Map<String, Object>>> groups = new LinkedHashMap<>();
        for (Characterisation c : rows) {
            String key = keyCells(DatasetIdentity.of(c), level);
            Map<String, Object> row = new HashMap<>();
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                row.put(leaf.key(), leaf.value());
            }
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
        }
        out.write(String.join(",", level.keys()));
        out.write(',');
        out.write(INVOCATIONS);
        for (String col : columns) {
            out.write(',');
            out.write(DatasetCsv.field(col));
        }
        out.write('\n');
        for (Map.Entry<String, List<Map<String, Object>>> g : groups.entrySet()) {
            out.write(g.getKey());
            out.write(',');
            out.write(Integer.toString(g.getValue().size()));
            for (String col : columns) {
                out.write(',');
                out.write(DatasetCsv.field(DatasetCsv.value(combine(g.getValue(), col,
                        aggregation(col, descriptors)))));
            }
            out.write('\n');
        }
    }

    /** How {@code key} combines; NONE when no descriptor covers it. */
    static Aggregation aggregation(String key, MetricDescriptors descriptors) {
        return descriptors.find(key).map(MetricDescriptor::aggregation).orElse(Aggregation.NONE);
    }

    /** The combined value of column {@code col} over a group's rows, or null when no row has one. */
    static Object combine(List<Map<String, Object>> rows, String col, Aggregation aggregation) {
        List<Number> values = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        boolean weighted = true;
        boolean integral = true;
        for (Map<String, Object> row : rows) {
            Object v = DatasetCsv.cell(row, col);
            if (v instanceof Boolean b) {
                v = b ? 1L : 0L;
            }
            if (!(v instanceof Number n)) {
                continue;
            }
            values.add(n);
            integral &= n instanceof Long;
            double w = row.get(WEIGHT) instanceof Number x ? x.doubleValue() : Double.NaN;
            weighted &= w > 0;
            weights.add(w);
        }
        if (values.isEmpty()) {
            return null;
        }
        switch (aggregation) {
            case SUM: {
                if (integral) {
                    long sum = 0;
                    for (Number n : values) {
                        sum += n.longValue();
                    }
                    return sum;
                }
                double sum = 0;
                for (Number n : values) {
                    sum += n.doubleValue();
                }
                return sum;
            }
            case MEAN: {
                double sum = 0;
                double total = 0;
                for (int i = 0; i < values.size(); i++) {
                    double w = weighted ? weights.get(i) : 1;
                    sum += w * values.get(i).doubleValue();
                    total += w;
                }
                return sum / total;
            }
            case MAX:
            case MIN: {
                Number best = values.get(0);
                for (Number n : values) {
                    if (n instanceof Double d && d.isNaN()) {
                        return Double.NaN;
                    }
                    if (aggregation == Aggregation.MAX ? compare(n, best) > 0 : compare(n, best) < 0) {
                        best = n;
                    }
                }
                return best;
            }
            default:
                return null;
        }
    }

    private static int compare(Number a, Number b) {
        if (a instanceof Long x && b instanceof Long y) {
            return Long.compare(x, y);
        }
        return Double.compare(a.doubleValue(), b.doubleValue());
    }

    /** The group's key columns as CSV text, which also keys the group. */
    private static String keyCells(DatasetIdentity id, Level level) {
        List<String> idCells = id.cells();
        List<String> cells = new ArrayList<>();
        for (String k : level.keys()) {
            cells.add(idCells.get(DatasetIdentity.COLUMNS.indexOf(k)));
        }
        return String.join(",", cells);
    }
}
