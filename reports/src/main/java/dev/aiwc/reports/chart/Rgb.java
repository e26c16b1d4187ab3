package dev.aiwc.reports.chart;

/** An sRGB colour. */
public record Rgb(int r, int g, int b) {

    public static final Rgb BLACK = new Rgb(0, 0, 0);
    public static final Rgb WHITE = new Rgb(255, 255, 255);
    public static final Rgb TEXT = new Rgb(34, 34, 34);
    public static final Rgb GRID = new Rgb(214, 214, 214);
    public static final Rgb AXIS = new Rgb(110, 110, 110);

    public Rgb {
        if ((r | g | b) < 0 || r > 255 || g > 255 || b > 255) {
            throw new IllegalArgumentException("colour component out of 0..255: " + r + "," + g + "," + b);
        }
    }

    /** {@code #rrggbb}. */
    public String hex() {
        return String.format("#%02x%02x%02x", r, g, b);
    }

    /** A colour from hue (0–360), saturation and value (0–1). */
    public static Rgb hsv(double hue, double s, double v) {
        double h = ((hue % 360) + 360) % 360 / 60;
        int i = (int) Math.floor(h);
        double f = h - i;
        double p = v * (1 - s);
        double q = v * (1 - s * f);
        double t = v * (1 - s * (1 - f));
        double[] rgb = switch (i) {
            case 0 -> new double[]{v, t, p};
            case 1 -> new double[]{q, v, p};
            case 2 -> new double[]{p, v, t};
            case 3 -> new double[]{p, q, v};
            case 4 -> new double[]{t, p, v};
            default -> new double[]{v, p, q};
        };
        return new Rgb((int) Math.round(rgb[0] * 255), (int) Math.round(rgb[1] * 255), (int) Math.round(rgb[2] * 255));
    }
}
