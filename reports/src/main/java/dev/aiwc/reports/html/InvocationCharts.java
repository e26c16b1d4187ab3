package dev.aiwc.reports.html;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.chart.BarChart;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.KiviatChart;
import dev.aiwc.reports.chart.LineChart;
import dev.aiwc.reports.chart.Palette;
import dev.aiwc.reports.chart.Rgb;
import dev.aiwc.reports.chart.StackedBarChart;
import dev.aiwc.reports.dataset.MetricLookup;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.KiviatProfile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Builds the charts of characterisations — the same figures go into the HTML report and into
 * {@code --figures} exports. A chart whose data is absent is not built (null / empty list).
 */
public final class InvocationCharts {

    /** The five L1 miss classes in stacking order (bottom first). */
    public static final List<String> MISS_CLASSES = List.of("compulsory", "capacity", "conflict", "latency", "mshr");
    static final List<Rgb> MISS_COLOURS = List.of(new Rgb(31, 119, 180), new Rgb(255, 127, 14), new Rgb(214, 39, 40),
            new Rgb(148, 103, 189), new Rgb(140, 86, 75));

    private InvocationCharts() {
    }

    public static Figure kiviat(String name, String title, List<KiviatProfile> profiles) {
        return KiviatChart.build(name, title, Kiviat.AXES, profiles);
    }

    /** Local memory address entropy over bits skipped (1..10; the default profile's series also 0), one curve each. */
    public static Figure lmae(String name, List<String> labels, List<Characterisation> cs) {
        List<LineChart.Series> series = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            // aiwc profile: element k has k + 1 bits skipped; default profile: addressEntropy, element k has k
            double[] y = MetricLookup.numbers(cs.get(i), "memory.localAddressEntropy");
            int firstShift = 1;
            if (y == null) {
                y = MetricLookup.numbers(cs.get(i), "memory.addressEntropy");
                firstShift = 0;
            }
            if (y != null && y.length > 0) {
                double[] x = new double[y.length];
                for (int k = 0; k < y.length; k++) {
                    x[k] = k + firstShift;
                }
                series.add(new LineChart.Series(labels.get(i), x, y));
            }
        }
        return series.isEmpty() ? null : LineChart.build(name, "Local memory address entropy",
                "low-order address bits skipped", "entropy (bits)", series);
    }

    /** Parallel spatial locality over bits skipped (0..10). */
    public static Figure psl(String name, List<String> labels, List<Characterisation> cs) {
        List<LineChart.Series> series = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            double[] y = MetricLookup.numbers(cs.get(i), "memory.parallelSpatialLocality");
            if (y != null && y.length > 0) {
                double[] x = new double[y.length];
                for (int k = 0; k < y.length; k++) {
                    x[k] = k;
                }
                series.add(new LineChart.Series(labels.get(i), x, y));
            }
        }
        return series.isEmpty() ? null : LineChart.build(name, "Parallel spatial locality",
                "low-order address bits skipped", "PSL (bits)", series);
    }

    /** The most executed opcodes (at most 16), most frequent first. */
    public static Figure opcodes(String name, Characterisation c) {
        return opcodeMix(name, List.of(c));
    }

    /** The most executed opcodes (at most 16) of several invocations together: their histograms summed. */
    public static Figure opcodeMix(String name, List<Characterisation> cs) {
        Map<String, Double> sum = new java.util.LinkedHashMap<>();
        for (Characterisation c : cs) {
            if (MetricLookup.get(c, "compute.opcodeHistogram") instanceof Map<?, ?> m) {
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    if (e.getValue() instanceof Number n) {
                        sum.merge(String.valueOf(e.getKey()), n.doubleValue(), Double::sum);
                    }
                }
            }
        }
        if (sum.isEmpty()) {
            return null;
        }
        List<BarChart.Bar> bars = new ArrayList<>();
        for (Map.Entry<String, Double> e : sum.entrySet()) {
            bars.add(new BarChart.Bar(e.getKey(), e.getValue()));
        }
        bars.sort(Comparator.comparingDouble((BarChart.Bar b) -> -b.value()).thenComparing(BarChart.Bar::label));
        if (bars.size() > 16) {
            double rest = 0;
            for (BarChart.Bar b : bars.subList(16, bars.size())) {
                rest += b.value();
            }
            int others = bars.size() - 16;
            bars = new ArrayList<>(bars.subList(0, 16));
            bars.add(new BarChart.Bar("(" + others + " others)", rest));
        }
        return BarChart.build(name, "Instruction mix (executed, by opcode)", bars, Palette.series(0));
    }

    /** fermi-l1 miss classes stacked per simulated SM (or the total when no per-SM data is present). */
    public static Figure l1Misses(String name, Characterisation c) {
        Object sms = MetricLookup.get(c, "fermi-l1.sms");
        List<String> bars = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        if (sms instanceof List<?> list && !list.isEmpty()) {
            int i = 0;
            for (Object sm : list) {
                Object id = sm instanceof Map<?, ?> m ? m.get("sm") : null;
                bars.add("SM " + (id instanceof Number n ? n.longValue() : i));
                values.add(missClasses(sm));
                i++;
            }
        } else {
            Object total = MetricLookup.get(c, "fermi-l1.total");
            if (total == null) {
                return null;
            }
            bars.add("total");
            values.add(missClasses(total));
        }
        return StackedBarChart.build(name, "L1 load misses by class", "misses", bars, MISS_CLASSES,
                values.toArray(new double[0][]), MISS_COLOURS);
    }

    /** fermi-l1 total miss classes, one bar per variant (for compare). */
    public static Figure l1MissesByVariant(String name, List<String> labels, List<Characterisation> cs) {
        List<String> bars = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            Object total = MetricLookup.get(cs.get(i), "fermi-l1.total");
            if (total != null) {
                bars.add(labels.get(i));
                values.add(missClasses(total));
            }
        }
        return bars.isEmpty() ? null : StackedBarChart.build(name, "L1 load misses by class", "misses", bars,
                MISS_CLASSES, values.toArray(new double[0][]), MISS_COLOURS);
    }

    /** Reuse-distance histogram (log2 buckets) of fermi-l1's total, when present. */
    public static Figure reuseDistance(String name, Characterisation c) {
        double[] h = MetricLookup.numbers(c, "fermi-l1.total.reuseDistanceHistogram");
        if (h == null || h.length == 0) {
            return null;
        }
        boolean any = false;
        for (double v : h) {
            any |= v > 0;
        }
        if (!any) {
            return null;
        }
        List<BarChart.Bar> bars = new ArrayList<>();
        for (int i = 0; i < h.length; i++) {
            bars.add(new BarChart.Bar(reuseBucket(i), h[i]));
        }
        return BarChart.build(name, "L1 reuse distance (log2 buckets)", bars, Palette.series(4));
    }

    /** Label of fermi-l1's log2 bucket {@code k}: distance 0 for k = 0, else [2^(k−1), 2^k − 1]. */
    static String reuseBucket(int k) {
        if (k == 0) {
            return "0";
        }
        if (k == 1) {
            return "1";
        }
        if (k >= 63) {
            return "≥ 2^" + (k - 1);
        }
        return (1L << (k - 1)) + "–" + ((1L << k) - 1);
    }

    static double[] missClasses(Object counters) {
        double[] v = new double[MISS_CLASSES.size()];
        for (int k = 0; k < v.length; k++) {
            Object x = MetricLookup.walk(counters, "misses." + MISS_CLASSES.get(k));
            v[k] = x instanceof Number n ? n.doubleValue() : 0;
        }
        return v;
    }
}
