package dev.aiwc.reports.html;

import dev.aiwc.reports.chart.BarChart;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.model.SweepPoint;
import dev.aiwc.reports.model.SweepRanking;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The page of {@code aiwc sweep}: the best configuration per GPU first, then per GPU a chart of the predicted time of
 * every configuration and the table of configurations ranked by it (the best marked, the speed-up over the slowest,
 * the bound), and the metrics that explain why the best beats the slowest; last, the configurations that failed or
 * were skipped, with the reason.
 */
public final class SweepReport {

    private SweepReport() {
    }

    /**
     * A configuration that did not run, and why.
     *
     * @param configuration the configuration for people
     * @param reason        why it was skipped
     */
    public record Skipped(String configuration, String reason) {
    }

    /** The chart of one GPU: the predicted time of each ranked configuration, fastest first, in microseconds. */
    public static Figure chart(SweepRanking r, int index) {
        List<BarChart.Bar> bars = new ArrayList<>();
        int longest = 0;
        for (SweepPoint p : r.ranked()) {
            bars.add(new BarChart.Bar(p.configuration(), p.seconds() * 1e6));
            longest = Math.max(longest, p.configuration().length());
        }
        // a configuration is known by its whole label (16x16 TILE=16 UNROLL=4); past 48 characters it is clipped
        return BarChart.build("sweep." + r.gpu().replaceAll("[^A-Za-z0-9._-]", "_"),
                "Predicted time on " + r.gpu() + " (us)", bars, Palette.series(index), Math.min(48, longest));
    }

    /**
     * @param title   what was swept (the spec's name)
     * @param points  every configuration on every GPU, in the sweep's order
     * @param skipped the configurations the spec cannot run
     */
    public static String render(String title, List<SweepPoint> points, List<Skipped> skipped) {
        List<SweepRanking> rankings = SweepRanking.of(points);
        Set<String> configurations = new LinkedHashSet<>();
        Set<String> columns = new LinkedHashSet<>();
        for (SweepPoint p : points) {
            configurations.add(p.configuration());
            columns.addAll(p.parameters().keySet());
        }
        StringBuilder b = new StringBuilder(1 << 15);
        Html.open(b, "aiwc sweep " + title);
        b.append("<header class=\"page\"><h1>AIWC sweep: ").append(Html.esc(title)).append("</h1><p>")
                .append(configurations.size()).append(" configuration(s) on ").append(rankings.size())
                .append(" GPU(s), ranked by the MWP/CWP predicted time").append(skipped.isEmpty() ? ""
                        : "; " + skipped.size() + " skipped").append("</p></header>\n<main>\n");
        best(b, rankings);
        for (int g = 0; g < rankings.size(); g++) {
            gpu(b, rankings.get(g), g, new ArrayList<>(columns));
        }
        problems(b, rankings, skipped);
        b.append("</main>\n");
        Html.close(b);
        return b.toString();
    }

    private static void best(StringBuilder b, List<SweepRanking> rankings) {
        b.append("<h2>Best configuration per GPU</h2>\n<table class=\"answer\"><thead><tr><th>GPU</th>")
                .append("<th>best configuration</th><th class=\"num\">predicted</th><th class=\"num\">speed-up over")
                .append(" the slowest</th><th>bound</th></tr></thead><tbody>\n");
        for (SweepRanking r : rankings) {
            SweepPoint p = r.best();
            b.append("<tr><td><a href=\"#gpu-").append(Html.esc(r.gpu())).append("\">").append(Html.esc(r.gpu()))
                    .append("</a></td>");
            if (p == null) {
                b.append("<td colspan=\"4\">no configuration has a predicted time</td></tr>\n");
                continue;
            }
            b.append("<td>").append(Html.esc(p.configuration())).append("</td><td class=\"num\">")
                    .append(Html.esc(Comparison.duration(p.seconds()))).append("</td><td class=\"num\">")
                    .append(Html.esc(Answer.times(r.speedupOverSlowest(p)))).append("</td><td>").append(bound(p))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    private static void gpu(StringBuilder b, SweepRanking r, int index, List<String> columns) {
        b.append("<section class=\"sweep-gpu\" id=\"gpu-").append(Html.esc(r.gpu())).append("\">\n<h2>")
                .append(Html.esc(r.gpu())).append("</h2>\n");
        if (!r.ranked().isEmpty()) {
            b.append("<div class=\"charts\">\n");
            Html.figure(b, chart(r, index), "Fastest first; the sum over the spec's kernel invocations.");
            b.append("</div>\n");
        }
        b.append("<div class=\"scroll-x\"><table class=\"sweep\"><thead><tr><th class=\"num\">rank</th>")
                .append("<th>configuration</th>");
        for (String c : columns) {
            b.append("<th>").append(Html.esc(c)).append("</th>");
        }
        b.append("<th class=\"num\">predicted</th><th class=\"num\">speed-up over the slowest</th><th>bound</th>")
                .append("<th class=\"num\">instructions</th><th>characterisation</th></tr></thead><tbody>\n");
        for (int i = 0; i < r.ranked().size(); i++) {
            SweepPoint p = r.ranked().get(i);
            b.append("<tr").append(i == 0 ? " class=\"fastest\"" : "").append("><td class=\"num\">").append(i + 1)
                    .append("</td><td>").append(Html.esc(p.configuration())).append(i == 0 ? " <strong>(best)</strong>" : "")
                    .append("</td>");
            for (String c : columns) {
                String v = p.parameters().get(c);
                b.append("<td class=\"num\">").append(Html.esc(v == null ? "" : v)).append("</td>");
            }
            b.append("<td class=\"num\">").append(Html.esc(Comparison.duration(p.seconds())))
                    .append("</td><td class=\"num\">").append(Html.esc(Answer.times(r.speedupOverSlowest(p))))
                    .append("</td><td>").append(bound(p)).append("</td><td class=\"num\">")
                    .append(p.instructions() < 0 ? "—" : Long.toString(p.instructions())).append("</td><td>");
            for (int f = 0; f < p.files().size(); f++) {
                b.append(f > 0 ? ", " : "").append("<a href=\"").append(Html.esc(p.files().get(f))).append("\">")
                        .append(Html.esc(p.files().get(f))).append("</a>");
            }
            b.append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
        if (r.why() != null) {
            why(b, r.why());
        }
        b.append("</section>\n");
    }

    /** The metrics that explain the difference between the slowest (the baseline) and the best. */
    private static void why(StringBuilder b, Answer a) {
        if (a.reasons().isEmpty()) {
            return;
        }
        String slowest = a.variants().get(0).label();
        String best = a.variants().get(1).label();
        b.append("<h3>Why ").append(Html.esc(best)).append(" beats ").append(Html.esc(slowest))
                .append(": the metrics with a better direction that changed most</h3>\n<div class=\"scroll-x\">")
                .append("<table class=\"answer\"><thead><tr><th>metric</th><th>unit</th><th class=\"num\">")
                .append(Html.esc(slowest)).append(" (slowest)</th><th class=\"num\">").append(Html.esc(best))
                .append(" (best)</th><th>meaning</th></tr></thead><tbody>\n");
        for (Answer.Reason r : a.reasons()) {
            String cls = r.verdict()[1] > 0 ? "num better" : r.verdict()[1] < 0 ? "num worse" : "num";
            b.append("<tr><td class=\"key\">").append(Html.esc(r.key())).append("</td><td>")
                    .append(Html.esc(MetricCatalogue.unit(r.key()))).append("</td>")
                    .append(HtmlReport.num(r.row().values()[0])).append("<td class=\"").append(cls).append("\">")
                    .append(Html.esc(Comparison.text(r.row().values()[1]))).append(" (")
                    .append(Html.esc(Comparison.percent(r.row().relative()[1]))).append(")</td><td class=\"meaning\">")
                    .append(Html.esc(MetricCatalogue.meaning(r.key()))).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
    }

    private static void problems(StringBuilder b, List<SweepRanking> rankings, List<Skipped> skipped) {
        Set<String> failed = new LinkedHashSet<>();
        List<SweepPoint> failures = new ArrayList<>();
        for (SweepRanking r : rankings) {
            for (SweepPoint p : r.unrated()) {
                if (p.failed() && failed.add(p.configuration())) {
                    failures.add(p);
                }
            }
        }
        if (failures.isEmpty() && skipped.isEmpty()) {
            return;
        }
        b.append("<h2>Configurations that did not run</h2>\n<table class=\"sweep-problems\"><thead><tr>")
                .append("<th>configuration</th><th>outcome</th><th>why</th></tr></thead><tbody>\n");
        for (SweepPoint p : failures) {
            b.append("<tr><td>").append(Html.esc(p.configuration())).append("</td><td>failed</td><td class=\"text\" style=\"white-space: pre-wrap\">")
                    .append(Html.esc(p.failure())).append("</td></tr>\n");
        }
        for (Skipped s : skipped) {
            b.append("<tr><td>").append(Html.esc(s.configuration())).append("</td><td>skipped</td><td class=\"text\">")
                    .append(Html.esc(s.reason())).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    private static String bound(SweepPoint p) {
        String bound = p.bound();
        return bound.isEmpty() ? "—" : "<span class=\"verdict " + Html.esc(bound) + "\">" + Html.esc(bound) + "</span>";
    }
}
