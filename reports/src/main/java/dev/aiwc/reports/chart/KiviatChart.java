package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.KiviatAxis;
import dev.aiwc.reports.model.KiviatProfile;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Kiviat (radar) diagram: one spoke per {@link KiviatAxis}, one polygon per profile, radius 0–1 on each spoke's
 * fixed scale (the hover text of a point gives its raw value and the scale).
 */
public final class KiviatChart {

    private KiviatChart() {
    }

    public static Figure build(String name, String title, List<KiviatAxis> axes, List<KiviatProfile> profiles) {
        double w = 560;
        double h = 500;
        double cx = 280;
        double cy = 262;
        double radius = 165;
        Canvas c = new Canvas();
        int n = axes.size();
        double step = 2 * Math.PI / n;
        // category wedges behind everything
        for (int i = 0; i < n; i++) {
            double a0 = angle(i, n) - step / 2;
            int segs = 6;
            double[] xs = new double[segs + 2];
            double[] ys = new double[segs + 2];
            xs[0] = cx;
            ys[0] = cy;
            for (int s = 0; s <= segs; s++) {
                double a = a0 + step * s / segs;
                xs[s + 1] = cx + radius * Math.cos(a);
                ys[s + 1] = cy + radius * Math.sin(a);
            }
            c.path(xs, ys, true, Paint.fill(Palette.category(axes.get(i).category()), 0.10), "kiviat-wedge", null);
        }
        for (int ring = 1; ring <= 4; ring++) {
            double r = radius * ring / 4;
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int i = 0; i < n; i++) {
                xs[i] = cx + r * Math.cos(angle(i, n));
                ys[i] = cy + r * Math.sin(angle(i, n));
            }
            c.path(xs, ys, true, Paint.stroke(ring == 4 ? Rgb.AXIS : Rgb.GRID, ring == 4 ? 1 : 0.8), "kiviat-ring", null);
        }
        for (int i = 0; i < n; i++) {
            double a = angle(i, n);
            c.line(cx, cy, cx + radius * Math.cos(a), cy + radius * Math.sin(a), Paint.stroke(Rgb.GRID, 0.8), "kiviat-spoke");
            double lx = cx + (radius + 10) * Math.cos(a);
            double ly = cy + (radius + 10) * Math.sin(a) + 4;
            double cos = Math.cos(a);
            Anchor anchor = cos > 0.25 ? Anchor.START : cos < -0.25 ? Anchor.END : Anchor.MIDDLE;
            if (anchor == Anchor.MIDDLE) {
                ly += Math.sin(a) > 0 ? 8 : -4;
            }
            c.text(lx, ly, axes.get(i).label(), 10.5, anchor, "kiviat-label");
        }
        for (int ring = 1; ring <= 3; ring++) {
            c.text(cx + 3, cy - radius * ring / 4 - 2, String.valueOf(ring / 4.0), 9, Anchor.START, "kiviat-tick");
        }
        // Series that coincide must stay visible: each later series is drawn thinner, in another colour, with
        // another marker shape and every other one dashed, over a light fill; the first shows around the others.
        for (int p = 0; p < profiles.size(); p++) {
            KiviatProfile prof = profiles.get(p);
            Rgb colour = Palette.series(p);
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int i = 0; i < n; i++) {
                double r = radius * prof.normalised()[i];
                xs[i] = cx + r * Math.cos(angle(i, n));
                ys[i] = cy + r * Math.sin(angle(i, n));
            }
            Paint line = new Paint(colour, strokeWidth(p), colour, 0.08, p % 2 == 1);
            c.path(xs, ys, true, line, "kiviat-series", prof.label());
            for (int i = 0; i < n; i++) {
                KiviatAxis axis = axes.get(i);
                marker(c, p, xs[i], ys[i], Paint.fill(colour), "kiviat-point", prof.label() + " — " + axis.label()
                        + ": " + Comparison.sig(prof.raw()[i]) + " (radius " + Comparison.sig(prof.normalised()[i])
                        + "; scale " + axis.scale().describe() + ")");
            }
        }
        c.bold(12, 20, title, 13, Anchor.START, "chart-title");
        // series legend, top right: the line style and marker of each series
        for (int p = 0; p < profiles.size(); p++) {
            double y = 18 + p * 16;
            Rgb colour = Palette.series(p);
            c.line(w - 214, y - 4, w - 192, y - 4, new Paint(colour, strokeWidth(p), null, 0, p % 2 == 1), "legend-line");
            marker(c, p, w - 203, y - 4, Paint.fill(colour), "legend-swatch", null);
            c.text(w - 185, y, clip(profiles.get(p).label(), 32), 11, Anchor.START, "legend-label");
        }
        // category legend, bottom
        Set<String> categories = new LinkedHashSet<>();
        for (KiviatAxis a : axes) {
            categories.add(a.category());
        }
        double x = 12;
        for (String cat : categories) {
            c.rect(x, h - 19, 12, 12, Paint.fill(Palette.category(cat), 0.45), "legend-swatch", null);
            c.text(x + 16, h - 9, cat, 11, Anchor.START, "legend-label");
            x += 28 + Canvas.textWidth(cat, 11);
        }
        return c.figure(name, title, "kiviat", w, h);
    }

    /** Line width of series {@code p}: 3 for the first, thinner for each later one (down to 1.2). */
    static double strokeWidth(int p) {
        return Math.max(1.2, 3 - 0.6 * p);
    }

    /** Series {@code p}'s marker at (x, y): a circle, square, triangle or diamond, in turn. */
    private static void marker(Canvas c, int p, double x, double y, Paint paint, String cls, String tip) {
        double s = 3.2;
        switch (p % 4) {
            case 0 -> c.circle(x, y, s * 0.85, paint, cls, tip);
            case 1 -> c.rect(x - s * 0.8, y - s * 0.8, s * 1.6, s * 1.6, paint, cls, tip);
            case 2 -> c.path(new double[]{x, x + s, x - s}, new double[]{y - s, y + s * 0.8, y + s * 0.8}, true, paint,
                    cls, tip);
            default -> c.path(new double[]{x, x + s, x, x - s}, new double[]{y - s * 1.1, y, y + s * 1.1, y}, true,
                    paint, cls, tip);
        }
    }

    private static double angle(int i, int n) {
        return -Math.PI / 2 + 2 * Math.PI * i / n;
    }

    static String clip(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
