package dev.aiwc.reports.html;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.ComparisonRow;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.KiviatProfile;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.model.SourceLines;

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
        return render(variants, comparison, comparison);
    }

    /**
     * The page: the answer from {@code comparison} (every metric), the metric tables from {@code selected} (the
     * rows of {@code --metrics}).
     */
    public static String render(List<Invocation> variants, Comparison comparison, Comparison selected) {
        List<Characterisation> cs = characterisations(variants);
        StringBuilder b = new StringBuilder(1 << 16);
        Html.open(b, "aiwc compare");
        b.append("<header class=\"page\"><h1>AIWC comparison</h1><p>").append(variants.size())
                .append(" variants; differences are relative to the first</p></header>\n<main>\n");
        answer(b, Answer.of(labels(variants), cs, comparison));
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
                    ? "Fixed spoke scales, the same in every report (docs/kiviat.md)." : null);
        }
        b.append("</div>\n");
        sourceLines(b, variants);
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
        table(b, selected, true, "compare-table");
        b.append("<details><summary>Unchanged metrics</summary>\n");
        table(b, selected, false, "unchanged-table");
        b.append("</details>\n</main>\n");
        Html.close(b);
        return b.toString();
    }

    /** The variants' per-source-line views side by side, when any has one. */
    private static void sourceLines(StringBuilder b, List<Invocation> variants) {
        List<SourceLines> views = new ArrayList<>();
        boolean any = false;
        for (Invocation v : variants) {
            SourceLines view = SourceLines.of(v.characterisation());
            views.add(view);
            any |= view != null;
        }
        if (any) {
            b.append("<h2>Source lines, side by side</h2>\n<p class=\"legend\">Each variant's source with its own line ")
                    .append("numbers: share of the work-item instructions (shading), SIMD efficiency, transactions per ")
                    .append("global load (ld) and store (st) request, and shared-memory bank-conflict degree (mean, and ")
                    .append("max where it differs); flagged: SIMD efficiency below 1, conflicts above 1. A line's ")
                    .append("tooltip adds its counts and L1 load hits and misses (profiler counting; stores have none).")
                    .append("</p>\n");
            SourceListing.sideBySide(b, labels(variants), views);
        }
    }

    private static void table(StringBuilder b, Comparison comparison, boolean changed, String id) {
        List<String> labels = comparison.labels();
        b.append("<div class=\"scroll\" id=\"").append(id).append("\"><table class=\"compare\"><thead><tr><th>metric</th><th class=\"num\">")
                .append(Html.esc(labels.get(0))).append("</th>");
        for (int v = 1; v < labels.size(); v++) {
            b.append("<th class=\"num\">").append(Html.esc(labels.get(v))).append("</th><th class=\"num\">Δ</th><th class=\"num\">Δ%</th>");
        }
        b.append("<th>unit</th><th>better</th><th>meaning</th></tr></thead><tbody>\n");
        for (ComparisonRow r : comparison.rows()) {
            if (r.changed() != changed) {
                continue;
            }
            MetricDescriptor.Direction direction = MetricCatalogue.direction(r.key());
            b.append("<tr><td class=\"key\">").append(Html.esc(r.key())).append("</td>").append(HtmlReport.num(r.values()[0]));
            for (int v = 1; v < labels.size(); v++) {
                b.append(HtmlReport.num(r.values()[v]));
                boolean numeric = r.values()[0] instanceof Number && r.values()[v] instanceof Number;
                double d = r.absolute()[v];
                String cls = !numeric || d == 0 || Double.isNaN(d) ? "num" : switch (Answer.judge(direction,
                        r.relative()[v])) {
                    case 1 -> "num better";
                    case -1 -> "num worse";
                    default -> "num changed";
                };
                b.append("<td class=\"").append(cls).append("\">").append(numeric ? Html.esc(signed(d)) : "").append("</td>");
                b.append("<td class=\"").append(cls).append("\">").append(numeric ? Html.esc(Comparison.percent(r.relative()[v])) : "")
                        .append("</td>");
            }
            b.append("<td>").append(Html.esc(MetricCatalogue.unit(r.key()))).append("</td><td>")
                    .append(direction == MetricDescriptor.Direction.NEITHER ? "" : Html.esc(direction.words()))
                    .append("</td><td class=\"meaning\">").append(Html.esc(MetricCatalogue.meaning(r.key())))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
    }

    /** The answer first: the fastest variant, time and speed-up per variant, and the metrics that explain it. */
    private static void answer(StringBuilder b, Answer a) {
        b.append("<h2>Answer</h2>\n");
        if (a.fastest() >= 0) {
            Answer.Variant f = a.variants().get(a.fastest());
            b.append("<p class=\"answer\"><strong>Fastest: ").append(Html.esc(f.label())).append("</strong>, predicted ")
                    .append(Html.esc(Comparison.duration(f.seconds())))
                    .append(f.gpu().isEmpty() ? "" : " on " + Html.esc(f.gpu()));
            if (a.fastest() != 0 && Double.isFinite(f.speedup())) {
                b.append(", ").append(Html.esc(Answer.times(f.speedup()))).append(" the speed of ")
                        .append(Html.esc(a.variants().get(0).label()));
            }
            b.append(".</p>\n");
        } else {
            b.append("<p class=\"answer\">No predicted times: characterise the variants with <code>--collectors ")
                    .append("aiwc,mwp-cwp</code> to rank them by time.</p>\n");
        }
        b.append("<table class=\"answer\"><thead><tr><th>variant</th><th class=\"num\">predicted</th>")
                .append("<th class=\"num\">speed-up</th><th>bound</th><th class=\"num\">instructions</th></tr></thead><tbody>\n");
        for (int i = 0; i < a.variants().size(); i++) {
            Answer.Variant v = a.variants().get(i);
            b.append("<tr").append(i == a.fastest() ? " class=\"fastest\"" : "").append("><td>")
                    .append(Html.esc(v.label())).append("</td><td class=\"num\">")
                    .append(Double.isFinite(v.seconds()) ? Html.esc(Comparison.duration(v.seconds())) : "—")
                    .append("</td><td class=\"num\">")
                    .append(Double.isFinite(v.speedup()) ? Html.esc(Answer.times(v.speedup())) : "—")
                    .append("</td><td>").append(v.bound().isEmpty() ? "—" : "<span class=\"verdict " + v.bound() + "\">"
                            + Html.esc(v.bound()) + "</span>")
                    .append("</td><td class=\"num\">").append(v.instructions() < 0 ? "—" : v.instructions())
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        if (!a.reasons().isEmpty()) {
            b.append("<h3>Why: the metrics with a better direction that changed most</h3>\n<table class=\"answer\">")
                    .append("<thead><tr><th>metric</th><th>unit</th><th class=\"num\">")
                    .append(Html.esc(a.variants().get(0).label())).append("</th>");
            for (int v = 1; v < a.variants().size(); v++) {
                b.append("<th class=\"num\">").append(Html.esc(a.variants().get(v).label())).append("</th>");
            }
            b.append("<th>meaning</th></tr></thead><tbody>\n");
            for (Answer.Reason r : a.reasons()) {
                b.append("<tr><td class=\"key\">").append(Html.esc(r.key())).append("</td><td>")
                        .append(Html.esc(MetricCatalogue.unit(r.key()))).append("</td>")
                        .append(HtmlReport.num(r.row().values()[0]));
                for (int v = 1; v < a.variants().size(); v++) {
                    String cls = r.verdict()[v] > 0 ? "num better" : r.verdict()[v] < 0 ? "num worse" : "num";
                    b.append("<td class=\"").append(cls).append("\">")
                            .append(Html.esc(Comparison.text(r.row().values()[v]))).append(" (")
                            .append(Html.esc(Comparison.percent(r.row().relative()[v]))).append(")</td>");
                }
                b.append("<td class=\"meaning\">").append(Html.esc(MetricCatalogue.meaning(r.key())))
                        .append("</td></tr>\n");
            }
            b.append("</tbody></table>\n");
        }
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
