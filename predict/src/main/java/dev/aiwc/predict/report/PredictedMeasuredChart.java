package dev.aiwc.predict.report;

import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Mark;
import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.chart.Rgb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Predicted against measured time on log-log axes, one colour per series, with the line of perfect prediction:
 * a point above it is predicted slower than it ran. Drawn with the report charts' primitives, so the figure
 * renders as SVG and PNG like every other chart.
 */
public final class PredictedMeasuredChart {

    /**
     * One set of points.
     *
     * @param label    legend text
     * @param measured seconds
     * @param predicted seconds
     * @param tips     hover text per point
     */
    public record Series(String label, double[] measured, double[] predicted, List<String> tips) {
    }

    private PredictedMeasuredChart() {
    }

    public static Figure build(String name, String title, List<Series> series) {
        double w = 440;
        double h = 400;
        double left = 62;
        double right = 16;
        double top = 34 + 15 * series.size();
        double bottom = 46;
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (int i = 0; i < s.measured().length; i++) {
                for (double v : new double[]{s.measured()[i], s.predicted()[i]}) {
                    if (v > 0 && Double.isFinite(v)) {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                    }
                }
            }
        }
        if (!Double.isFinite(lo)) {
            lo = 1e-6;
            hi = 1;
        }
        int d0 = (int) Math.floor(Math.log10(lo));
        int d1 = (int) Math.ceil(Math.log10(hi));
        if (d1 == d0) {
            d1++;
        }
        double x0 = left;
        double x1 = w - right;
        double y0 = h - bottom;
        double y1 = top;
        List<Mark> marks = new ArrayList<>();
        final int lowDecade = d0;
        final int decades = d1 - d0;
        java.util.function.DoubleUnaryOperator px = v -> x0 + (Math.log10(v) - lowDecade) / decades * (x1 - x0);
        java.util.function.DoubleUnaryOperator py = v -> y0 - (Math.log10(v) - lowDecade) / decades * (y0 - y1);
        for (int d = d0; d <= d1; d++) {
            double v = Math.pow(10, d);
            double x = px.applyAsDouble(v);
            double y = py.applyAsDouble(v);
            marks.add(new Mark.Line(x0, y, x1, y, Paint.stroke(Rgb.GRID, 0.8), "grid", null));
            marks.add(new Mark.Line(x, y0, x, y1, Paint.stroke(Rgb.GRID, 0.8), "grid", null));
            marks.add(new Mark.Text(x0 - 6, y + 4, decade(d), 10, Anchor.END, false, 0, Rgb.TEXT, "tick"));
            marks.add(new Mark.Text(x, y0 + 16, decade(d), 10, Anchor.MIDDLE, false, 0, Rgb.TEXT, "tick"));
        }
        marks.add(new Mark.Line(x0, y0, x1, y0, Paint.stroke(Rgb.AXIS, 1), "axis", null));
        marks.add(new Mark.Line(x0, y0, x0, y1, Paint.stroke(Rgb.AXIS, 1), "axis", null));
        marks.add(new Mark.Line(x0, y0, x1, y1, Paint.stroke(Rgb.AXIS, 1).asDashed(), "identity",
                "predicted = measured"));
        marks.add(new Mark.Text((x0 + x1) / 2, h - 10, "measured time (s)", 11, Anchor.MIDDLE, false, 0, Rgb.TEXT,
                "axis-label"));
        marks.add(new Mark.Text(16, (y0 + y1) / 2, "predicted time (s)", 11, Anchor.MIDDLE, false, -90, Rgb.TEXT,
                "axis-label"));
        for (int s = 0; s < series.size(); s++) {
            Series ser = series.get(s);
            Rgb colour = Palette.series(s);
            for (int i = 0; i < ser.measured().length; i++) {
                double m = ser.measured()[i];
                double p = ser.predicted()[i];
                if (!(m > 0) || !(p > 0)) {
                    continue;
                }
                marks.add(new Mark.Circle(px.applyAsDouble(m), py.applyAsDouble(p), 2.5, Paint.fill(colour, 0.6),
                        "point", ser.tips().get(i)));
            }
            double y = 36 + 15 * s;
            marks.add(new Mark.Rect(x0 + 8, y - 8, 10, 10, Paint.fill(colour), "legend-swatch", null));
            marks.add(new Mark.Text(x0 + 24, y, ser.label(), 10.5, Anchor.START, false, 0, Rgb.TEXT, "legend-label"));
        }
        marks.add(new Mark.Text(12, 18, title, 13, Anchor.START, true, 0, Rgb.TEXT, "chart-title"));
        return new Figure(name, title, "scatter", w, h, List.copyOf(marks));
    }

    private static String decade(int d) {
        return d >= 0 && d <= 3 ? String.format(Locale.ROOT, "%d", (long) Math.pow(10, d)) : "1e" + d;
    }
}
