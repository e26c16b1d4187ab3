package dev.aiwc.reports.chart;

import java.util.List;

/** Colours used by every chart, so a variant or a miss class has the same colour everywhere. */
public final class Palette {

    /** Categorical series colours (distinguishable, print-safe). */
    public static final List<Rgb> SERIES = List.of(
            new Rgb(31, 119, 180), new Rgb(214, 39, 40), new Rgb(44, 160, 44), new Rgb(255, 127, 14),
            new Rgb(148, 103, 189), new Rgb(140, 86, 75), new Rgb(227, 119, 194), new Rgb(127, 127, 127),
            new Rgb(188, 189, 34), new Rgb(23, 190, 207));

    private Palette() {
    }

    /** The colour of series {@code i}. */
    public static Rgb series(int i) {
        return SERIES.get(Math.floorMod(i, SERIES.size()));
    }

    /** Background tint of a metric category's Kiviat wedge. */
    public static Rgb category(String category) {
        return switch (category) {
            case "compute" -> new Rgb(100, 149, 237);
            case "parallelism" -> new Rgb(154, 205, 50);
            case "memory" -> new Rgb(244, 164, 96);
            case "control" -> new Rgb(186, 85, 211);
            default -> new Rgb(200, 200, 200);
        };
    }

    /** A colour for thread {@code t} of {@code n}: hue runs from blue through green to red with the thread id. */
    public static Rgb thread(long t, long n) {
        double x = n <= 1 ? 0 : (double) t / (n - 1);
        return Rgb.hsv(240 - 240 * x, 0.85, 0.85);
    }
}
