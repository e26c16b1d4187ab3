package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.model.Comparison;

import java.util.List;

/** Horizontal bars with labels (e.g. the opcode histogram), in the order given. */
public final class BarChart {

    public record Bar(String label, double value) {
    }

    private BarChart() {
    }

    public static Figure build(String name, String title, List<Bar> bars, Rgb colour) {
        return build(name, title, bars, colour, 16);
    }

    /**
     * Bars whose labels keep up to {@code labelChars} characters (16 above): the label column, and the chart, widen
     * to hold them, about 6.6 px a character at the labels' 10.5 px.
     */
    public static Figure build(String name, String title, List<Bar> bars, Rgb colour, int labelChars) {
        double labelWidth = Math.max(96, 6.6 * labelChars + 6);
        double w = 440 + labelWidth - 96;
        double rowH = 17;
        double top = 34;
        double h = top + rowH * bars.size() + 12;
        double max = 0;
        for (Bar b : bars) {
            max = Math.max(max, b.value());
        }
        double x0 = labelWidth + 12;
        double x1 = w - 70;
        Canvas c = new Canvas();
        c.bold(12, 18, title, 13, Anchor.START, "chart-title");
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            double y = top + i * rowH;
            double len = max > 0 ? (x1 - x0) * b.value() / max : 0;
            c.text(x0 - 6, y + 12, KiviatChart.clip(b.label(), Math.max(16, labelChars)), 10.5, Anchor.END, "bar-label");
            c.rect(x0, y + 2, Math.max(len, 0.5), rowH - 4, Paint.fill(colour), "bar", b.label() + ": "
                    + Comparison.sig(b.value()));
            c.text(x0 + len + 4, y + 12, Comparison.sig(b.value()), 10, Anchor.START, "bar-value");
        }
        c.line(x0, top, x0, top + rowH * bars.size(), Paint.stroke(Rgb.AXIS, 1), "axis");
        return c.figure(name, title, "bar", w, h);
    }
}
