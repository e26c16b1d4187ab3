package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.model.Comparison;

import java.util.List;

/** Curves over a numeric x axis (entropy over bits skipped, PSL over bits skipped), one colour per series. */
public final class LineChart {

    /** One curve; NaN y values leave a gap. */
    public record Series(String label, double[] x, double[] y) {
    }

    private LineChart() {
    }

    public static Figure build(String name, String title, String xLabel, String yLabel, List<Series> series) {
        double w = 440;
        double h = 290;
        double left = 58;
        double right = 14;
        // with several series the legend takes a row each under the title, which a long title would otherwise overlap
        double top = series.size() > 1 ? 34 + 15 * series.size() : 34;
        double bottom = 46;
        double xmin = Double.POSITIVE_INFINITY;
        double xmax = Double.NEGATIVE_INFINITY;
        double ymax = 0;
        double ymin = 0;
        for (Series s : series) {
            for (int i = 0; i < s.x().length; i++) {
                xmin = Math.min(xmin, s.x()[i]);
                xmax = Math.max(xmax, s.x()[i]);
                if (Double.isFinite(s.y()[i])) {
                    ymax = Math.max(ymax, s.y()[i]);
                    ymin = Math.min(ymin, s.y()[i]);
                }
            }
        }
        if (!Double.isFinite(xmin)) {
            xmin = 0;
            xmax = 1;
        }
        Ticks yt = Ticks.of(ymin, ymax, 5);
        Ticks xt = Ticks.of(xmin, xmax, Math.min(10, Math.max(1, (int) Math.round(xmax - xmin))));
        double x0 = left;
        double x1 = w - right;
        double y0 = h - bottom;
        double y1 = top;
        double fxLo = xt.lo();
        double fxHi = xt.hi();
        Canvas c = new Canvas();
        for (int i = 0; i < yt.count(); i++) {
            double v = yt.value(i);
            double y = y0 - (v - yt.lo()) / (yt.hi() - yt.lo()) * (y0 - y1);
            c.line(x0, y, x1, y, Paint.stroke(Rgb.GRID, 0.8), "grid");
            c.text(x0 - 6, y + 4, yt.label(v), 10, Anchor.END, "tick");
        }
        for (int i = 0; i < xt.count(); i++) {
            double v = xt.value(i);
            double x = x0 + (v - fxLo) / (fxHi - fxLo) * (x1 - x0);
            c.line(x, y0, x, y0 + 4, Paint.stroke(Rgb.AXIS, 1), "tick");
            c.text(x, y0 + 16, xt.label(v), 10, Anchor.MIDDLE, "tick");
        }
        c.line(x0, y0, x1, y0, Paint.stroke(Rgb.AXIS, 1), "axis");
        c.line(x0, y0, x0, y1, Paint.stroke(Rgb.AXIS, 1), "axis");
        c.text((x0 + x1) / 2, h - 10, xLabel, 11, Anchor.MIDDLE, "axis-label");
        c.rotated(16, (y0 + y1) / 2, yLabel, 11, Anchor.MIDDLE, -90, "axis-label");
        for (int s = 0; s < series.size(); s++) {
            Series ser = series.get(s);
            Rgb colour = Palette.series(s);
            int start = 0;
            int len = ser.x().length;
            while (start < len) {
                while (start < len && !Double.isFinite(ser.y()[start])) {
                    start++;
                }
                int end = start;
                while (end < len && Double.isFinite(ser.y()[end])) {
                    end++;
                }
                if (end > start) {
                    double[] xs = new double[end - start];
                    double[] ys = new double[end - start];
                    for (int i = start; i < end; i++) {
                        xs[i - start] = x0 + (ser.x()[i] - fxLo) / (fxHi - fxLo) * (x1 - x0);
                        ys[i - start] = y0 - (ser.y()[i] - yt.lo()) / (yt.hi() - yt.lo()) * (y0 - y1);
                    }
                    c.path(xs, ys, false, Paint.stroke(colour, 2), "series", ser.label());
                    for (int i = 0; i < xs.length; i++) {
                        c.circle(xs[i], ys[i], 3, Paint.fill(colour), "point", ser.label() + " — " + xLabel + " "
                                + Comparison.sig(ser.x()[start + i]) + ": " + Comparison.sig(ser.y()[start + i]));
                    }
                }
                start = end;
            }
        }
        c.bold(12, 18, title, 13, Anchor.START, "chart-title");
        if (series.size() > 1) {
            for (int s = 0; s < series.size(); s++) {
                double y = 36 + 15 * s;
                c.rect(x1 - 190, y - 8, 14, 3, Paint.fill(Palette.series(s)), "legend-swatch", null);
                c.text(x1 - 172, y, KiviatChart.clip(series.get(s).label(), 30), 10.5, Anchor.START, "legend-label");
            }
        }
        return c.figure(name, title, "line", w, h);
    }
}
