package dev.aiwc.api.collector;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/** The collectors available on the class path, discovered with {@link ServiceLoader}. */
public final class Collectors {
    private Collectors() {
    }

    /** All discovered collectors by name, in name order. */
    public static Map<String, Collector> available() {
        Map<String, Collector> found = new java.util.TreeMap<>();
        for (Collector c : ServiceLoader.load(Collector.class)) {
            found.put(c.name(), c);
        }
        return found;
    }

    /** Resolves a comma list such as {@code aiwc,fermi-l1}; unknown names are an {@link IllegalArgumentException}. */
    public static List<Collector> select(String commaList) {
        Map<String, Collector> all = available();
        Map<String, Collector> chosen = new LinkedHashMap<>();
        for (String raw : commaList.split(",")) {
            String name = raw.trim();
            if (name.isEmpty()) {
                continue;
            }
            Collector c = all.get(name);
            if (c == null) {
                throw new IllegalArgumentException("unknown collector '" + name + "'; available: "
                        + String.join(", ", all.keySet()));
            }
            chosen.put(name, c);
        }
        return new ArrayList<>(chosen.values());
    }
}
