package dev.aiwc.api.collector;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Options of a run, for every collector: the metric profile and each collector's own settings.
 *
 * @param profile  metric definitions: {@code default} or {@code aiwc}
 * @param settings each collector's settings by collector name, then key ({@code --set fermi-l1.ways=8} is
 *                 {@code fermi-l1 -> ways -> 8}); only keys the collector declares in {@link Collector#settings()},
 *                 checked by its {@link Collector#validate} before any kernel runs
 */
public record CollectorOptions(String profile, Map<String, Map<String, String>> settings) {

    public CollectorOptions {
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        settings.forEach((collector, own) -> copy.put(collector, java.util.Collections.unmodifiableMap(
                new LinkedHashMap<>(own))));
        settings = java.util.Collections.unmodifiableMap(copy);
    }

    public static CollectorOptions defaults() {
        return new CollectorOptions("default", Map.of());
    }

    /** The settings given to {@code collector} (by its {@link Collector#name()}), in the order given; empty if none. */
    public Map<String, String> settingsOf(String collector) {
        return settings.getOrDefault(collector, Map.of());
    }

    /** These options with {@code collector}'s {@code key} set to {@code value} (replacing a value it had). */
    public CollectorOptions with(String collector, String key, String value) {
        Map<String, Map<String, String>> m = new LinkedHashMap<>(settings);
        Map<String, String> own = new LinkedHashMap<>(settingsOf(collector));
        own.put(key, value);
        m.put(collector, own);
        return new CollectorOptions(profile, m);
    }
}
