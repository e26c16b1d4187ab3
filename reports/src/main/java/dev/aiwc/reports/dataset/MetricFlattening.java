package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Flattens the nested {@code metrics} and {@code collectors} sections into scalar leaves, in the order the JSON
 * writer puts them, so CSV columns and comparison rows follow the characterisation's own order.
 */
public final class MetricFlattening {

    private MetricFlattening() {
    }

    /** Leaves of {@code metrics} (keys start with the category) then of {@code collectors} (keys start with the collector). */
    public static List<MetricLeaf> leaves(Characterisation c) {
        List<MetricLeaf> out = new ArrayList<>();
        if (c.metrics() != null) {
            for (Map.Entry<String, Map<String, Object>> e : c.metrics().entrySet()) {
                flatten(e.getKey(), e.getValue(), out);
            }
        }
        if (c.collectors() != null) {
            for (Map.Entry<String, Map<String, Object>> e : c.collectors().entrySet()) {
                flatten(e.getKey(), e.getValue(), out);
            }
        }
        return out;
    }

    /** Leaves of {@code metrics} only. */
    public static List<MetricLeaf> metricLeaves(Characterisation c) {
        List<MetricLeaf> out = new ArrayList<>();
        if (c.metrics() != null) {
            for (Map.Entry<String, Map<String, Object>> e : c.metrics().entrySet()) {
                flatten(e.getKey(), e.getValue(), out);
            }
        }
        return out;
    }

    /** Appends the leaves of {@code value} under {@code key} to {@code out}. */
    public static void flatten(String key, Object value, List<MetricLeaf> out) {
        if (value instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : CharacterisationJson.orderedEntries(m)) {
                flatten(key + "." + e.getKey(), e.getValue(), out);
            }
        } else if (value instanceof long[] a) {
            for (int i = 0; i < a.length; i++) {
                out.add(new MetricLeaf(key + "[" + i + "]", a[i]));
            }
        } else if (value instanceof int[] a) {
            for (int i = 0; i < a.length; i++) {
                out.add(new MetricLeaf(key + "[" + i + "]", (long) a[i]));
            }
        } else if (value instanceof double[] a) {
            for (int i = 0; i < a.length; i++) {
                out.add(new MetricLeaf(key + "[" + i + "]", a[i]));
            }
        } else if (value instanceof Collection<?> c) {
            int i = 0;
            for (Object e : c) {
                flatten(key + "[" + i++ + "]", e, out);
            }
        } else if (value instanceof Double || value instanceof Float) {
            out.add(new MetricLeaf(key, ((Number) value).doubleValue()));
        } else if (value instanceof Number n && !(value instanceof java.math.BigDecimal)) {
            out.add(new MetricLeaf(key, n.longValue()));
        } else if (value instanceof java.math.BigDecimal bd) {
            out.add(new MetricLeaf(key, bd.doubleValue()));
        } else {
            out.add(new MetricLeaf(key, value));
        }
    }
}
