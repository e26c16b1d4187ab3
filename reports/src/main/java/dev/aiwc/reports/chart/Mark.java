package dev.aiwc.reports.chart;

/**
 * The drawing primitives of a {@link Figure}. Both renderers (SVG and Java2D PNG) draw exactly these, so a
 * chart's two exports agree. {@code cssClass} names the element in the HTML (tests and styling find charts
 * by it); {@code tooltip} becomes an SVG {@code <title>} (hover text); either may be null.
 */
public sealed interface Mark permits Mark.Line, Mark.Path, Mark.Rect, Mark.Circle, Mark.Text {

    /** Stroke and fill; a null colour means none. */
    record Paint(Rgb stroke, double strokeWidth, Rgb fill, double fillOpacity, boolean dashed) {

        public static Paint stroke(Rgb colour, double width) {
            return new Paint(colour, width, null, 0, false);
        }

        public static Paint fill(Rgb colour) {
            return new Paint(null, 0, colour, 1, false);
        }

        public static Paint fill(Rgb colour, double opacity) {
            return new Paint(null, 0, colour, opacity, false);
        }

        public Paint asDashed() {
            return new Paint(stroke, strokeWidth, fill, fillOpacity, true);
        }

        public Paint withFill(Rgb colour, double opacity) {
            return new Paint(stroke, strokeWidth, colour, opacity, dashed);
        }
    }

    String cssClass();

    record Line(double x1, double y1, double x2, double y2, Paint paint, String cssClass, String tooltip)
            implements Mark {
    }

    /** A polyline, or a polygon when {@code closed}. */
    record Path(double[] xs, double[] ys, boolean closed, Paint paint, String cssClass, String tooltip)
            implements Mark {
    }

    record Rect(double x, double y, double width, double height, Paint paint, String cssClass, String tooltip)
            implements Mark {
    }

    record Circle(double cx, double cy, double r, Paint paint, String cssClass, String tooltip) implements Mark {
    }

    /** Where the anchor point is on the text's baseline. */
    enum Anchor { START, MIDDLE, END }

    /** Text on a baseline at (x, y), rotated by {@code rotate} degrees (clockwise) about that point. */
    record Text(double x, double y, String text, double size, Anchor anchor, boolean bold, double rotate,
                Rgb colour, String cssClass) implements Mark {
    }
}
