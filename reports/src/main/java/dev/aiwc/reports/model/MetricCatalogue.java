package dev.aiwc.reports.model;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptors;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The meaning, unit and direction of every key of a characterisation, as the installed collectors describe their
 * output ({@link Collector#metrics()}), plus the {@code pipeline} entry the engine writes into each collector's
 * section. The reports, the datasets and METRICS.md all read this one catalogue.
 */
public final class MetricCatalogue {

    /** Metric categories in report order. */
    public static final List<String> CATEGORIES = List.of("compute", "parallelism", "memory", "control");

    /** The descriptors of {@link #describedFor}, the collector map they were made from (it changes with plugins). */
    private static volatile MetricDescriptors described;
    private static volatile java.util.Map<String, Collector> describedFor;

    private MetricCatalogue() {
    }

    /** The descriptors of {@code collectors}, each followed by that of its pipeline entry. */
    public static List<MetricDescriptor> describe(Iterable<Collector> collectors) {
        List<MetricDescriptor> all = new ArrayList<>();
        for (Collector c : collectors) {
            all.addAll(c.metrics());
            all.addAll(Pipeline.descriptors(c.name()));
        }
        return all;
    }

    /** Every descriptor of the installed collectors. */
    public static MetricDescriptors installed() {
        java.util.Map<String, Collector> now = Collectors.available();
        MetricDescriptors d = described;
        if (d == null || describedFor != now) {
            synchronized (MetricCatalogue.class) {
                if (described == null || describedFor != now) {
                    described = new MetricDescriptors(describe(now.values()));
                    describedFor = now;
                }
                d = described;
            }
        }
        return d;
    }

    /** The descriptor of a flattened key ({@code memory.addressEntropy[3]}, {@code fermi-l1.sms[2].loadHits}). */
    public static Optional<MetricDescriptor> descriptor(String key) {
        return installed().find(key);
    }

    /** The one-line meaning of a flattened key, or an empty string when no installed collector describes it. */
    public static String meaning(String key) {
        return descriptor(key).map(MetricDescriptor::description).orElse("");
    }

    /** The unit of a flattened key, or an empty string (text, settings, unknown keys). */
    public static String unit(String key) {
        return descriptor(key).map(MetricDescriptor::unit).orElse("");
    }

    /** Which way is better for a flattened key; {@code NEITHER} for unknown keys. */
    public static MetricDescriptor.Direction direction(String key) {
        return descriptor(key).map(MetricDescriptor::direction).orElse(MetricDescriptor.Direction.NEITHER);
    }
}
