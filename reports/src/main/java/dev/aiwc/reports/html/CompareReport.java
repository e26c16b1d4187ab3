package dev.aiwc.reports.html;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.ComparisonRow;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.KiviatProfile;
import dev.aiwc.reports.model.MetricCatalogue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The HTML page comparing variants of a kernel: overlaid Kiviat diagrams and curves, miss classes and MWP/CWP
 * verdicts side by side, and every metric with absolute and relative differences to the first variant, the
 * ones that changed most first (see {@link Comparison}).
 */
public final class CompareReport {

    private CompareReport() {
    }

    /** The charts of a comparison, in page order (absent data gives no chart). */
    public static List<Figure> figures(List<Invocation> variants) {
        List<String> labels = labels(variants);
        List<Characterisation> cs = characterisations(variants);
        List<Figure> out = new ArrayList<>();
        out.add(InvocationCharts.kiviat("compare.kiviat", "Kiviat — variants overlaid", Kiviat.normalise(labels, cs)));
        Figure lmae = InvocationCharts.lmae("compare.lmae", labels, cs);
        if (lmae != null) {
            out.add(lmae);
        }
        Figure psl = InvocationCharts.psl("compare.psl", labels, cs);
        if (psl != null) {
            out.add(psl);
        }
        Figure l1 = InvocationCharts.l1MissesByVariant("compare.l1-misses", labels, cs);
        if (l1 != null) {
            out.add(l1);
        }
        return out;
    }

    public static String render(List<Invocation> variants, Comparison comparison) {
        List<Characterisation> cs = characterisations(variants);
        StringBuilder b = new StringBuilder(1 << 16);
        Html.open(b, "aiwc compare");
        b.append("<header class=\"page\"><h1>AIWC comparison</h1><p>").append(variants.size())
                .append(" variants; differences are relative to the first</p></header>\n<main>\n");
        b.append("<h2>Variants</h2>\n<table class=\"variants\"><thead><tr><th></th><th>label</th><th>kernel</th><th>global</th>")
                .append("<th>local</th><th>profile</th><th>file</th></tr></thead><tbody>\n");
        for (int i = 0; i < variants.size(); i++) {
            Invocation v = variants.get(i);
            Characterisation c = v.characterisation();
            b.append("<tr><td><span style=\"display:inline-block;width:12px;height:12px;background:")
                    .append(Palette.series(i).hex()).append("\"></span>").append(i == 0 ? " baseline" : "")
                    .append("</td><td>").append(Html.esc(v.label())).append("</td><td>")
                    .append(Html.esc(c.kernel() == null ? "" : c.kernel().name())).append("</td><td>")
                    .append(HtmlReport.triple(c.global())).append("</td><td>").append(HtmlReport.triple(c.local()))
                    .append("</td><td>").append(Html.esc(c.profile())).append("</td><td>")
                    .append(Html.esc(v.source() == null ? "" : v.source().toString())).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n<h2>Charts</h2>\n<div class=\"charts\">\n");
        for (Figure f : figures(variants)) {
            Html.figure(b, f, f.kind().equals("kiviat")
                    ? "Spokes normalised over these variants (inverted parallelism metrics as they are)." : null);
        }
        b.append("</div>\n");
        boolean anyMwp = false;
        for (Characterisation c : cs) {
            anyMwp |= c.collectors() != null && c.collectors().containsKey("mwp-cwp");
        }
        if (anyMwp) {
            b.append("<h2>MWP/CWP verdicts</h2>\n<table class=\"verdicts\"><tbody>\n");
            for (int i = 0; i < variants.size(); i++) {
                Map<String, Object> s = cs.get(i).collectors() == null ? null : cs.get(i).collectors().get("mwp-cwp");
                if (s == null) {
                    continue;
                }
                Verdict v = Verdict.of(s);
                b.append("<tr><td>").append(Html.esc(variants.get(i).label())).append("</td><td><span class=\"verdict ")
                        .append(v.bound()).append("\">").append(Html.esc(v.headline())).append("</span>")
                        .append("<p class=\"explanation\">").append(Html.esc(v.explanation())).append("</p></td></tr>\n");
            }
            b.append("</tbody></table>\n");
        }
        b.append("<h2>Metrics, changed most first</h2>\n<p>Score of a metric: the largest |value − baseline| / |baseline| ")
                .append("over the variants; a change from a zero baseline, to or from NaN/∞, or of a string ranks above ")
                .append("every finite change. Δ% is relative to the baseline.</p>\n")
                .append("<input class=\"filter\" type=\"search\" placeholder=\"Filter metrics…\" data-target=\"compare-table\">\n");
        table(b, comparison, true, "compare-table");
        b.append("<details><summary>Unchanged metrics</summary>\n");
        table(b, comparison, false, "unchanged-table");
        b.append("</details>\n</main>\n");
        Html.close(b);
        return b.toString();
    }

    private static void table(StringBuilder b, Comparison comparison, boolean changed, String id) {
        List<String> labels = comparison.labels();
        b.append("<div class=\"scroll\" id=\"").append(id).append("\"><table class=\"compare\"><thead><tr><th>metric</th><th class=\"num\">")
                .append(Html.esc(labels.get(0))).append("</th>");
        for (int v = 1; v < labels.size(); v++) {
            b.append("<th class=\"num\">").append(Html.esc(labels.get(v))).append("</th><th class=\"num\">Δ</th><th class=\"num\">Δ%</th>");
        }
        b.append("<th>meaning</th></tr></thead><tbody>\n");
        for (ComparisonRow r : comparison.rows()) {
            if (r.changed() != changed) {
                continue;
            }
            b.append("<tr><td class=\"key\">").append(Html.esc(r.key())).append("</td>").append(HtmlReport.num(r.values()[0]));
            for (int v = 1; v < labels.size(); v++) {
                b.append(HtmlReport.num(r.values()[v]));
                boolean numeric = r.values()[0] instanceof Number && r.values()[v] instanceof Number;
                double d = r.absolute()[v];
                String cls = !numeric || d == 0 || Double.isNaN(d) ? "num" : d > 0 ? "num up" : "num down";
                b.append("<td class=\"").append(cls).append("\">").append(numeric ? Html.esc(signed(d)) : "").append("</td>");
                b.append("<td class=\"").append(cls).append("\">").append(numeric ? Html.esc(Comparison.percent(r.relative()[v])) : "")
                        .append("</td>");
            }
            b.append("<td class=\"meaning\">").append(Html.esc(MetricCatalogue.meaning(r.key()))).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
    }

    private static String signed(double d) {
        if (d == 0) {
            return "0";
        }
        return (d > 0 ? "+" : "") + Comparison.sig(d);
    }

    static List<String> labels(List<Invocation> variants) {
        List<String> labels = new ArrayList<>();
        for (Invocation v : variants) {
            labels.add(v.label());
        }
        return labels;
    }

    static List<Characterisation> characterisations(List<Invocation> variants) {
        List<Characterisation> cs = new ArrayList<>();
        for (Invocation v : variants) {
            cs.add(v.characterisation());
        }
        return cs;
    }

    /** Kiviat profiles of the variants normalised together. */
    public static List<KiviatProfile> profiles(List<Invocation> variants) {
        return Kiviat.normalise(labels(variants), characterisations(variants));
    }
}
