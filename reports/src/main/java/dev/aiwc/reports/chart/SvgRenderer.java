package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Paint;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a {@link Figure} as SVG text: no dependency, byte-identical for identical figures (coordinates are
 * rounded to hundredths of a pixel), and embeddable in HTML as it is.
 */
public final class SvgRenderer {

    static final String FONT_FAMILY = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

    private SvgRenderer() {
    }

    /** A standalone SVG document. */
    public static String document(Figure f) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(f, true);
    }

    /** An {@code <svg>} element (with the XML namespace) for inlining in HTML. */
    public static String element(Figure f) {
        return element(f, false);
    }

    public static void write(Figure f, Path file) throws IOException {
        Files.writeString(file, document(f), StandardCharsets.UTF_8);
    }

    private static String element(Figure f, boolean standalone) {
        StringBuilder s = new StringBuilder(4096 + f.marks().size() * 96);
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart ").append(esc(f.kind()))
                .append("\" id=\"").append(esc(f.name())).append("\" width=\"").append(n(f.width()))
                .append("\" height=\"").append(n(f.height())).append("\" viewBox=\"0 0 ").append(n(f.width()))
                .append(' ').append(n(f.height())).append("\" font-family=\"").append(FONT_FAMILY)
                .append("\" role=\"img\" aria-label=\"").append(esc(f.title())).append("\">\n");
        s.append("<title>").append(esc(f.title())).append("</title>\n");
        if (standalone) {
            s.append("<rect x=\"0\" y=\"0\" width=\"").append(n(f.width())).append("\" height=\"")
                    .append(n(f.height())).append("\" fill=\"#ffffff\"/>\n");
        }
        for (Mark m : f.marks()) {
            mark(s, m);
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private static void mark(StringBuilder s, Mark m) {
        if (m instanceof Mark.Line l) {
                s.append("<line x1=\"").append(n(l.x1())).append("\" y1=\"").append(n(l.y1())).append("\" x2=\"")
                        .append(n(l.x2())).append("\" y2=\"").append(n(l.y2())).append('"');
                paint(s, l.paint(), l.cssClass());
                close(s, l.tooltip());
        } else if (m instanceof Mark.Path p) {
                s.append(p.closed() ? "<polygon" : "<polyline").append(" points=\"");
                for (int i = 0; i < p.xs().length; i++) {
                    s.append(i == 0 ? "" : " ").append(n(p.xs()[i])).append(',').append(n(p.ys()[i]));
                }
                s.append('"');
                paint(s, p.paint(), p.cssClass());
                close(s, p.tooltip(), p.closed() ? "polygon" : "polyline");
        } else if (m instanceof Mark.Rect r) {
                s.append("<rect x=\"").append(n(r.x())).append("\" y=\"").append(n(r.y())).append("\" width=\"")
                        .append(n(r.width())).append("\" height=\"").append(n(r.height())).append('"');
                paint(s, r.paint(), r.cssClass());
                close(s, r.tooltip(), "rect");
        } else if (m instanceof Mark.Circle c) {
                s.append("<circle cx=\"").append(n(c.cx())).append("\" cy=\"").append(n(c.cy())).append("\" r=\"")
                        .append(n(c.r())).append('"');
                paint(s, c.paint(), c.cssClass());
                close(s, c.tooltip(), "circle");
        } else if (m instanceof Mark.Text t) {
                s.append("<text x=\"").append(n(t.x())).append("\" y=\"").append(n(t.y())).append("\" font-size=\"")
                        .append(n(t.size())).append('"');
                if (t.anchor() != Mark.Anchor.START) {
                    s.append(" text-anchor=\"").append(t.anchor() == Mark.Anchor.MIDDLE ? "middle" : "end").append('"');
                }
                if (t.bold()) {
                    s.append(" font-weight=\"bold\"");
                }
                if (t.rotate() != 0) {
                    s.append(" transform=\"rotate(").append(n(t.rotate())).append(' ').append(n(t.x())).append(' ')
                            .append(n(t.y())).append(")\"");
                }
                s.append(" fill=\"").append(t.colour().hex()).append('"');
                if (t.cssClass() != null) {
                    s.append(" class=\"").append(esc(t.cssClass())).append('"');
                }
                s.append('>').append(esc(t.text())).append("</text>\n");
        }
    }

    private static void paint(StringBuilder s, Paint p, String cls) {
        s.append(" stroke=\"").append(p.stroke() == null ? "none" : p.stroke().hex()).append('"');
        if (p.stroke() != null) {
            s.append(" stroke-width=\"").append(n(p.strokeWidth())).append('"');
            if (p.dashed()) {
                s.append(" stroke-dasharray=\"4 3\"");
            }
        }
        s.append(" fill=\"").append(p.fill() == null ? "none" : p.fill().hex()).append('"');
        if (p.fill() != null && p.fillOpacity() < 1) {
            s.append(" fill-opacity=\"").append(n(p.fillOpacity())).append('"');
        }
        if (cls != null) {
            s.append(" class=\"").append(esc(cls)).append('"');
        }
    }

    private static void close(StringBuilder s, String tooltip) {
        close(s, tooltip, "line");
    }

    private static void close(StringBuilder s, String tooltip, String tag) {
        if (tooltip == null) {
            s.append("/>\n");
        } else {
            s.append("><title>").append(esc(tooltip)).append("</title></").append(tag).append(">\n");
        }
    }

    /** A coordinate rounded to hundredths, without trailing zeros. */
    static String n(double v) {
        long hundredths = Math.round(v * 100);
        if (hundredths == 0) {
            return "0";
        }
        StringBuilder b = new StringBuilder();
        if (hundredths < 0) {
            b.append('-');
            hundredths = -hundredths;
        }
        b.append(hundredths / 100);
        long frac = hundredths % 100;
        if (frac != 0) {
            b.append('.').append(frac / 10);
            if (frac % 10 != 0) {
                b.append(frac % 10);
            }
        }
        return b.toString();
    }

    /** Escapes text for XML content and attributes. */
    public static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t') {
                        b.append(' ');
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
