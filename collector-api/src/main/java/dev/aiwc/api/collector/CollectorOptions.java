package dev.aiwc.api.collector;

import java.util.Map;

/**
 * Options shared by all collectors of a run.
 *
 * @param profile  metric definitions: {@code default} or {@code aiwc}
 * @param gpu      GPU preset name for architecture models (may be null for the collector's default)
 * @param settings {@code --gpu-set KEY=VALUE} overrides and other collector-specific settings
 */
public record CollectorOptions(String profile, String gpu, Map<String, String> settings) {

    public static CollectorOptions defaults() {
        return new CollectorOptions("default", null, Map.of());
    }
}
