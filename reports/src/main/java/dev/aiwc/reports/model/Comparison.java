package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricFlattening;
import dev.aiwc.reports.dataset.MetricLeaf;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Compares variants of a kernel (the first is the baseline) key by key, over every flattened scalar of
 * {@code metrics} and {@code collectors} except the fields of lists of records (fermi-l1's {@code sms[]} and
 * {@code byInstruction[]}): their elements need not correspond across variants (another instruction, another
 * block placement), and their sums are compared in {@code total}. Arrays of numbers (entropies, PSL,
 * histograms) are compared element by element. An entry of a histogram (a key under a map or array whose name
 * ends in {@code Histogram}) that a variant lacks counts as 0 there: the opcode was not executed, the bucket
 * was empty.
 *
 * <p>"Changed most" is defined per key as its score, the largest over non-baseline variants of:
 * <ul>
 *   <li>0 when the value equals the baseline (NaN equals NaN);</li>
 *   <li>{@code |v − b| / |b|} when the baseline b is finite and non-zero and v is finite;</li>
 *   <li>+Infinity otherwise: a zero baseline with a non-zero value, a change to or from NaN/Infinity, or a
 *       changed string.</li>
 * </ul>
 * Rows present in every variant come first, by score descending; ties by the largest {@code |v − b|}
 * descending (+Infinity where that difference is not a finite number), then by the key's position in the
 * characterisation. Keys that some variant lacks come last, in key order of appearance.
 */
public final class Comparison {

    /** A field of an element of a list of records ({@code sms[3].loadMisses}, {@code byInstruction[0].misses}). */
    private static final java.util.regex.Pattern RECORD_ELEMENT = java.util.regex.Pattern.compile("\\[\\d+\\]\\.");

    /** An entry of a histogram ({@code opcodeHistogram.fadd}, {@code reuseDistanceHistogram[7]}): absent means 0. */
    private static final java.util.regex.Pattern HISTOGRAM_ENTRY = java.util.regex.Pattern.compile("Histogram(\\.|\\[)");

    private final List<String> labels;
    private final List<ComparisonRow> rows;

    private Comparison(List<String> labels, List<ComparisonRow> rows) {
        this.labels = labels;
        this.rows = rows;
    }

    public List<String> labels() {
        return labels;
    }

    /** Rows, changed most first. */
    public List<ComparisonRow> rows() {
        return rows;
    }

    /** Compares {@code variants} (at least two), named by {@code labels}; the first is the baseline. */
    public static Comparison of(List<String> labels, List<Characterisation> variants) {
        if (variants.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two characterisations, got " + variants.size());
        }
        int n = variants.size();
        Map<String, Object[]> byKey = new LinkedHashMap<>();
        for (int v = 0; v < n; v++) {
            for (MetricLeaf leaf : MetricFlattening.leaves(variants.get(v))) {
                if (RECORD_ELEMENT.matcher(leaf.key()).find()) {
                    continue;
                }
                byKey.computeIfAbsent(leaf.key(), k -> new Object[n])[v] = leaf.value() == null ? Null.VALUE : leaf.value();
            }
        }
        List<ComparisonRow> rows = new ArrayList<>(byKey.size());
        Map<ComparisonRow, double[]> tie = new HashMap<>();
        Map<ComparisonRow, Integer> position = new HashMap<>();
        for (Map.Entry<String, Object[]> e : byKey.entrySet()) {
            Object[] values = e.getValue();
            boolean inAll = true;
            boolean histogram = HISTOGRAM_ENTRY.matcher(e.getKey()).find();
            for (int v = 0; v < n; v++) {
                if (values[v] == null && histogram) {
                    values[v] = 0L;
                } else if (values[v] == null) {
                    inAll = false;
                } else if (values[v] == Null.VALUE) {
                    values[v] = null;
                }
            }
            double[] abs = new double[n];
            double[] rel = new double[n];
            double score = 0;
            double magnitude = 0;
            for (int v = 1; v < n; v++) {
                Object b = values[0];
                Object x = values[v];
                if (isNumber(b) && isNumber(x)) {
                    double bd = num(b);
                    double xd = num(x);
                    abs[v] = xd - bd;
                    rel[v] = relative(bd, xd);
                    double s = score(bd, xd);
                    score = Math.max(score, s);
                    double diff = Math.abs(xd - bd);
                    magnitude = Math.max(magnitude, s == 0 ? 0 : (Double.isFinite(diff) ? diff : Double.POSITIVE_INFINITY));
                } else {
                    abs[v] = Double.NaN;
                    rel[v] = Double.NaN;
                    if (!Objects.equals(b, x) && inAll) {
                        score = Double.POSITIVE_INFINITY;
                        magnitude = Double.POSITIVE_INFINITY;
                    }
                }
            }
            ComparisonRow row = new ComparisonRow(e.getKey(), values, abs, rel, inAll ? score : 0, inAll);
            rows.add(row);
            tie.put(row, new double[]{magnitude});
            position.put(row, position.size());
        }
        rows.sort(Comparator.<ComparisonRow, Boolean>comparing(r -> !r.inAll())
                .thenComparing(r -> -r.score())
                .thenComparing(r -> -tie.get(r)[0])
                .thenComparing(position::get));
        return new Comparison(List.copyOf(labels), List.copyOf(rows));
    }

    /** The rows {@code selection} selects, changed most first as here; the labels stay. */
    public Comparison select(MetricSelection selection) {
        List<ComparisonRow> kept = new ArrayList<>();
        for (ComparisonRow r : rows) {
            if (selection.selects(r.key())) {
                kept.add(r);
            }
        }
        return new Comparison(labels, List.copyOf(kept));
    }

    /** {@code (x − b) / |b|}; ±Infinity for a zero baseline and non-zero x; 0 when equal; NaN when undefined. */
    public static double relative(double b, double x) {
        if (b == x || (Double.isNaN(b) && Double.isNaN(x))) {
            return 0;
        }
        if (b == 0) {
            return x > 0 ? Double.POSITIVE_INFINITY : x < 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        return (x - b) / Math.abs(b);
    }

    /** The per-variant score defined in the class comment. */
    public static double score(double b, double x) {
        if (b == x || (Double.isNaN(b) && Double.isNaN(x))) {
            return 0;
        }
        if (Double.isFinite(b) && b != 0 && Double.isFinite(x)) {
            return Math.abs(x - b) / Math.abs(b);
        }
        return Double.POSITIVE_INFINITY;
    }

    private static boolean isNumber(Object o) {
        return o instanceof Number || o instanceof Boolean;
    }

    private static double num(Object o) {
        return o instanceof Boolean b ? (b ? 1 : 0) : ((Number) o).doubleValue();
    }

    /**
     * A plain-text table for a terminal: the changed rows (changed most first, at most {@code limit} when
     * positive), then a count of the unchanged ones.
     */
    public String table(int limit) {
        List<String[]> cells = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("metric");
        header.add(labels.get(0));
        for (int v = 1; v < labels.size(); v++) {
            header.add(labels.get(v));
            header.add("Δ");
            header.add("Δ%");
        }
        cells.add(header.toArray(new String[0]));
        int unchanged = 0;
        int shown = 0;
        int hidden = 0;
        for (ComparisonRow r : rows) {
            if (!r.changed()) {
                unchanged++;
                continue;
            }
            if (limit > 0 && shown >= limit) {
                hidden++;
                continue;
            }
            shown++;
            List<String> line = new ArrayList<>();
            line.add(r.key());
            line.add(cell(r.values()[0]));
            for (int v = 1; v < labels.size(); v++) {
                line.add(cell(r.values()[v]));
                line.add(isNumber(r.values()[0]) && isNumber(r.values()[v]) ? signed(r.absolute()[v]) : "");
                line.add(isNumber(r.values()[0]) && isNumber(r.values()[v]) ? percent(r.relative()[v]) : "");
            }
            cells.add(line.toArray(new String[0]));
        }
        int cols = cells.get(0).length;
        int[] width = new int[cols];
        for (String[] line : cells) {
            for (int c = 0; c < cols; c++) {
                width[c] = Math.max(width[c], line[c].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String[] line = cells.get(i);
            for (int c = 0; c < cols; c++) {
                if (c > 0) {
                    out.append("  ");
                }
                String s = line[c];
                if (c == 0) {
                    out.append(s).append(" ".repeat(width[c] - s.length()));
                } else {
                    out.append(" ".repeat(width[c] - s.length())).append(s);
                }
            }
            stripTrailing(out);
            out.append('\n');
            if (i == 0) {
                int total = 0;
                for (int w : width) {
                    total += w;
                }
                out.append("-".repeat(total + 2 * (cols - 1))).append('\n');
            }
        }
        if (hidden > 0) {
            out.append(hidden).append(" more changed metric(s) not shown\n");
        }
        out.append(unchanged).append(" metric(s) unchanged\n");
        return out.toString();
    }

    /** A table cell: long strings shortened to 32 characters. */
    private static String cell(Object v) {
        String s = text(v);
        return s.length() <= 32 ? s : s.substring(0, 31) + "…";
    }

    private static void stripTrailing(StringBuilder b) {
        while (b.length() > 0 && b.charAt(b.length() - 1) == ' ') {
            b.setLength(b.length() - 1);
        }
    }

    /** A value for display: integers as they are, doubles to 6 significant digits, absent as "—". */
    public static String text(Object v) {
        if (v == null) {
            return "—";
        }
        if (v instanceof Double d) {
            return sig(d);
        }
        return v.toString();
    }

    /** Six significant digits without trailing zeros; NaN and infinities spelled out. */
    public static String sig(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "∞" : "-∞";
        }
        if (d == 0) {
            return "0";
        }
        BigDecimal b = new BigDecimal(d).round(new MathContext(6, RoundingMode.HALF_EVEN)).stripTrailingZeros();
        int exponent = b.precision() - b.scale() - 1;
        if (exponent >= 9 || exponent < -4) {
            String digits = b.unscaledValue().abs().toString();
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            return (b.signum() < 0 ? "-" : "") + mantissa + "e" + exponent;
        }
        return b.toPlainString();
    }

    private static String signed(double d) {
        if (d == 0) {
            return "0";
        }
        String s = sig(d);
        return d > 0 ? "+" + s : s;
    }

    /** A relative difference as a signed percentage. */
    public static String percent(double r) {
        if (Double.isNaN(r)) {
            return "";
        }
        if (Double.isInfinite(r)) {
            return r > 0 ? "+∞" : "-∞";
        }
        if (r == 0) {
            return "0%";
        }
        String s = sig(r * 100);
        return (r > 0 ? "+" : "") + s + "%";
    }

    /** A time in the largest unit below it, to three significant digits: 8.53 us, 12.5 ms, 2.10 s, 640 ns. */
    public static String duration(double seconds) {
        String[] units = {"s", "ms", "us", "ns"};
        double v = seconds;
        int u = 0;
        while (u < units.length - 1 && v != 0 && Math.abs(v) < 1) {
            v *= 1e3;
            u++;
        }
        if (Math.abs(v) >= 999.5 && u > 0) {
            v /= 1e3; // 999.7 us rounds to 1000: one unit up
            u--;
        }
        double a = Math.abs(v);
        String digits = a < 10 ? "%.2f" : a < 100 ? "%.1f" : "%.0f";
        return String.format(java.util.Locale.ROOT, digits + " %s", v, units[u]);
    }

    /** Marks an explicit JSON null, which is present (unlike an absent key). */
    private enum Null { VALUE }
}
