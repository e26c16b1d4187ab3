package dev.aiwc.reports.chart;

/** Axis ticks at 1, 2 or 5 times a power of ten, covering [lo, hi]. */
record Ticks(double lo, double hi, double step) {

    static Ticks of(double lo, double hi, int target) {
        if (!(hi > lo)) {
            hi = lo + (lo == 0 ? 1 : Math.abs(lo));
        }
        double raw = (hi - lo) / Math.max(1, target);
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double f = raw / mag;
        double step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
        return new Ticks(Math.floor(lo / step + 1e-9) * step, Math.ceil(hi / step - 1e-9) * step, step);
    }

    int count() {
        return (int) Math.round((hi - lo) / step) + 1;
    }

    double value(int i) {
        return lo + i * step;
    }

    /** Tick label: integers plainly, others with as many decimals as the step needs; large values with k/M/G. */
    String label(double v) {
        if (Math.abs(v) < step * 1e-6) {
            return "0";
        }
        double a = Math.abs(v);
        if (a >= 1e9 && step >= 1e8) {
            return trim(v / 1e9) + "G";
        }
        if (a >= 1e6 && step >= 1e5) {
            return trim(v / 1e6) + "M";
        }
        if (a >= 1e4 && step >= 1e3) {
            return trim(v / 1e3) + "k";
        }
        int decimals = Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f", v);
    }

    private static String trim(double v) {
        String s = String.format(java.util.Locale.ROOT, "%.2f", v);
        while (s.endsWith("0")) {
            s = s.substring(0, s.length() - 1);
        }
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
