package dev.aiwc.reports.html;

import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.SourceLines;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The per-source-line view in HTML: the OpenCL source with its line numbers, each executed line annotated with what
 * it did on the GPU's warp schedule ({@link SourceLines}), hot lines shaded by their share of the instructions, and
 * the figures that call for a look flagged (a shared request serialised by bank conflicts, warps running with lanes
 * masked off). Everything taken from the characterisation is escaped.
 */
final class SourceListing {
    /** Shares of the instructions from which a line is shaded, palest first. */
    private static final double[] HOT = {0.01, 0.05, 0.15, 0.30};
    /** Lines shown above a kernel's first executed line (its signature and comment) and below its last. */
    private static final int CONTEXT_BEFORE = 4;
    private static final int CONTEXT_AFTER = 2;

    private SourceListing() {
    }

    /** The full view of one invocation: a legend, the hottest lines, then each file's annotated listing. */
    static void section(StringBuilder b, String id, SourceLines view) {
        b.append("<h4>Source lines</h4>\n<p class=\"legend\">Per OpenCL source line on the GPU's warp schedule (")
                .append(view.warpWidth()).append("-wide warps; one global transaction is a ")
                .append(Html.esc(view.transaction() == null ? "sector or line" : view.transaction()))
                .append("): work-item instructions and their share; SIMD efficiency, the mean active lanes per warp ")
                .append("instruction over the warp width (flagged below 1: divergent branches or partly filled warps); ")
                .append("global loads and stores with their transactions per warp request (4 sectors or 1 line is ")
                .append("a coalesced warp of 4-byte words, 32 a scattered one); L1 load hits and misses as a ")
                .append("profiler counts them (a lookup merged into a fill in flight is a hit); stores write through, ")
                .append("so they have no miss rate; and the bank-conflict degree of shared-memory requests, mean and ")
                .append("largest (flagged above 1: the request is served in that many passes). Shading: share of ")
                .append("the instructions.</p>\n");
        long total = view.totalInstructions();
        List<SourceLines.Line> hot = view.hottest(5);
        if (!hot.isEmpty()) {
            b.append("<p class=\"hot-lines\">Hottest lines: ");
            for (int i = 0; i < hot.size(); i++) {
                SourceLines.Line l = hot.get(i);
                b.append(i == 0 ? "" : ", ").append("<a href=\"#").append(Html.esc(anchor(id, l))).append("\">")
                        .append(Html.esc(where(l))).append("</a> ").append(Html.esc(share(l.instructions(), total)));
            }
            b.append("</p>\n");
        }
        listings(b, id, view, false);
    }

    /** Each variant's listing side by side, each scrolling on its own and numbered by its own lines. */
    static void sideBySide(StringBuilder b, List<String> labels, List<SourceLines> views) {
        b.append("<div class=\"scroll-x\"><div class=\"source-compare\" style=\"grid-template-columns: repeat(")
                .append(views.size()).append(", minmax(420px, 1fr))\">\n");
        for (int v = 0; v < views.size(); v++) {
            b.append("<div class=\"variant-source\"><h4>").append(Html.esc(labels.get(v))).append("</h4>\n");
            SourceLines view = views.get(v);
            if (view == null) {
                b.append("<p class=\"legend\">No per-line view: characterise with <code>--collectors ")
                        .append("aiwc,fermi-l1</code>.</p>\n");
            } else {
                listings(b, "compare-" + v, view, true);
            }
            b.append("</div>\n");
        }
        b.append("</div></div>\n");
    }

    private static void listings(StringBuilder b, String id, SourceLines view, boolean compact) {
        long total = view.totalInstructions();
        Map<String, Map<Integer, SourceLines.Line>> byFile = new HashMap<>();
        for (SourceLines.Line l : view.lines()) {
            byFile.computeIfAbsent(l.file() == null ? "" : l.file(), f -> new HashMap<>()).put(l.line(), l);
        }
        boolean first = true;
        for (SourceLines.File f : view.files()) {
            String key = first ? "" : f.name();
            Map<Integer, SourceLines.Line> executed = byFile.remove(key);
            listing(b, id, f, executed == null ? Map.of() : executed, total, compact, first);
            first = false;
        }
        // lines of files whose text is not embedded at all (an older or hand-made section)
        for (Map.Entry<String, Map<Integer, SourceLines.Line>> e : new java.util.TreeMap<>(byFile).entrySet()) {
            listing(b, id, new SourceLines.File(e.getKey().isEmpty() ? "(program)" : e.getKey(), null, null,
                    "not embedded in the characterisation"), e.getValue(), total, compact, e.getKey().isEmpty());
        }
    }

    private static void listing(StringBuilder b, String id, SourceLines.File f, Map<Integer, SourceLines.Line> executed,
                                long total, boolean compact, boolean program) {
        b.append("<p class=\"source-file\"><span class=\"key\">").append(Html.esc(f.name() == null ? "" : f.name()))
                .append("</span>");
        if (f.sha256() != null) {
            b.append(" <small title=\"SHA-256 of the file as characterised\">sha256 ")
                    .append(Html.esc(f.sha256().substring(0, Math.min(12, f.sha256().length())))).append("…</small>");
        }
        if (f.missing() != null) {
            b.append(" <small>text not shown: ").append(Html.esc(f.missing())).append("</small>");
        }
        b.append("</p>\n<div class=\"scroll source-scroll\"><table class=\"source").append(compact ? " compact" : "")
                .append("\"><thead><tr><th class=\"num\">line</th><th class=\"num\">share</th>");
        // the figures before the code: a long source line then scrolls away to the right, never the figures
        if (compact) {
            // side by side each pane is narrow: global transactions per request of loads and stores in one column,
            // L1 hits and misses in the row's tooltip
            b.append("<th class=\"num\">SIMD</th><th class=\"num\">tx/req</th><th class=\"num\">bank</th>");
        } else {
            b.append("<th class=\"num\">instructions</th><th class=\"num\">SIMD eff.</th><th class=\"num\">load tx/req</th>")
                    .append("<th class=\"num\">L1 hit / miss</th><th class=\"num\">store tx/req</th>")
                    .append("<th class=\"num\">bank conflict</th>");
        }
        b.append("<th>source</th></tr></thead><tbody>\n");
        List<String> text = f.textLines();
        // a file of many kernels shows the lines this kernel executed, from a few lines above the first (its
        // signature) to just after the last, rather than the whole file for every invocation
        int first = Integer.MAX_VALUE;
        int last = 0;
        for (int n : executed.keySet()) {
            if (n > 0) {
                first = Math.min(first, n);
                last = Math.max(last, n);
            }
        }
        if (last == 0) {
            first = 1;
            last = text.size();
        } else {
            first = Math.max(1, first - CONTEXT_BEFORE);
            last = Math.max(last, Math.min(text.size(), last + CONTEXT_AFTER));
        }
        int columns = compact ? 6 : 9;
        if (first > 1) {
            b.append("<tr class=\"skipped\"><td colspan=\"").append(columns).append("\">lines 1–").append(first - 1)
                    .append(" not executed, not shown</td></tr>\n");
        }
        for (int n = first; n <= last; n++) {
            SourceLines.Line l = executed.get(n);
            row(b, id, n, n <= text.size() ? text.get(n - 1) : null, l, total, compact);
        }
        if (last < text.size()) {
            b.append("<tr class=\"skipped\"><td colspan=\"").append(columns).append("\">lines ").append(last + 1)
                    .append("–").append(text.size()).append(" not executed, not shown</td></tr>\n");
        }
        SourceLines.Line none = executed.get(0);
        if (none != null && program) {
            row(b, id, 0, null, none, total, compact);
        }
        b.append("</tbody></table></div>\n");
    }

    private static void row(StringBuilder b, String id, int n, String text, SourceLines.Line l, long total,
                            boolean compact) {
        double share = l == null || total == 0 ? 0 : (double) l.instructions() / total;
        int heat = 0;
        while (heat < HOT.length && share >= HOT[heat]) {
            heat++;
        }
        b.append("<tr");
        if (l != null) {
            b.append(" id=\"").append(Html.esc(anchor(id, l))).append("\" class=\"run").append(heat > 0 ? " hot" + heat : "")
                    .append("\" title=\"").append(Html.esc(tooltip(l))).append("\"");
        }
        b.append("><td class=\"num ln\">").append(n == 0 ? "—" : String.valueOf(n)).append("</td>");
        if (l == null) {
            b.append("<td></td>".repeat(compact ? 4 : 7));
        } else {
            figures(b, l, total, compact);
        }
        b.append("<td class=\"code\">");
        if (n == 0) {
            b.append("<i>no debug location: instructions the compiler attributed to no line</i>");
        } else if (text != null) {
            b.append(Html.esc(text));
        }
        b.append("</td></tr>\n");
    }

    private static void figures(StringBuilder b, SourceLines.Line l, long total, boolean compact) {
        b.append("<td class=\"num\">").append(Html.esc(share(l.instructions(), total))).append("</td>");
        if (!compact) {
            b.append("<td class=\"num\">").append(l.instructions()).append("</td>");
        }
        boolean diverged = l.simdEfficiency() < 1;
        b.append("<td class=\"num").append(diverged ? " flag" : "").append("\">")
                .append(Double.isNaN(l.simdEfficiency()) ? "—" : Html.esc(percent(l.simdEfficiency()))).append("</td>");
        if (compact) {
            String loads = l.loads() > 0 ? "ld " + Comparison.sig(l.transactionsPerLoad()) : "";
            String stores = l.stores() > 0 ? "st " + Comparison.sig(l.transactionsPerStore()) : "";
            b.append("<td class=\"num\">").append(Html.esc(loads + (loads.isEmpty() || stores.isEmpty() ? "" : " · ")
                    + stores)).append("</td>");
        } else {
            b.append("<td class=\"num\">").append(l.loads() > 0 ? Html.esc(Comparison.sig(l.transactionsPerLoad())) : "")
                    .append("</td><td class=\"num\">");
            if (l.loads() > 0) {
                b.append(l.l1Hits()).append(" / ").append(l.l1Misses());
            } else if (l.stores() > 0) {
                // stores write through or around the L1: no hit, no miss, and certainly not a miss rate of 0
                b.append("<span class=\"muted\" title=\"stores write through the L1: no miss rate\">— store</span>");
            }
            b.append("</td><td class=\"num\">")
                    .append(l.stores() > 0 ? Html.esc(Comparison.sig(l.transactionsPerStore())) : "").append("</td>");
        }
        boolean conflict = l.bankConflictMax() > 1;
        b.append("<td class=\"num").append(conflict ? " flag" : "").append("\">");
        if (l.sharedRequests() > 0) {
            b.append(Html.esc(Comparison.sig(l.bankConflictMean())));
            if (!compact || l.bankConflictMax() != l.bankConflictMean()) {
                b.append(" · max ").append(l.bankConflictMax());
            }
        }
        b.append("</td>");
    }

    private static String tooltip(SourceLines.Line l) {
        StringBuilder t = new StringBuilder();
        t.append(l.instructions()).append(" work-item instructions, ").append(l.warpInstructions())
                .append(" warp instructions");
        if (!Double.isNaN(l.activeLanes())) {
            t.append(", ").append(Comparison.sig(l.activeLanes())).append(" active lanes per warp instruction");
        }
        if (l.loads() > 0) {
            t.append("; ").append(l.loads()).append(" load requests, ").append(Comparison.sig(l.transactionsPerLoad()))
                    .append(" transactions each, ").append(l.l1Hits()).append(" L1 hits, ").append(l.l1Misses())
                    .append(" misses");
        }
        if (l.stores() > 0) {
            t.append("; ").append(l.stores()).append(" store requests, ")
                    .append(Comparison.sig(l.transactionsPerStore())).append(" transactions each (no miss rate:")
                    .append(" stores write through)");
        }
        if (l.atomics() > 0) {
            t.append("; ").append(l.atomics()).append(" atomic requests");
        }
        if (l.sharedRequests() > 0) {
            t.append("; ").append(l.sharedRequests()).append(" shared requests, bank-conflict degree ")
                    .append(Comparison.sig(l.bankConflictMean())).append(" mean, ").append(l.bankConflictMax())
                    .append(" max");
        }
        return t.toString();
    }

    private static String anchor(String id, SourceLines.Line l) {
        return (id + "-line-" + (l.file() == null ? "" : l.file() + "-") + l.line()).replaceAll("[^A-Za-z0-9._-]+", "_");
    }

    static String where(SourceLines.Line l) {
        return (l.file() == null ? "" : l.file() + ":") + (l.line() == 0 ? "no line" : "line " + l.line());
    }

    static String share(long part, long total) {
        return total == 0 ? "—" : percent((double) part / total);
    }

    /** A fraction as a percentage; one below 1 never rounds up to 100% (it would hide a flagged figure). */
    static String percent(double f) {
        if (f == 1 || f == 0) {
            return Math.round(f * 100) + "%";
        }
        String s = String.format(java.util.Locale.ROOT, f >= 0.1 ? "%.1f%%" : "%.2f%%", 100 * f);
        return f < 1 && s.startsWith("100") ? "99.9%" : s;
    }
}
