package dev.aiwc.collectors.csv;

import dev.aiwc.api.result.CFloatFormat;
import dev.aiwc.api.result.OutputFileName;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes one invocation's metrics as the reference AIWC plugin's CSV ({@code aiwc_<kernel>_<n>.csv}): header
 * {@code metric,category,count}, the reference's rows in its order, with its number formatting — integers as
 * integers, floating-point values with 6 significant digits up to "Instructions Per Operand" and 4 from
 * "Unique Read/Write Ratio" on (the reference sets the stream precision there and never resets it). Meant for
 * metrics computed with the {@code aiwc} profile, so the values match published AIWC data.
 */
public final class AiwcCsv {
    public static final String HEADER = "metric,category,count";
    private static final int WIDE = 6;
    private static final int NARROW = 4;

    private AiwcCsv() {
    }

    /** {@code aiwc_<kernel>_<invocation>.csv}, the kernel name made a safe file name ({@link OutputFileName}). */
    public static String fileName(String kernel, int invocation) {
        return "aiwc_" + OutputFileName.of(kernel) + "_" + invocation + ".csv";
    }

    /** Writes the CSV into {@code directory} and returns its path. */
    public static Path write(Path directory, String kernel, int invocation,
                             Map<String, Map<String, Object>> metrics) throws IOException {
        Path file = directory.resolve(fileName(kernel, invocation));
        Files.writeString(file, render(metrics), StandardCharsets.UTF_8);
        return file;
    }

    /** The CSV text. */
    public static String render(Map<String, Map<String, Object>> metrics) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (Row row : rows(metrics)) {
            out.append(row.metric()).append(',').append(row.category()).append(',').append(row.count()).append('\n');
        }
        return out.toString();
    }

    /** One CSV line: the reference's metric label, category and formatted value. */
    public record Row(String metric, String category, String count) {
    }

    public static List<Row> rows(Map<String, Map<String, Object>> metrics) {
        Rows r = new Rows(metrics);
        r.add("Opcode", "Compute", "compute", "opcodeDiversity");
        r.add("Total Instruction Count", "Compute", "compute", "totalInstructions");
        r.add("Freedom to Reorder", "Compute", "compute", "freedomToReorder");
        r.add("Resource Pressure", "Compute", "compute", "resourcePressure");
        r.add("Work-items", "Parallelism", "parallelism", "workItems");
        r.add("Work-groups", "Parallelism", "parallelism", "workGroups");
        r.add("Work-items per Work-group", "Parallelism", "parallelism", "workItemsPerGroup");
        r.add("SIMD Operand Sum", "Parallelism", "parallelism", "simdOperandSum");
        r.add("Total Barriers Hit", "Parallelism", "parallelism", "barriersHit");
        r.add("Min ITB", "Parallelism", "parallelism", "itb", "min");
        r.add("Max ITB", "Parallelism", "parallelism", "itb", "max");
        r.add("Median ITB", "Parallelism", "parallelism", "itb", "median");
        r.add("Min IPT", "Parallelism", "parallelism", "ipt", "min");
        r.add("Max IPT", "Parallelism", "parallelism", "ipt", "max");
        r.add("Median IPT", "Parallelism", "parallelism", "ipt", "median");
        r.add("Max SIMD Width", "Parallelism", "parallelism", "simdWidth", "max");
        r.add("Mean SIMD Width", "Parallelism", "parallelism", "simdWidth", "mean");
        r.add("SD SIMD Width", "Parallelism", "parallelism", "simdWidth", "sd");
        r.add("Granularity", "Parallelism", "parallelism", "granularity");
        r.add("Barriers Per Instruction", "Parallelism", "parallelism", "barriersPerInstruction");
        r.add("Instructions Per Operand", "Parallelism", "parallelism", "instructionsPerOperand");
        r.add("Total Memory Footprint", "Memory", "memory", "footprint");
        r.add("Unique Memory Accesses", "Memory", "memory", "footprint");
        r.add("Unique Reads", "Memory", "memory", "uniqueReads");
        r.add("Unique Writes", "Memory", "memory", "uniqueWrites");
        r.precision = NARROW;
        r.add("Unique Read/Write Ratio", "Memory", "memory", "uniqueReadWriteRatio");
        r.add("Total Reads", "Memory", "memory", "totalReads");
        r.add("Total Writes", "Memory", "memory", "totalWrites");
        r.add("Rereads", "Memory", "memory", "rereadRatio");
        r.add("Rewrites", "Memory", "memory", "rewriteRatio");
        r.add("90% Memory Footprint", "Memory", "memory", "footprint90");
        r.add("Global Memory Address Entropy", "Memory", "memory", "globalAddressEntropy");
        // The aiwc profile's series starts at 1 skipped bit; the default profile's addressEntropy at 0.
        boolean aiwcSeries = r.has("memory", "localAddressEntropy");
        double[] local = (double[]) r.value("memory", aiwcSeries ? "localAddressEntropy" : "addressEntropy");
        for (int n = 1; n <= 10; n++) {
            r.addValue("LMAE -- Skipped " + n + " LSBs", "Memory", local[aiwcSeries ? n - 1 : n]);
        }
        double[] normed = (double[]) r.value("memory", "normedParallelSpatialLocality");
        double sum = 0.0;
        for (int n = 0; n <= 10; n++) {
            r.addValue("Normed PSL -- Skipped " + n + " LSBs", "Memory", normed[n]);
            sum += normed[n];
        }
        r.addValue("Normed PSL Sum", "Memory", sum);
        r.add("Total Global Memory Accessed", "Memory", "memory", "accessesBySpace", "global");
        r.add("Total Local Memory Accessed", "Memory", "memory", "accessesBySpace", "local");
        r.add("Total Constant Memory Accessed", "Memory", "memory", "accessesBySpace", "constant");
        r.add("Relative Local Memory Usage", "Memory", "memory", "relativeLocalUsage");
        r.add("Relative Constant Memory Usage", "Memory", "memory", "relativeConstantUsage");
        r.add("Total Unique Branch Instructions", "Control", "control", "uniqueBranches");
        r.add("90% Branch Instructions", "Control", "control", "branches90");
        // The reference files both branch entropies under "Memory".
        r.add("Yokota Branch Entropy", "Memory", "control", "yokotaEntropy");
        r.add("Average Linear Branch Entropy", "Memory", "control", "averageLinearBranchEntropy");
        return r.rows;
    }

    /** The default profile's names of the reference's metrics that it names for what they compute. */
    private static final Map<String, String> DEFAULT_NAMES = Map.of(
            "instructionsPerOperand", "instructionsPerSimdLane",
            "rereadRatio", "readsPerReadAddress",
            "rewriteRatio", "writesPerWrittenAddress");

    private static final class Rows {
        private final Map<String, Map<String, Object>> metrics;
        private final List<Row> rows = new ArrayList<>();
        private int precision = WIDE;

        Rows(Map<String, Map<String, Object>> metrics) {
            this.metrics = metrics;
        }

        boolean has(String category, String key) {
            Map<String, Object> section = metrics.get(category);
            return section != null && section.get(key) != null;
        }

        Object value(String category, String key, String... path) {
            Map<String, Object> section = metrics.get(category);
            if (section != null && !section.containsKey(key) && DEFAULT_NAMES.containsKey(key)) {
                key = DEFAULT_NAMES.get(key); // a default-profile characterisation in the reference's layout
            }
            Object v = section == null ? null : section.get(key);
            String name = category + "." + key;
            for (String p : path) {
                v = v instanceof Map<?, ?> m ? m.get(p) : null;
                name += "." + p;
            }
            if (v == null) {
                throw new IllegalArgumentException("metric " + name + " is missing; the AIWC CSV needs the full "
                        + "metric set of the aiwc collector (run with --collectors aiwc)");
            }
            return v;
        }

        void add(String metric, String category, String section, String key, String... path) {
            addValue(metric, category, value(section, key, path));
        }

        void addValue(String metric, String category, Object value) {
            String text;
            if (value instanceof Long || value instanceof Integer || value instanceof Short) {
                text = value.toString();
            } else if (value instanceof Number n) {
                text = CFloatFormat.g(n.doubleValue(), precision);
            } else {
                throw new IllegalArgumentException("metric '" + metric + "' has a non-numeric value " + value);
            }
            rows.add(new Row(metric, category, text));
        }
    }
}
