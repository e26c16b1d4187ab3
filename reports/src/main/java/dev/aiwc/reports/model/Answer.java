package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.Characterisation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * What a comparison of variants answers first: each variant's predicted time on the modelled GPU and its speed-up
 * over the baseline, the bound, and the few metrics that changed most in a direction that matters (a metric whose
 * descriptor says higher or lower is better), each judged better or worse. The time model's inputs (warp
 * instructions, transactions, shared requests, barriers), of which its time is made, come first, at most
 * {@value #MODEL_INPUTS} of them; then the other metrics.
 *
 * @param variants one line per variant, the baseline first
 * @param fastest  index of the variant with the shortest predicted time, or -1 without predictions
 * @param reasons  the metrics that explain the difference, changed most first
 */
public record Answer(List<Variant> variants, int fastest, List<Reason> reasons) {

    /** Metrics shown as reasons, at most. */
    public static final int REASONS = 8;

    /** Of those, at most this many of the time model's inputs, which come first: they are what its time is made of. */
    static final int MODEL_INPUTS = 5;

    private static final String MODEL_INPUT_PREFIX = "mwp-cwp.inputs.";

    /**
     * @param seconds      predicted time of the launch (mwp-cwp), NaN without the time model
     * @param speedup      baseline time / this time, NaN without both
     * @param bound        memory or compute, "" without the time model
     * @param gpu          the GPU the time is predicted for, ""
     * @param instructions IR instructions executed (characterisation pipeline), -1 when absent
     */
    public record Variant(String label, double seconds, double speedup, String bound, String gpu, long instructions) {
    }

    /**
     * @param key     flattened key
     * @param row     its comparison row
     * @param verdict per variant: +1 better than the baseline, -1 worse, 0 unchanged or not comparable
     */
    public record Reason(String key, ComparisonRow row, int[] verdict) {
    }

    /** The answer for {@code variants} (the first is the baseline) and their comparison. */
    public static Answer of(List<String> labels, List<Characterisation> variants, Comparison comparison) {
        List<Variant> lines = new ArrayList<>();
        int fastest = -1;
        for (int i = 0; i < variants.size(); i++) {
            Map<String, Object> m = mwpCwp(variants.get(i));
            double seconds = m != null && m.get("seconds") instanceof Number n ? n.doubleValue() : Double.NaN;
            String bound = m != null && m.get("bound") instanceof String s ? s : "";
            String gpu = m != null && m.get("gpu") instanceof Map<?, ?> g && g.get("preset") instanceof String p ? p : "";
            Object total = variants.get(i).metrics() == null || variants.get(i).metrics().get("compute") == null ? null
                    : variants.get(i).metrics().get("compute").get("totalInstructions");
            long instructions = total instanceof Number n ? n.longValue() : -1;
            lines.add(new Variant(labels.get(i), seconds, Double.NaN, bound, gpu, instructions));
            if (Double.isFinite(seconds) && seconds > 0 && (fastest < 0 || seconds < lines.get(fastest).seconds())) {
                fastest = i;
            }
        }
        double base = lines.get(0).seconds();
        for (int i = 0; i < lines.size(); i++) {
            Variant v = lines.get(i);
            double speedup = Double.isFinite(base) && Double.isFinite(v.seconds()) && v.seconds() > 0
                    ? base / v.seconds() : Double.NaN;
            lines.set(i, new Variant(v.label(), v.seconds(), speedup, v.bound(), v.gpu(), v.instructions()));
        }
        return new Answer(List.copyOf(lines), fastest, reasons(comparison));
    }

    /** The answer as plain text for a terminal: the fastest variant, one line per variant, then the reasons. */
    public String text() {
        StringBuilder b = new StringBuilder();
        Variant base = variants.get(0);
        if (fastest >= 0) {
            Variant f = variants.get(fastest);
            b.append("fastest: ").append(f.label()).append(", predicted ").append(Comparison.duration(f.seconds()))
                    .append(f.gpu().isEmpty() ? "" : " on " + f.gpu())
                    .append(f.bound().isEmpty() ? "" : " (" + f.bound() + "-bound)");
            if (fastest != 0 && Double.isFinite(f.speedup())) {
                b.append(", ").append(times(f.speedup())).append(" the speed of ").append(base.label());
            }
            b.append('\n');
        } else {
            b.append("no predicted times: add --collectors mwp-cwp to the runs to rank the variants by time\n");
        }
        b.append(String.format(java.util.Locale.ROOT, "%-24s %12s %9s %-8s %14s%n", "variant", "predicted",
                "speed-up", "bound", "instructions"));
        for (Variant v : variants) {
            b.append(String.format(java.util.Locale.ROOT, "%-24s %12s %9s %-8s %14s%n", v.label(),
                    Double.isFinite(v.seconds()) ? Comparison.duration(v.seconds()) : "—",
                    Double.isFinite(v.speedup()) ? times(v.speedup()) : "—", v.bound().isEmpty() ? "—" : v.bound(),
                    v.instructions() < 0 ? "—" : Long.toString(v.instructions())));
        }
        if (!reasons.isEmpty()) {
            b.append("why (the metrics with a better direction that changed most):\n");
            for (Reason r : reasons) {
                b.append("  ").append(r.key()).append(':');
                for (int v = 1; v < variants.size(); v++) {
                    b.append(' ').append(variants.get(v).label()).append(' ')
                            .append(Comparison.percent(r.row().relative()[v]))
                            .append(r.verdict()[v] > 0 ? " better" : r.verdict()[v] < 0 ? " worse" : "");
                    if (v + 1 < variants.size()) {
                        b.append(',');
                    }
                }
                String unit = MetricCatalogue.unit(r.key());
                b.append(" (").append(Comparison.text(r.row().values()[0])).append(unit.isEmpty() ? "" : " " + unit)
                        .append(" in ").append(variants.get(0).label()).append(")\n");
            }
        }
        return b.toString();
    }

    /** A speed-up as "3.10x". */
    public static String times(double speedup) {
        return String.format(java.util.Locale.ROOT, speedup >= 100 ? "%.0fx" : speedup >= 10 ? "%.1fx" : "%.2fx",
                speedup);
    }

    /** A {@link #judge} verdict as the JSON and CSV write it: better, worse or unchanged. */
    public static String word(int verdict) {
        return verdict > 0 ? "better" : verdict < 0 ? "worse" : "unchanged";
    }

    /** Better (+1), worse (-1) or neither (0) for a change of {@code relative} under {@code direction}. */
    public static int judge(MetricDescriptor.Direction direction, double relative) {
        if (relative == 0 || Double.isNaN(relative) || direction == MetricDescriptor.Direction.NEITHER) {
            return 0;
        }
        boolean up = relative > 0;
        return (direction == MetricDescriptor.Direction.HIGHER_IS_BETTER) == up ? 1 : -1;
    }

    private static List<Reason> reasons(Comparison comparison) {
        List<Reason> out = new ArrayList<>();
        for (ComparisonRow r : comparison.rows()) {
            if (!r.inAll() || !r.changed() || !explains(r.key())) {
                continue;
            }
            MetricDescriptor.Direction direction = MetricCatalogue.direction(r.key());
            if (direction == MetricDescriptor.Direction.NEITHER) {
                continue;
            }
            int[] verdict = new int[r.values().length];
            for (int v = 1; v < verdict.length; v++) {
                verdict[v] = judge(direction, r.relative()[v]);
            }
            out.add(new Reason(r.key(), r, verdict));
        }
        // finite changes by size first (a change from zero is infinite and says less about magnitude), then the rest
        out.sort(Comparator.comparing((Reason x) -> !Double.isFinite(x.row().score()))
                .thenComparing(x -> -x.row().score()));
        // the predicted time is made of the time model's inputs (warp instructions, transactions, shared requests,
        // barriers): up to MODEL_INPUTS of them explain it first, then the other metrics in the order above
        List<Reason> inputs = out.stream().filter(r -> r.key().startsWith(MODEL_INPUT_PREFIX)).toList();
        List<Reason> others = out.stream().filter(r -> !r.key().startsWith(MODEL_INPUT_PREFIX)).toList();
        int first = Math.min(MODEL_INPUTS, inputs.size());
        List<Reason> chosen = new ArrayList<>(inputs.subList(0, first));
        for (Reason r : others) {
            if (chosen.size() < REASONS) {
                chosen.add(r);
            }
        }
        for (Reason r : inputs.subList(first, inputs.size())) {
            if (chosen.size() < REASONS) {
                chosen.add(r);
            }
        }
        return List.copyOf(chosen);
    }

    /**
     * Whether a key can explain a difference: not the predicted time itself, not a setting, not a per-SM or
     * per-instruction detail whose total is compared, not a model intermediate.
     */
    private static boolean explains(String key) {
        return !(key.startsWith("mwp-cwp.seconds") || key.startsWith("mwp-cwp.milliseconds")
                || key.startsWith("mwp-cwp.cycles") || key.contains(".pipeline.") || key.contains(".config.")
                || key.contains(".gpu.") || key.contains(".intermediates.") || key.contains(".perWarp.")
                || key.contains(".profilerCounters.") || key.contains("[") && key.startsWith("fermi-l1.sms")
                || key.startsWith("fermi-l1.byInstruction") || key.startsWith("fermi-l1.lines") || key.startsWith("histogram."));
    }

    private static Map<String, Object> mwpCwp(Characterisation c) {
        return c.collectors() == null ? null : c.collectors().get("mwp-cwp");
    }
}
