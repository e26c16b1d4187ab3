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
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Characterisations as datasets for R and pandas (schema {@value DatasetSchema#VERSION}, see {@link DatasetSchema}).
 *
 * <ul>
 *   <li>tidy (long): the identity columns that name the launch ({@link #TIDY_IDENTITY}), then
 *       {@code metric,value,text}, one row per scalar;
 *       a number (or a boolean, as 1 or 0) is in {@code value} and {@code text} is empty, a string is in {@code text}
 *       and {@code value} is empty, so {@code value} reads as a numeric column;</li>
 *   <li>wide: one row per invocation, the identity columns then one column per flattened numeric key. Left out:
 *       keys whose value is text in any row (recipes, explanations, settings: they are in the tidy CSV's
 *       {@code text} column), and the fields of lists of records (fermi-l1's {@code sms[]}, {@code byInstruction[]}),
 *       whose elements do not correspond across kernels (they stay in the tidy CSV). A histogram entry a row lacks
 *       is 0 (the opcode did not execute); any other absent value is an empty cell (NA).</li>
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
     * join ({@link DatasetIdentity}).
     */
    public static final List<String> IDENTITY = DatasetIdentity.COLUMNS;

    /**
     * The identity columns the tidy CSV repeats on each of its rows: enough to name the launch. The wide CSV, one row
     * per launch, holds all of {@link #IDENTITY}; join the two on {@code launch}. (All twenty on every scalar's row made
     * the tiny suite's tidy file 35.7 MB.)
     */
    public static final List<String> TIDY_IDENTITY = List.of("launch", "label", "application", "kernel", "size",
            "invocation");

    /** Header of the tidy CSV. */
    public static final String TIDY_HEADER = String.join(",", TIDY_IDENTITY) + ",metric,value,text";

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
            List<String> cells = DatasetIdentity.of(c).cells();
            List<String> tidyCells = new ArrayList<>(TIDY_IDENTITY.size());
            for (String col : TIDY_IDENTITY) {
                tidyCells.add(cells.get(IDENTITY.indexOf(col)));
            }
            String identity = String.join(",", tidyCells);
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                if (isEmbeddedSource(leaf.key())) {
                    continue;
                }
                out.write(identity);
                out.write(',');
                out.write(field(leaf.key()));
                out.write(',');
                boolean text = leaf.value() instanceof String;
                out.write(text ? "" : field(value(leaf.value())));
                out.write(',');
                out.write(text ? field((String) leaf.value()) : "");
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
        List<String> columns = metricColumns(rows);
        out.write(String.join(",", IDENTITY));
        for (String col : columns) {
            out.write(',');
            out.write(field(col));
        }
        out.write('\n');
        for (Characterisation c : rows) {
            Map<String, Object> row = new HashMap<>();
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                row.put(leaf.key(), leaf.value());
            }
            out.write(DatasetIdentity.of(c).csv());
            for (String col : columns) {
                out.write(',');
                out.write(field(value(cell(row, col))));
            }
            out.write('\n');
        }
    }

    /** A wide cell: the row's value, 0 for a histogram entry the row lacks, null (NA) for any other absent value. */
    static Object cell(Map<String, Object> row, String col) {
        Object v = row.get(col);
        if (v == null && !row.containsKey(col) && isHistogramEntry(col)) {
            return 0L;
        }
        return v;
    }

    /**
     * The metric columns of the wide CSV, in order of first appearance: every key that is not a field of a list of
     * records and whose value is a number (or boolean) wherever it is present.
     */
    public static List<String> metricColumns(List<Characterisation> rows) {
        Set<String> columns = new LinkedHashSet<>();
        Set<String> text = new HashSet<>();
        for (Characterisation c : rows) {
            for (MetricLeaf leaf : MetricFlattening.leaves(c)) {
                if (isRecordField(leaf.key())) {
                    continue;
                }
                columns.add(leaf.key());
                if (leaf.value() instanceof String) {
                    text.add(leaf.key());
                }
            }
        }
        columns.removeAll(text);
        return new ArrayList<>(columns);
    }

    /** Column names of the wide CSV for these rows, identity columns first. */
    public static List<String> wideColumns(List<Characterisation> rows) {
        List<String> all = new ArrayList<>(IDENTITY);
        all.addAll(metricColumns(rows));
        return all;
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

    /** The CSV text of a leaf value. */
    public static String value(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof Boolean b) {
            return b ? "1" : "0";
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

    /**
     * Splits one line of these CSVs into its fields, the inverse of {@link #field}: RFC 4180 quoting, {@code ""} a quote
     * inside quotes. An unclosed quote is an {@link IllegalArgumentException} naming {@code where}.
     */
    public static List<String> split(String line, String where) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    f.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    f.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(f.toString());
                f.setLength(0);
            } else {
                f.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException(where + ": a quoted field is not closed");
        }
        out.add(f.toString());
        return out;
    }
}
