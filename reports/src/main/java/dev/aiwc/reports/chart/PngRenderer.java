package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Paint;

import javax.imageio.ImageIO;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Draws a {@link Figure} with Java2D (headless) into a PNG, from the same marks the SVG is written from, so
 * no SVG rasteriser is needed.
 */
public final class PngRenderer {

    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private PngRenderer() {
    }

    /** Renders at {@code scale} device pixels per figure pixel (2 gives crisp images on high-density screens). */
    public static BufferedImage render(Figure f, double scale) {
        int w = (int) Math.ceil(f.width() * scale);
        int h = (int) Math.ceil(f.height() * scale);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.scale(scale, scale);
            for (Mark m : f.marks()) {
                draw(g, m);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    public static void write(Figure f, Path file) throws IOException {
        if (!ImageIO.write(render(f, 2), "png", file.toFile())) {
            throw new IOException("no PNG writer available in this JDK");
        }
    }

    private static void draw(Graphics2D g, Mark m) {
        if (m instanceof Mark.Line l) {
            shape(g, new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()), l.paint());
        } else if (m instanceof Mark.Path p) {
                Path2D.Double path = new Path2D.Double();
                for (int i = 0; i < p.xs().length; i++) {
                    if (i == 0) {
                        path.moveTo(p.xs()[i], p.ys()[i]);
                    } else {
                        path.lineTo(p.xs()[i], p.ys()[i]);
                    }
                }
                if (p.closed()) {
                    path.closePath();
                }
                shape(g, path, p.paint());
        } else if (m instanceof Mark.Rect r) {
            shape(g, new Rectangle2D.Double(r.x(), r.y(), r.width(), r.height()), r.paint());
        } else if (m instanceof Mark.Circle c) {
            shape(g, new Ellipse2D.Double(c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r()), c.paint());
        } else if (m instanceof Mark.Text t) {
            text(g, t);
        }
    }

    private static void shape(Graphics2D g, Shape s, Paint p) {
        if (p.fill() != null) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) p.fillOpacity()));
            g.setColor(colour(p.fill()));
            g.fill(s);
            g.setComposite(AlphaComposite.SrcOver);
        }
        if (p.stroke() != null && p.strokeWidth() > 0) {
            g.setColor(colour(p.stroke()));
            g.setStroke(p.dashed()
                    ? new BasicStroke((float) p.strokeWidth(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[]{4f, 3f}, 0f)
                    : new BasicStroke((float) p.strokeWidth(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(s);
        }
    }

    private static void text(Graphics2D g, Mark.Text t) {
        Font font = new Font(Font.SANS_SERIF, t.bold() ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) t.size());
        g.setFont(font);
        g.setColor(colour(t.colour()));
        FontMetrics fm = g.getFontMetrics();
        double width = fm.getStringBounds(t.text(), g).getWidth();
        double dx = switch (t.anchor()) {
            case START -> 0;
            case MIDDLE -> -width / 2;
            case END -> -width;
        };
        AffineTransform saved = g.getTransform();
        g.translate(t.x(), t.y());
        if (t.rotate() != 0) {
            g.rotate(Math.toRadians(t.rotate()));
        }
        g.drawString(t.text(), (float) dx, 0f);
        g.setTransform(saved);
    }

    private static Color colour(Rgb c) {
        return new Color(c.r(), c.g(), c.b());
    }
}
