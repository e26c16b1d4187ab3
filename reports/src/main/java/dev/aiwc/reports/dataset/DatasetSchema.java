package dev.aiwc.reports.dataset;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The schema of a dataset folder, {@code dataset-schema.csv}: one row per column of its CSV files (and per metric
 * key of the tidy CSV), with {@code schema,column,role,type,unit,direction,aggregation,in,description}. Units,
 * directions and aggregations come from the metric descriptors, so the file says what each number measures without
 * units in the column names. Every row repeats the schema version, so a reader checks it without a header comment
 * that R or pandas would have to be told to skip.
 */
public final class DatasetSchema {

    /** The version of the dataset layout; bumped when a column changes meaning or name. */
    public static final String VERSION = "aiwc-dataset/2";

    /** Header of the schema CSV. */
    public static final String HEADER = "schema,column,role,type,unit,direction,aggregation,in,description";

    /** What the identity columns hold (the same in every dataset and in times.csv). */
    private static final Map<String, String> IDENTITY = new LinkedHashMap<>();

    static {
        IDENTITY.put("launch", "join key of one launch: first 16 hex digits of the SHA-256 of label, kernel,"
                + " invocation, sourceSha256, buildOptions and the ND-range; equal in times.csv");
        IDENTITY.put("label", "--label of the run, else the spec's file name without extension; application/size"
                + " for the suite");
        IDENTITY.put("application", "suite application, empty outside the suite");
        IDENTITY.put("kernel", "kernel name");
        IDENTITY.put("size", "suite size preset, empty outside the suite");
        IDENTITY.put("invocation", "n-th invocation of this kernel in the run, from 0");
        IDENTITY.put("source", "the kernel's source file as the run named it");
        IDENTITY.put("sourceSha256", "SHA-256 of the source text the run compiled (hex)");
        IDENTITY.put("buildOptions", "OpenCL build options");
        IDENTITY.put("gx", "global size, x");
        IDENTITY.put("gy", "global size, y (1 for a 1-D launch)");
        IDENTITY.put("gz", "global size, z (1 for a launch of fewer dimensions)");
        IDENTITY.put("lx", "local (work-group) size, x");
        IDENTITY.put("ly", "local size, y");
        IDENTITY.put("lz", "local size, z");
        IDENTITY.put("profile", "metric definitions: default or aiwc");
        IDENTITY.put("opt", "characterisation compile recipe (--opt: O0, O2, Oz or GPU)");
        IDENTITY.put("gpu", "GPU preset the GPU models simulated, with its --gpu-set overrides");
        IDENTITY.put("pipelines", "compile pipelines the launch ran under, joined by +");
        IDENTITY.put("toolVersion", "aiwc version that wrote the result");
    }

    private DatasetSchema() {
    }

    /** Writes the schema of the datasets of {@code rows}. */
    public static void write(List<Characterisation> rows, MetricDescriptors descriptors, Writer out)
            throws IOException {
        out.write(HEADER);
        out.write('\n');
        for (String col : DatasetIdentity.COLUMNS) {
            String type = DatasetIdentity.INTEGER_COLUMNS.contains(col) ? "integer" : "text";
            String unit = col.matches("[gl][xyz]") ? "work-items" : "";
            row(out, col, "identity", type, unit, "", "", DatasetCsv.TIDY_IDENTITY.contains(col) ? "all" : "wide",
                    IDENTITY.get(col));
        }
        row(out, "metric", "tidy", "text", "", "", "", "tidy", "flattened metric key (a row of this schema)");
        row(out, "value", "tidy", "number", "", "", "", "tidy", "the metric's value when it is a number (booleans"
                + " as 1 or 0), else empty");
        row(out, "text", "tidy", "text", "", "", "", "tidy", "the metric's value when it is text, else empty");
        row(out, DatasetRollup.INVOCATIONS, "rollup", "integer", "invocations", "", "", "rollup",
                "invocations combined into the row");
        Set<String> wide = new LinkedHashSet<>(DatasetCsv.metricColumns(rows));
        Set<String> rolled = new LinkedHashSet<>(DatasetRollup.columns(rows, descriptors));
        Map<String, Boolean> keys = new LinkedHashMap<>(); // key -> is text somewhere
        for (Characterisation c : rows) {
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                keys.merge(leaf.key(), leaf.value() instanceof String, Boolean::logicalOr);
            }
        }
        for (Map.Entry<String, Boolean> k : keys.entrySet()) {
            String key = k.getKey();
            Optional<MetricDescriptor> d = descriptors.find(key);
            String in = rolled.contains(key) ? "tidy wide rollup" : wide.contains(key) ? "tidy wide" : "tidy";
            row(out, key, "metric", k.getValue() ? "text" : "number", d.map(MetricDescriptor::unit).orElse(""),
                    d.map(x -> x.direction().name()).orElse(""), d.map(x -> x.aggregation().name()).orElse(""), in,
                    d.map(MetricDescriptor::description).orElse("(no installed collector describes this key)"));
        }
    }

    private static void row(Writer out, String... cells) throws IOException {
        out.write(VERSION);
        for (String c : cells) {
            out.write(',');
            out.write(DatasetCsv.field(c));
        }
        out.write('\n');
    }
}
