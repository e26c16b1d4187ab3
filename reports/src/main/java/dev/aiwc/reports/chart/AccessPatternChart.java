package dev.aiwc.reports.chart;

import dev.aiwc.reports.chart.Mark.Anchor;
import dev.aiwc.reports.chart.Mark.Paint;
import dev.aiwc.reports.trace.ScheduledTrace;

import java.util.Arrays;

/**
 * Address against issue order, one dot per access coloured by thread (stores hollow). Addresses are grouped
 * into regions by their bits 40 and up (a buffer of the simulator's virtual address space) and each region
 * gets its own band, so distant buffers do not squash each other. Large traces are thinned to every k-th
 * access (said in the title) to keep the SVG light.
 */
public final class AccessPatternChart {

    /** Most dots drawn; beyond this every k-th access is shown. */
    public static final int MAX_POINTS = 12000;

    private AccessPatternChart() {
    }

    public static Figure build(String name, ScheduledTrace t) {
        int n = t.size();
        int stride = Math.max(1, (n + MAX_POINTS - 1) / MAX_POINTS);
        String title = "Access pattern — " + t.policy() + " (" + n + " accesses"
                + (stride > 1 ? ", every " + stride + "th shown" : "") + ")";
        double w = 680;
        double h = 380;
        double left = 84;
        double right = 110;
        double top = 36;
        double bottom = 46;
        double x0 = left;
        double x1 = w - right;
        double y0 = h - bottom;
        double y1 = top;
        Canvas c = new Canvas();
        c.bold(12, 18, title, 13, Anchor.START, "chart-title");
        long[] regions = new long[n];
        long minOrder = Long.MAX_VALUE;
        long maxOrder = Long.MIN_VALUE;
        long maxThread = 0;
        for (int i = 0; i < n; i++) {
            regions[i] = t.address()[i] >>> 40;
            minOrder = Math.min(minOrder, t.order()[i]);
            maxOrder = Math.max(maxOrder, t.order()[i]);
            maxThread = Math.max(maxThread, t.thread()[i]);
        }
        long[] distinct = Arrays.stream(regions).distinct().sorted().toArray();
        int bands = Math.max(1, distinct.length);
        long[] lo = new long[bands];
        long[] hi = new long[bands];
        Arrays.fill(lo, Long.MAX_VALUE);
        Arrays.fill(hi, Long.MIN_VALUE);
        long mask = (1L << 40) - 1;
        for (int i = 0; i < n; i++) {
            int b = Arrays.binarySearch(distinct, regions[i]);
            long off = t.address()[i] & mask;
            lo[b] = Math.min(lo[b], off);
            hi[b] = Math.max(hi[b], off);
        }
        double gap = 8;
        double bandH = ((y0 - y1) - gap * (bands - 1)) / bands;
        for (int b = 0; b < distinct.length; b++) {
            double top_b = y1 + b * (bandH + gap);
            c.rect(x0, top_b, x1 - x0, bandH, new Paint(Rgb.GRID, 0.8, new Rgb(250, 250, 250), 1, false), "band", null);
            String region = distinct.length > 1 || distinct[0] != 0 ? "region 0x" + Long.toHexString(distinct[b]) : "bytes";
            c.text(x0 + 5, top_b + 12, region, 9.5, Anchor.START, "band-label");
            c.text(x0 - 6, top_b + 10, "+" + hi[b] + " B", 9, Anchor.END, "tick");
            c.text(x0 - 6, top_b + bandH - 1, "+" + lo[b] + " B", 9, Anchor.END, "tick");
        }
        double span = Math.max(1, maxOrder - minOrder);
        for (int i = 0; i < n; i += stride) {
            int b = Arrays.binarySearch(distinct, regions[i]);
            double top_b = y1 + b * (bandH + gap);
            long off = t.address()[i] & mask;
            double range = Math.max(1, hi[b] - lo[b]);
            double y = top_b + bandH - 3 - (off - lo[b]) / range * (bandH - 6);
            double x = x0 + 3 + (t.order()[i] - minOrder) / span * (x1 - x0 - 6);
            Rgb colour = Palette.thread(t.thread()[i], maxThread + 1);
            c.circle(x, y, 1.8, t.write()[i] ? Paint.stroke(colour, 0.9) : Paint.fill(colour, 0.85),
                    t.write()[i] ? "access-store" : "access-load", null);
        }
        Ticks xt = Ticks.of(minOrder, maxOrder, 6);
        for (int i = 0; i < xt.count(); i++) {
            double v = xt.value(i);
            if (v < minOrder - 1e-9 || v > maxOrder + 1e-9) {
                continue;
            }
            double x = x0 + 3 + (v - minOrder) / span * (x1 - x0 - 6);
            c.line(x, y0, x, y0 + 4, Paint.stroke(Rgb.AXIS, 1), "tick");
            c.text(x, y0 + 16, xt.label(v), 10, Anchor.MIDDLE, "tick");
        }
        c.text((x0 + x1) / 2, h - 10, "issue order", 11, Anchor.MIDDLE, "axis-label");
        c.rotated(14, (y0 + y1) / 2, "address (offset in region)", 11, Anchor.MIDDLE, -90, "axis-label");
        // thread colour legend
        double lx = x1 + 22;
        int steps = 24;
        double lh = (y0 - y1 - 40) / steps;
        for (int s = 0; s < steps; s++) {
            long thread = Math.round((double) s / (steps - 1) * maxThread);
            c.rect(lx, y1 + 20 + s * lh, 14, lh + 0.5, Paint.fill(Palette.thread(thread, maxThread + 1)), "legend-swatch", null);
        }
        c.text(lx, y1 + 12, "thread", 11, Anchor.START, "legend-label");
        c.text(lx + 20, y1 + 30, "0", 10, Anchor.START, "legend-label");
        c.text(lx + 20, y1 + 20 + steps * lh, String.valueOf(maxThread), 10, Anchor.START, "legend-label");
        c.circle(lx + 4, y0 - 8, 3, Paint.fill(Rgb.AXIS), "legend-swatch", null);
        c.text(lx + 12, y0 - 4, "load", 10, Anchor.START, "legend-label");
        c.circle(lx + 4, y0 + 8, 3, Paint.stroke(Rgb.AXIS, 1), "legend-swatch", null);
        c.text(lx + 12, y0 + 12, "store", 10, Anchor.START, "legend-label");
        return c.figure(name, title, "access-pattern", w, h);
    }
}
