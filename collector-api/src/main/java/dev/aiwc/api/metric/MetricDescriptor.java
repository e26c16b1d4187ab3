package dev.aiwc.api.metric;

import java.util.Objects;

/**
 * What one value a collector writes means: the typed description that the reports, the datasets and METRICS.md
 * read, so a collector loaded from anywhere describes its own output.
 *
 * <p>The key is the value's path as the reports flatten a characterisation: {@code category.name} for an entry of
 * the {@code metrics} section ({@code memory.footprint}), {@code collector.path} for the collector's own section
 * ({@code fermi-l1.total.loadHits}). Two wildcards make one descriptor cover a family: {@code []} stands for any
 * index ({@code memory.addressEntropy[]}, {@code fermi-l1.sms[].loadHits}) and a {@code *} segment for any name
 * ({@code compute.opcodeHistogram.*}). A key without a descriptor of its own takes that of the nearest enclosing
 * key ({@code parallelism.itb.min} that of {@code parallelism.itb}).
 *
 * @param key         the key or key pattern
 * @param unit        what the number counts or measures ("instructions", "bits", "s"); "" for text and settings
 *                    without a unit
 * @param direction   which way is better when comparing variants of one computation
 * @param aggregation how values of several invocations combine into one for an application or kernel
 * @param description one line, shown beside the value
 * @param definition  the published definition and the tool's departures from it, or null where there is none
 * @param onlyIn      the configuration the value appears in ("profile aiwc"), or null when it always appears
 */
public record MetricDescriptor(String key, String unit, Direction direction, Aggregation aggregation,
                               String description, Definition definition, String onlyIn) {

    public MetricDescriptor {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(aggregation, "aggregation");
        Objects.requireNonNull(description, "description");
        if (key.isBlank() || description.isBlank()) {
            throw new IllegalArgumentException("a metric descriptor needs a key and a description: '" + key + "'");
        }
    }

    /** A descriptor without a published definition, present in every configuration. */
    public static MetricDescriptor of(String key, String unit, Direction direction, Aggregation aggregation,
                                      String description) {
        return new MetricDescriptor(key, unit, direction, aggregation, description, null, null);
    }

    /** This descriptor with its published definition. */
    public MetricDescriptor defined(String published, String computes, String departs) {
        return defined(new Definition(published, computes, departs));
    }

    /** This descriptor with a definition it shares with others (the three statistics of one series). */
    public MetricDescriptor defined(Definition shared) {
        return new MetricDescriptor(key, unit, direction, aggregation, description, shared, onlyIn);
    }

    /** This descriptor, present only in {@code configuration}. */
    public MetricDescriptor onlyIn(String configuration) {
        return new MetricDescriptor(key, unit, direction, aggregation, description, definition, configuration);
    }

    /** Which way is better when two variants of one computation are compared. */
    public enum Direction {
        HIGHER_IS_BETTER("higher is better"),
        LOWER_IS_BETTER("lower is better"),
        NEITHER("neither");

        private final String words;

        Direction(String words) {
            this.words = words;
        }

        /** As written in the reports and METRICS.md. */
        public String words() {
            return words;
        }
    }

    /** How the values of several invocations combine into one. */
    public enum Aggregation {
        /** Counts and times: the application did all of it. */
        SUM,
        /** Ratios, rates and entropies: a typical invocation. */
        MEAN,
        /** Maxima: the worst invocation. */
        MAX,
        /** Minima: the best invocation. */
        MIN,
        /** Text and settings: not combined. */
        NONE
    }

    /**
     * The metric as its source publishes it and as the tool computes it.
     *
     * @param published the source's definition, paraphrased, with its source tag ("[AIWC]"); "—" when unpublished
     * @param computes  exactly what the tool computes
     * @param departs   where and why the tool departs from the published definition; "—" when it does not
     */
    public record Definition(String published, String computes, String departs) {
        public Definition {
            Objects.requireNonNull(published, "published");
            Objects.requireNonNull(computes, "computes");
            Objects.requireNonNull(departs, "departs");
        }
    }
}
