package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.model.Comparison;

import java.util.List;

/** Vertical bars made of stacked segments (e.g. L1 miss classes per SM). */
public final class StackedBarChart {

    private StackedBarChart() {
    }

    /**
     * @param bars     bar labels, left to right
     * @param segments segment names, bottom to top
     * @param values   {@code values[bar][segment]}
     * @param colours  one per segment
     */
    public static Figure build(String name, String title, String yLabel, List<String> bars, List<String> segments,
                               double[][] values, List<Rgb> colours) {
        double left = 62;
        double right = 130;
        double top = 36;
        double longest = 0;
        for (String label : bars) {
            longest = Math.max(longest, Canvas.textWidth(label, 9.5));
        }
        double bottom = 52;
        double minPlot = 420 - left - right;
        double barW = Math.max(4, Math.min(40, minPlot / (1.5 * bars.size() + 0.5)));
        double gap = barW * 0.5;
        double w = Math.max(420, left + right + bars.size() * (barW + gap) + gap);
        boolean slanted = longest > barW + gap;
        if (slanted) {
            bottom = Math.min(160, 30 + longest * 0.85);
        }
        double h = 248 + bottom;
        double max = 0;
        for (double[] bar : values) {
            double sum = 0;
            for (double v : bar) {
                sum += Math.max(0, v);
            }
            max = Math.max(max, sum);
        }
        Ticks yt = Ticks.of(0, max, 5);
        double y0 = h - bottom;
        double y1 = top;
        double x0 = left;
        Canvas c = new Canvas();
        c.bold(12, 18, title, 13, Anchor.START, "chart-title");
        for (int i = 0; i < yt.count(); i++) {
            double v = yt.value(i);
            double y = y0 - v / yt.hi() * (y0 - y1);
            c.line(x0, y, w - right, y, Paint.stroke(Rgb.GRID, 0.8), "grid");
            c.text(x0 - 6, y + 4, yt.label(v), 10, Anchor.END, "tick");
        }
        c.rotated(16, (y0 + y1) / 2, yLabel, 11, Anchor.MIDDLE, -90, "axis-label");
        int labelEvery = Math.max(1, (int) Math.ceil(bars.size() / ((w - left - right) / 28)));
        for (int b = 0; b < bars.size(); b++) {
            double x = x0 + gap + b * (barW + gap);
            double base = y0;
            for (int s = 0; s < segments.size(); s++) {
                double v = Math.max(0, values[b][s]);
                double hh = yt.hi() > 0 ? v / yt.hi() * (y0 - y1) : 0;
                if (hh > 0) {
                    c.rect(x, base - hh, barW, hh, Paint.fill(colours.get(s)), "stack-segment",
                            bars.get(b) + " — " + segments.get(s) + ": " + Comparison.sig(v));
                }
                base -= hh;
            }
            if (slanted) {
                if (b % labelEvery == 0 || barW + gap >= 12) {
                    c.rotated(x + barW / 2 + 3, y0 + 10, bars.get(b), 9.5, Anchor.END, -55, "tick");
                }
            } else if (b % labelEvery == 0) {
                c.text(x + barW / 2, y0 + 14, bars.get(b), 9.5, Anchor.MIDDLE, "tick");
            }
        }
        c.line(x0, y0, w - right, y0, Paint.stroke(Rgb.AXIS, 1), "axis");
        for (int s = 0; s < segments.size(); s++) {
            int r = segments.size() - 1 - s;
            double y = top + 10 + r * 17;
            c.rect(w - right + 14, y - 9, 11, 11, Paint.fill(colours.get(s)), "legend-swatch", null);
            c.text(w - right + 30, y, segments.get(s), 11, Anchor.START, "legend-label");
        }
        return c.figure(name, title, "stacked-bar", w, h);
    }
}
