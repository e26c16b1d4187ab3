package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;

import java.util.List;
import java.util.Map;

/** Finds one value of a characterisation by flattened key ({@code memory.localAddressEntropy[2]}, {@code fermi-l1.total.missRate}). */
public final class MetricLookup {

    private MetricLookup() {
    }

    /** The value at {@code key} (metrics first, then collectors), or null when absent. */
    public static Object get(Characterisation c, String key) {
        int dot = key.indexOf('.');
        if (dot < 0) {
            return null;
        }
        String head = key.substring(0, dot);
        Map<String, Object> section = null;
        if (c.metrics() != null) {
            section = c.metrics().get(head);
        }
        if (section == null && c.collectors() != null) {
            section = c.collectors().get(head);
        }
        if (section == null) {
            return null;
        }
        return walk(section, key.substring(dot + 1));
    }

    /** The number at {@code key}, or NaN when absent or not a number. */
    public static double number(Characterisation c, String key) {
        Object v = get(c, key);
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        return Double.NaN;
    }

    /** A numeric array at {@code key} as doubles, or null when absent. */
    public static double[] numbers(Characterisation c, String key) {
        Object v = get(c, key);
        if (v instanceof double[] a) {
            return a.clone();
        }
        if (v instanceof long[] a) {
            double[] d = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                d[i] = a[i];
            }
            return d;
        }
        if (v instanceof int[] a) {
            double[] d = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                d[i] = a[i];
            }
            return d;
        }
        if (v instanceof List<?> l) {
            double[] d = new double[l.size()];
            for (int i = 0; i < d.length; i++) {
                d[i] = l.get(i) instanceof Number n ? n.doubleValue() : Double.NaN;
            }
            return d;
        }
        return null;
    }

    /** Walks {@code a.b[2].c} from {@code root}; null when any step is missing. */
    public static Object walk(Object root, String path) {
        Object cur = root;
        int i = 0;
        while (i < path.length() && cur != null) {
            char ch = path.charAt(i);
            if (ch == '.') {
                i++;
                continue;
            }
            if (ch == '[') {
                int end = path.indexOf(']', i);
                if (end < 0) {
                    return null;
                }
                int index;
                try {
                    index = Integer.parseInt(path.substring(i + 1, end));
                } catch (NumberFormatException e) {
                    return null;
                }
                cur = element(cur, index);
                i = end + 1;
                continue;
            }
            int end = i;
            while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
                end++;
            }
            cur = cur instanceof Map<?, ?> m ? m.get(path.substring(i, end)) : null;
            i = end;
        }
        return cur;
    }

    private static Object element(Object array, int i) {
        if (array instanceof long[] a) {
            return i < a.length ? a[i] : null;
        }
        if (array instanceof double[] a) {
            return i < a.length ? a[i] : null;
        }
        if (array instanceof int[] a) {
            return i < a.length ? (long) a[i] : null;
        }
        if (array instanceof List<?> l) {
            return i < l.size() ? l.get(i) : null;
        }
        return null;
    }
}
