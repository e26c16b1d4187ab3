package dev.aiwc.predict.report;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Accuracy;
import dev.aiwc.predict.evaluate.CrossValidation;
import dev.aiwc.predict.evaluate.Evaluation;
import dev.aiwc.predict.evaluate.FractionChoice;
import dev.aiwc.reports.chart.BarChart;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.chart.SvgRenderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The evaluation as one self-contained HTML page: the accuracy table, predicted against measured time (log-log)
 * per device for every protocol with the baseline beside the full model, and the permutation importance.
 */
public final class PredictionReport {

    private PredictionReport() {
    }

    public static String html(Evaluation e, int topFeatures) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>aiwc predict"
                + " evaluate</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:70em}"
                + "table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right}"
                + "td:first-child,th:first-child,td.l{text-align:left}figure{display:inline-block;margin:0 1em 1em 0}"
                + "</style>\n</head>\n<body>\n<h1>Time prediction: cross-validation</h1>\n");
        TrainingSet set = e.set();
        b.append("<p>").append(set.rows().size()).append(" samples (invocation × device, equal repeats collapsed), ")
                .append(e.kernels())
                .append(" kernels, ").append(set.devices().size()).append(" device(s), ")
                .append(set.featureNames().size()).append(" features; training data SHA-256 <code>")
                .append(e.dataHash()).append("</code> (of the data as read). Random forests (Tribuo) of ")
                .append(e.settings().trees())
                .append(" trees learn ").append(esc(e.target().id())).append(" per device, ")
                .append(e.settings().chooseFraction() ? "each choosing its share of the features per split by a"
                        + " leave-one-kernel-out over its own training rows (the choices are listed below the table)"
                        : String.format(Locale.ROOT, "%.2f of the features per split", e.settings().featureFraction()))
                .append(e.settings().equalKernels() ? ", each kernel's samples weighing together as much as any other"
                        + " kernel's" : ", every sample weighing alike")
                .append(".</p>\n");
        b.append("<p><b>Leave-kernel-out</b>: each fold holds out whole kernels (every size and invocation), so every"
                + " prediction is for a kernel the forest never saw. <b>Leave-one-size-out</b>: each fold holds out"
                + " one size, so the kernels were seen at other sizes. <b>Johnston split</b> (Johnston, Falzon and"
                + " Milthorpe, HPCS 2018): the forests learn from a random ")
                .append(Math.round(100 * Evaluation.JOHNSTON_TRAIN_SHARE))
                .append("% of the samples and predict the rest, so the same kernels, usually at the same size, are on"
                + " both sides.");
        if (e.runRows() != null) {
            b.append(" <b>Johnston runs</b> (").append(Evaluation.JOHNSTON_RUNS).append("): the same split over their"
                    + " rows, made from the raw runs kept beside the training set: one row per timed run of a kernel"
                    + " at a size on a device, its time summed over the kernel's invocations in that run, its features"
                    + " those of its first invocation, the target's scale all its launches' (their launch overheads"
                    + " and instructions added up), so other runs of a tested row's configuration are usually"
                    + " trained on (").append(e.runRows().set().rows().size()).append(" rows of ")
                    .append(e.runRows().cells()).append(" cells");
            if (e.runRows().leftOut() > 0) {
                b.append("; ").append(e.runRows().leftOut()).append(" without every invocation's runs left out");
            }
            b.append("; device choice pairs two devices' runs by their number, and, second, sets each device's median"
                    + " tested run of a kernel at a size against the others').");
        }
        b.append(" The <b>baseline</b> learns from the instruction count and work-item count alone.</p>\n"
                + "<p>APE: |predicted − measured| / measured time, per sample. <b>ln-cell error</b>: the error as"
                + " Johnston et al. scored theirs (their 1.2%): per kernel and size, the mean predicted ln(µs)"
                + " against the mean measured ln(µs), |p − m| / m, averaged over those cells (cells whose mean time"
                + " is 1 µs or less are left out: their ln(µs) is not positive). |ln q|: the mean"
                + " |ln(predicted / measured)|.</p>\n");
        b.append("<table><thead><tr><th>protocol</th><th>features</th><th>device</th><th>n</th><th>median APE</th>"
                + "<th>mean APE</th><th>within 25%</th><th>ln-cell error</th><th>|ln q|</th><th>device choice</th>"
                + "</tr></thead><tbody>\n");
        for (Evaluation.Run r : e.runs()) {
            for (Accuracy.DeviceAccuracy d : r.accuracy().devices()) {
                Accuracy.DeviceChoice c = r.accuracy().choice();
                b.append("<tr><td>").append(r.protocol()).append("</td><td class=\"l\">").append(esc(r.featureSet()))
                        .append("</td><td class=\"l\">").append(esc(d.device())).append("</td><td>")
                        .append(d.predictions()).append("</td><td>").append(pct(d.medianApe())).append("</td><td>")
                        .append(pct(d.meanApe())).append("</td><td>").append(pct(d.within25())).append("</td><td>")
                        .append(String.format(Locale.ROOT, "%.2f%%", 100 * d.logTime().meanCellError()))
                        .append("</td><td>").append(String.format(Locale.ROOT, "%.3f", d.logTime().meanAbsLogError()))
                        .append("</td><td>")
                        .append(c == null ? "n/a (one device)" : c.correct() + " / " + c.invocations() + " ("
                                + pct(c.share()) + ")")
                        .append(r.accuracy().byCell() == null ? "" : "; by kernel and size "
                                + r.accuracy().byCell().correct() + " / " + r.accuracy().byCell().invocations() + " ("
                                + pct(r.accuracy().byCell().share()) + ")").append("</td></tr>\n");
            }
        }
        b.append("</tbody></table>\n");
        if (e.settings().chooseFraction()) {
            b.append("<p>Shares of the features chosen, folds per share:</p>\n<table><thead><tr><th>protocol</th>"
                    + "<th>device</th>");
            for (float c : FractionChoice.CANDIDATES) {
                b.append(String.format(Locale.ROOT, "<th>%.2f</th>", c));
            }
            b.append("</tr></thead><tbody>\n");
            for (Evaluation.Run r : e.runs()) {
                if (!r.featureSet().equals(Evaluation.ALL_FEATURES)) {
                    continue;
                }
                r.fractions().forEach((device, chosen) -> {
                    b.append("<tr><td>").append(r.protocol()).append("</td><td class=\"l\">").append(esc(device))
                            .append("</td>");
                    for (int n : FractionChoice.counts(chosen)) {
                        b.append("<td>").append(n).append("</td>");
                    }
                    b.append("</tr>\n");
                });
            }
            b.append("</tbody></table>\n");
        }
        for (String protocol : List.of(Evaluation.LEAVE_KERNEL_OUT, Evaluation.LEAVE_ONE_SIZE_OUT,
                Evaluation.JOHNSTON_SPLIT, Evaluation.JOHNSTON_RUNS)) {
            List<Evaluation.Run> of = new ArrayList<>();
            for (Evaluation.Run r : e.runs()) {
                if (r.protocol().equals(protocol)) {
                    of.add(r);
                }
            }
            if (of.isEmpty()) {
                continue;
            }
            b.append("<h2>Predicted against measured: ").append(protocol).append("</h2>\n");
            int n = 0;
            for (String device : of.get(0).set().devices()) {
                List<PredictedMeasuredChart.Series> series = new ArrayList<>();
                for (Evaluation.Run r : of) {
                    series.add(series(r, device));
                }
                figure(b, PredictedMeasuredChart.build(protocol + "-" + n++, clip(deviceOnly(device), 48), series));
            }
        }
        if (!e.importance().isEmpty()) {
            b.append("<h2>Which features matter: permutation importance (leave-kernel-out)</h2>\n<p>The rise of the"
                    + " mean |ln(predicted / measured)| over the out-of-fold predictions when one feature's values"
                    + " are replaced by those of random rows of the same device (the forests are not grown again);"
                    + " near zero or below: the forest does not rely on it.</p>\n");
            List<BarChart.Bar> bars = new ArrayList<>();
            int top = Math.min(topFeatures, e.importance().size());
            for (int i = 0; i < top; i++) {
                Evaluation.Importance imp = e.importance().get(i);
                bars.add(new BarChart.Bar(shortName(imp.feature()), Math.max(0, imp.rise())));
            }
            figure(b, BarChart.build("importance", "Permutation importance, top " + top, bars, Palette.series(0)));
            b.append("<table><thead><tr><th>feature</th><th>rise</th></tr></thead><tbody>\n");
            for (Evaluation.Importance imp : e.importance()) {
                b.append("<tr><td><code>").append(esc(imp.feature())).append("</code></td><td>")
                        .append(String.format(Locale.ROOT, "%+.4f", imp.rise())).append("</td></tr>\n");
            }
            b.append("</tbody></table>\n");
        }
        b.append("</body>\n</html>\n");
        return b.toString();
    }

    private static PredictedMeasuredChart.Series series(Evaluation.Run r, String device) {
        TrainingSet set = r.set();
        boolean runs = set.identityColumns().contains(RunRows.RUN);
        List<Double> m = new ArrayList<>();
        List<Double> p = new ArrayList<>();
        List<String> tips = new ArrayList<>();
        for (CrossValidation.Outcome o : r.outcomes()) {
            TrainingRow row = set.rows().get(o.row());
            if (!row.device().equals(device)) {
                continue;
            }
            m.add(o.measured());
            p.add(o.predicted());
            tips.add(set.kernelOf(row) + " " + set.sizeOf(row) + (runs ? " run " + set.column(row, RunRows.RUN)
                    : " #" + set.column(row, "invocation")) + ": measured " + sig(o.measured()) + " s, predicted "
                    + sig(o.predicted()) + " s");
        }
        return new PredictedMeasuredChart.Series(r.featureSet(), m.stream().mapToDouble(Double::doubleValue).toArray(),
                p.stream().mapToDouble(Double::doubleValue).toArray(), tips);
    }

    private static void figure(StringBuilder b, Figure f) {
        b.append("<figure>\n").append(SvgRenderer.element(f)).append("</figure>\n");
    }

    /** The feature without its category, so a bar label stays short ({@code parallelism.ipt.max}: ipt.max). */
    private static String shortName(String feature) {
        int dot = feature.indexOf('.');
        return dot < 0 ? feature : feature.substring(dot + 1);
    }

    private static String pct(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }

    private static String sig(double v) {
        return String.format(Locale.ROOT, "%.3g", v);
    }

    /**
     * A device's name without its platform ("NVIDIA CUDA / NVIDIA H100" gives "NVIDIA H100"): a chart title has
     * room for one name, and two CPUs under one platform differ only after it.
     */
    private static String deviceOnly(String device) {
        int slash = device.indexOf(" / ");
        return slash < 0 ? device : device.substring(slash + 3);
    }

    private static String clip(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "…";
    }

    private static String esc(String s) {
        return SvgRenderer.esc(s);
    }
}
