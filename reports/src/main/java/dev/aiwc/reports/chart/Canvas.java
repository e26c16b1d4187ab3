package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;

import java.util.ArrayList;
import java.util.List;

/** Collects marks while a chart is laid out, then yields the {@link Figure}. */
final class Canvas {

    static final double FONT = 12;
    private final List<Mark> marks = new ArrayList<>();

    void line(double x1, double y1, double x2, double y2, Paint p, String cls) {
        marks.add(new Mark.Line(x1, y1, x2, y2, p, cls, null));
    }

    void path(double[] xs, double[] ys, boolean closed, Paint p, String cls, String tip) {
        marks.add(new Mark.Path(xs, ys, closed, p, cls, tip));
    }

    void rect(double x, double y, double w, double h, Paint p, String cls, String tip) {
        marks.add(new Mark.Rect(x, y, w, h, p, cls, tip));
    }

    void circle(double cx, double cy, double r, Paint p, String cls, String tip) {
        marks.add(new Mark.Circle(cx, cy, r, p, cls, tip));
    }

    void text(double x, double y, String s, double size, Anchor a, String cls) {
        marks.add(new Mark.Text(x, y, s, size, a, false, 0, Rgb.TEXT, cls));
    }

    void bold(double x, double y, String s, double size, Anchor a, String cls) {
        marks.add(new Mark.Text(x, y, s, size, a, true, 0, Rgb.TEXT, cls));
    }

    void rotated(double x, double y, String s, double size, Anchor a, double degrees, String cls) {
        marks.add(new Mark.Text(x, y, s, size, a, false, degrees, Rgb.TEXT, cls));
    }

    Figure figure(String name, String title, String kind, double w, double h) {
        return new Figure(name, title, kind, w, h, List.copyOf(marks));
    }

    /** Approximate width of text in the sans-serif font (layout only; both renderers use similar fonts). */
    static double textWidth(String s, double size) {
        return s.length() * size * 0.56;
    }
}
