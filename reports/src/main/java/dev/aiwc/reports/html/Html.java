package dev.aiwc.reports.html;

import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.SvgRenderer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Building blocks of the self-contained HTML pages: page frame with inline CSS/JS, escaping, figures. */
final class Html {

    private Html() {
    }

    static String esc(String s) {
        return SvgRenderer.esc(s);
    }

    static void open(StringBuilder b, String title) {
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(esc(title)).append("</title>\n<style>\n").append(resource("report.css"))
                .append("</style>\n</head>\n<body>\n");
    }

    static void close(StringBuilder b) {
        b.append("<script>\n").append(resource("report.js")).append("</script>\n</body>\n</html>\n");
    }

    static void figure(StringBuilder b, Figure f, String caption) {
        if (f == null) {
            return;
        }
        b.append("<figure class=\"chart-box\" data-chart=\"").append(esc(f.kind())).append("\">\n")
                .append(SvgRenderer.element(f));
        if (caption != null) {
            b.append("<figcaption>").append(esc(caption)).append("</figcaption>\n");
        }
        b.append("</figure>\n");
    }

    /** The caption of a Kiviat diagram: its scales are fixed, listed in {@link #kiviatScales} and docs/kiviat.md. */
    static final String KIVIAT_CAPTION = "Each spoke on a fixed scale, the same in every aiwc report (see \"Kiviat "
            + "scales\" above, or docs/kiviat.md): fractions as they are, footprints and branch counts on log2 scales, "
            + "entropies on 0-32 bits. Hover a point for its raw value.";

    /** A folded table of the Kiviat spokes' fixed scales, from the same axes the charts use. */
    static void kiviatScales(StringBuilder b) {
        b.append("<details class=\"kiviat-scales\"><summary>Kiviat scales (fixed, as in docs/kiviat.md)</summary>\n")
                .append("<table><thead><tr><th>spoke</th><th>metric</th><th>radius</th></tr></thead><tbody>\n");
        for (dev.aiwc.reports.model.KiviatAxis a : dev.aiwc.reports.model.Kiviat.AXES) {
            b.append("<tr><td>").append(esc(a.label())).append("</td><td class=\"key\">").append(esc(a.key()))
                    .append("</td><td>").append(esc(a.scale().describe())).append("</td></tr>\n");
        }
        b.append("</tbody></table></details>\n");
    }

    private static String resource(String name) {
        try (InputStream in = Html.class.getResourceAsStream("/dev/aiwc/reports/html/" + name)) {
            if (in == null) {
                throw new IllegalStateException("report resource " + name + " missing from the jar; rebuild reports");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
