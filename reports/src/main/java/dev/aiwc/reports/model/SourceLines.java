package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The per-source-line view of a characterisation ({@code collectors.fermi-l1.lines}) as the reports read it: the
 * embedded source files and one record per executed line. Absent figures are NaN (a line without loads has no
 * transactions per load), never 0, so nothing reads as good that was not measured.
 *
 * @param warpWidth   threads per warp of the GPU's schedule
 * @param transaction what one global transaction moves ({@code 32-byte sector})
 * @param files       the program file first, then included files
 * @param lines       executed lines, in the section's order (program file first, line 0 last)
 */
public record SourceLines(int warpWidth, String transaction, List<File> files, List<Line> lines) {

    /**
     * An embedded source file.
     *
     * @param name    the program as the run named it, or an included file
     * @param text    its text, or null (then {@code missing} says why)
     * @param sha256  SHA-256 of its bytes, or null
     * @param missing why the text is absent, or null
     */
    public record File(String name, String text, String sha256, String missing) {

        /** The text split into lines (a final newline does not start another line). */
        public List<String> textLines() {
            if (text == null) {
                return List.of();
            }
            List<String> out = new ArrayList<>(List.of(text.split("\r?\n", -1)));
            if (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
                out.remove(out.size() - 1);
            }
            return out;
        }
    }

    /**
     * One executed source line; figures a line lacks are NaN.
     *
     * @param file              null for the program file, else the included file's name
     * @param line              the line, 0 for instructions without a debug location
     * @param bankConflictMax   largest shared-memory conflict degree, 0 without shared requests
     */
    public record Line(String file, int line, long instructions, long warpInstructions, double activeLanes,
                       double simdEfficiency, long loads, double transactionsPerLoad, long l1Hits, long l1Misses,
                       double l1MissRate, long stores, double transactionsPerStore, long atomics,
                       long sharedRequests, double bankConflictMean, int bankConflictMax) {
    }

    /** The view of a characterisation, or null when it has none (no fermi-l1 section, or an older file). */
    public static SourceLines of(Characterisation c) {
        Map<String, Object> fermi = c.collectors() == null ? null : c.collectors().get("fermi-l1");
        if (fermi == null || !(fermi.get("lines") instanceof Map<?, ?> section)) {
            return null;
        }
        List<File> files = new ArrayList<>();
        if (section.get("sources") instanceof List<?> sources) {
            for (Object o : sources) {
                if (o instanceof Map<?, ?> m) {
                    files.add(new File(string(m.get("file")), string(m.get("text")), string(m.get("sha256")),
                            string(m.get("missing"))));
                }
            }
        }
        List<Line> lines = new ArrayList<>();
        if (section.get("rows") instanceof List<?> rows) {
            for (Object o : rows) {
                if (o instanceof Map<?, ?> m) {
                    lines.add(new Line(string(m.get("file")), (int) whole(m.get("line")), whole(m.get("instructions")),
                            whole(m.get("warpInstructions")), real(m.get("activeLanes")),
                            real(m.get("simdEfficiency")), whole(m.get("loads")), real(m.get("transactionsPerLoad")),
                            whole(m.get("l1Hits")), whole(m.get("l1Misses")), real(m.get("l1MissRate")),
                            whole(m.get("stores")), real(m.get("transactionsPerStore")), whole(m.get("atomics")),
                            whole(m.get("sharedRequests")), real(m.get("bankConflictMean")),
                            (int) whole(m.get("bankConflictMax"))));
                }
            }
        }
        int width = (int) whole(section.get("warpWidth"));
        return new SourceLines(width, string(section.get("transaction")), List.copyOf(files), List.copyOf(lines));
    }

    /** Work-item instructions of every line: the denominator of a line's share. */
    public long totalInstructions() {
        long t = 0;
        for (Line l : lines) {
            t += l.instructions();
        }
        return t;
    }

    /** The {@code n} lines that executed most instructions, most first (ties in source order). */
    public List<Line> hottest(int n) {
        List<Line> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.comparingLong(Line::instructions).reversed());
        return sorted.subList(0, Math.min(n, sorted.size()));
    }

    /**
     * The plain-text summary {@code aiwc compare} prints: each variant's {@code n} hottest lines with their share of
     * the instructions, SIMD efficiency, transactions per load and bank-conflict degree; empty when no variant has
     * a per-line view.
     */
    public static String hottestText(List<String> labels, List<Characterisation> cs, int n) {
        StringBuilder t = new StringBuilder();
        for (int v = 0; v < cs.size(); v++) {
            SourceLines view = of(cs.get(v));
            if (view == null) {
                continue;
            }
            if (t.isEmpty()) {
                t.append("hottest source lines (share of work-item instructions, SIMD efficiency, transactions per")
                        .append(" global load and store, shared bank-conflict degree):\n");
            }
            t.append("  ").append(labels.get(v)).append('\n');
            long total = view.totalInstructions();
            for (Line l : view.hottest(n)) {
                String where = (l.file() == null ? "" : l.file() + ":") + (l.line() == 0 ? "no line" : "line " + l.line());
                t.append(String.format(java.util.Locale.ROOT, "    %-12s %5.1f%%", where,
                        total == 0 ? 0.0 : 100.0 * l.instructions() / total));
                if (!Double.isNaN(l.simdEfficiency())) {
                    t.append(String.format(java.util.Locale.ROOT, "  SIMD %5.1f%%", 100 * l.simdEfficiency()));
                }
                if (l.loads() > 0) {
                    t.append("  tx/load ").append(Comparison.sig(l.transactionsPerLoad()));
                }
                if (l.stores() > 0) {
                    t.append("  tx/store ").append(Comparison.sig(l.transactionsPerStore()));
                }
                if (l.sharedRequests() > 0) {
                    t.append("  bank conflict ").append(Comparison.sig(l.bankConflictMean()));
                }
                String text = view.text(l);
                if (text != null) {
                    String code = text.strip();
                    t.append("  | ").append(code.length() > 60 ? code.substring(0, 59) + "…" : code);
                }
                t.append('\n');
            }
        }
        return t.toString();
    }

    /** The source line's text, or null when its file's text is not embedded or the line is outside it. */
    public String text(Line l) {
        File f = file(l.file());
        if (f == null || l.line() <= 0) {
            return null;
        }
        List<String> t = f.textLines();
        return l.line() <= t.size() ? t.get(l.line() - 1) : null;
    }

    /** The file a line's {@code file} names: the first (the program) for null. */
    public File file(String name) {
        if (files.isEmpty()) {
            return null;
        }
        if (name == null) {
            return files.get(0);
        }
        for (File f : files) {
            if (name.equals(f.name())) {
                return f;
            }
        }
        return null;
    }

    private static String string(Object o) {
        return o == null ? null : String.valueOf(o);
    }

    private static long whole(Object o) {
        return o instanceof Number n ? n.longValue() : 0;
    }

    private static double real(Object o) {
        return o instanceof Number n ? n.doubleValue() : Double.NaN;
    }
}
