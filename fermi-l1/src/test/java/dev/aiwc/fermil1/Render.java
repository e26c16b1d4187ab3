package dev.aiwc.fermil1;

import java.util.List;
import java.util.Map;

/** Renders a result section deterministically (arrays by content) so two runs can be compared. */
public final class Render {
    private Render() {
    }

    public static String of(Object o) {
        StringBuilder s = new StringBuilder();
        render(o, s);
        return s.toString();
    }

    private static void render(Object o, StringBuilder s) {
        if (o instanceof Map<?, ?> m) {
            s.append('{');
            m.forEach((k, v) -> {
                s.append(k).append('=');
                render(v, s);
                s.append(',');
            });
            s.append('}');
        } else if (o instanceof List<?> l) {
            s.append('[');
            l.forEach(v -> {
                render(v, s);
                s.append(',');
            });
            s.append(']');
        } else if (o instanceof long[] a) {
            s.append(java.util.Arrays.toString(a));
        } else if (o instanceof double[] a) {
            s.append(java.util.Arrays.toString(a));
        } else {
            s.append(o);
        }
    }
}
