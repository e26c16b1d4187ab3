package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.DecimalText;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Characterisations as datasets for R and pandas.
 *
 * <ul>
 *   <li>tidy (long): {@code application,kernel,size,invocation,source,metric,value}, one row per scalar;</li>
 *   <li>wide: one row per invocation, the same five identity columns ({@link #IDENTITY}) then one column per flattened key, except
 *       the fields of lists of records (fermi-l1's {@code sms[]}, {@code byInstruction[]}), whose elements do not
 *       correspond across kernels (they stay in the tidy CSV). A histogram entry a row lacks is 0 (the opcode
 *       did not execute); any other absent value is an empty cell (NA).</li>
 * </ul>
 * Keys are flattened as in {@link MetricFlattening} and cover {@code metrics} and {@code collectors} (not
 * {@code run}, which is not deterministic). Wide columns appear in order of first appearance over the rows, so
 * the order is stable for a given list of inputs. Numbers use the JSON number text; NaN and infinities are
 * written {@code NaN}, {@code Inf}, {@code -Inf} (read as numbers by R's read.csv and by pandas); an absent
 * value is an empty field (NA). Fields are quoted as RFC 4180 requires; lines end with {@code \n}.
 */
public final class DatasetCsv {

    private static final java.util.regex.Pattern RECORD_FIELD = java.util.regex.Pattern.compile("\\[\\d+\\]\\.");
    private static final java.util.regex.Pattern HISTOGRAM_ENTRY = java.util.regex.Pattern.compile("Histogram(\\.|\\[)");

    /**
     * The columns that identify an invocation in every dataset, {@code aiwc time}'s timings included, so that they
     * join: the kernel's source file tells apart variants whose kernels share a name.
     */
    public static final List<String> IDENTITY = List.of("application", "kernel", "size", "invocation", "source");

    /** Header of the tidy CSV. */
    public static final String TIDY_HEADER = String.join(",", IDENTITY) + ",metric,value";

    private DatasetCsv() {
    }

    public static void writeTidy(List<Characterisation> rows, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            writeTidy(rows, w);
        }
    }

    public static void writeTidy(List<Characterisation> rows, Writer out) throws IOException {
        out.write(TIDY_HEADER);
        out.write('\n');
        for (Characterisation c : rows) {
            String identity = identity(c);
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                if (isEmbeddedSource(leaf.key())) {
                    continue;
                }
                out.write(identity);
                out.write(',');
                out.write(field(leaf.key()));
                out.write(',');
                out.write(field(value(leaf.value())));
                out.write('\n');
            }
        }
    }

    public static void writeWide(List<Characterisation> rows, Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            writeWide(rows, w);
        }
    }

    public static void writeWide(List<Characterisation> rows, Writer out) throws IOException {
        Set<String> columns = new LinkedHashSet<>();
        List<Map<String, Object>> values = new ArrayList<>(rows.size());
        for (Characterisation c : rows) {
            Map<String, Object> row = new HashMap<>();
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                if (isRecordField(leaf.key())) {
                    continue;
                }
                columns.add(leaf.key());
                row.put(leaf.key(), leaf.value());
            }
            values.add(row);
        }
        out.write(String.join(",", IDENTITY));
        for (String col : columns) {
            out.write(',');
            out.write(field(col));
        }
        out.write('\n');
        for (int i = 0; i < rows.size(); i++) {
            out.write(identity(rows.get(i)));
            Map<String, Object> row = values.get(i);
            for (String col : columns) {
                out.write(',');
                Object v = row.get(col);
                if (v == null && !row.containsKey(col) && isHistogramEntry(col)) {
                    v = 0L;
                }
                out.write(field(value(v)));
            }
            out.write('\n');
        }
    }

    /** Column names of the wide CSV for these rows, identity columns first. */
    public static List<String> wideColumns(List<Characterisation> rows) {
        Set<String> columns = new LinkedHashSet<>(IDENTITY);
        for (Characterisation c : rows) {
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                if (!isRecordField(leaf.key())) {
                    columns.add(leaf.key());
                }
            }
        }
        return new ArrayList<>(columns);
    }

    /** The source files fermi-l1's per-line view embeds for the reports: text, not a measurement. */
    static boolean isEmbeddedSource(String key) {
        return key.startsWith("fermi-l1.lines.sources[");
    }

    /** A field of an element of a list of records ({@code fermi-l1.sms[3].loadMisses}). */
    static boolean isRecordField(String key) {
        return RECORD_FIELD.matcher(key).find();
    }

    /** An entry of a histogram ({@code compute.opcodeHistogram.fadd}, {@code ….reuseDistanceHistogram[7]}). */
    static boolean isHistogramEntry(String key) {
        return HISTOGRAM_ENTRY.matcher(key).find();
    }

    private static String identity(Characterisation c) {
        return identity(c.application(), c.kernel() == null ? null : c.kernel().name(), c.size(), c.invocation(),
                c.kernel() == null ? null : c.kernel().source());
    }

    /** The {@link #IDENTITY} fields of one invocation as CSV text (null: empty). */
    public static String identity(String application, String kernel, String size, int invocation, String source) {
        return field(application == null ? "" : application) + ',' + field(kernel == null ? "" : kernel) + ','
                + field(size == null ? "" : size) + ',' + invocation + ',' + field(source == null ? "" : source);
    }

    /** The CSV text of a leaf value. */
    public static String value(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof Double d) {
            if (d.isNaN()) {
                return "NaN";
            }
            if (d.isInfinite()) {
                return d > 0 ? "Inf" : "-Inf";
            }
            return DecimalText.of(d);
        }
        return v.toString();
    }

    /** Quotes a field when it holds a comma, quote, or line break. */
    public static String field(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == ',' || ch == '"' || ch == '\n' || ch == '\r') {
                return '"' + s.replace("\"", "\"\"") + '"';
            }
        }
        return s;
    }

}
