package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;

import java.util.List;
import java.util.Map;

/**
 * One configuration of a sweep on one GPU: what was varied, and the characterisation of each kernel invocation of the
 * spec, or why the configuration failed.
 *
 * @param configuration the configuration for people ({@code 16x16 TILE=16}), the same on every GPU
 * @param parameters    the varied values by column name ({@code local.x}, {@code define.TILE}), in column order
 * @param gpu           the GPU preset the time model ran for
 * @param invocations   the spec's invocations in order; empty when the configuration failed
 * @param files         the characterisation file of each invocation, relative to the page (for links); may be empty
 * @param failure       the simulator's message when the configuration failed, else null
 */
public record SweepPoint(String configuration, Map<String, String> parameters, String gpu,
                         List<Characterisation> invocations, List<String> files, String failure) {

    public SweepPoint {
        parameters = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
        invocations = List.copyOf(invocations);
        files = List.copyOf(files);
    }

    public boolean failed() {
        return failure != null;
    }

    /**
     * The predicted time of the configuration: the sum of the MWP/CWP predicted times of its invocations, which run
     * one after another; NaN when it failed or an invocation has no prediction.
     */
    public double seconds() {
        if (failed() || invocations.isEmpty()) {
            return Double.NaN;
        }
        double sum = 0;
        for (Characterisation c : invocations) {
            sum += seconds(c);
        }
        return sum;
    }

    /** The invocation with the longest predicted time (the one that decides the bound), or -1. */
    public int longest() {
        int at = -1;
        for (int i = 0; i < invocations.size(); i++) {
            if (at < 0 || seconds(invocations.get(i)) > seconds(invocations.get(at))) {
                at = i;
            }
        }
        return at;
    }

    /** The bound (memory or compute) of the longest invocation, "" without a prediction. */
    public String bound() {
        int at = longest();
        Map<String, Object> m = at < 0 ? null : mwpCwp(invocations.get(at));
        return m != null && m.get("bound") instanceof String s ? s : "";
    }

    /** The IR instructions of all invocations (characterisation pipeline), -1 when absent. */
    public long instructions() {
        long sum = 0;
        for (Characterisation c : invocations) {
            Object total = c.metrics() == null || c.metrics().get("compute") == null ? null
                    : c.metrics().get("compute").get("totalInstructions");
            if (!(total instanceof Number n)) {
                return -1;
            }
            sum += n.longValue();
        }
        return invocations.isEmpty() ? -1 : sum;
    }

    /** The MWP/CWP predicted time of one invocation, NaN without it. */
    public static double seconds(Characterisation c) {
        Map<String, Object> m = mwpCwp(c);
        return m != null && m.get("seconds") instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static Map<String, Object> mwpCwp(Characterisation c) {
        return c.collectors() == null ? null : c.collectors().get("mwp-cwp");
    }
}
