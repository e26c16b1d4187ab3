package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricLookup;

import java.util.Map;
import java.util.Optional;

/**
 * One characterisation's values read by their descriptors' keys ({@code fermi-l1.total.loadMisses},
 * {@code mwp-cwp.inputs}), each with the {@link MetricDescriptor} that says what it is. A reader that names a key
 * no collector describes, or takes a number for text, has a bug that a renamed key would otherwise hide behind an
 * empty cell: both are an {@link IllegalStateException} naming the key. A value this file lacks (a collector not
 * run, a characterisation older than the key) is no bug: it is {@link Optional#empty()}.
 */
public final class ResultView {

    /** A value with what it means. */
    public record Reading<T>(MetricDescriptor descriptor, T value) {
    }

    private final Characterisation characterisation;
    private final MetricDescriptors catalogue;

    private ResultView(Characterisation characterisation, MetricDescriptors catalogue) {
        this.characterisation = characterisation;
        this.catalogue = catalogue;
    }

    /** The view of {@code c} through the installed collectors' descriptors. */
    public static ResultView of(Characterisation c) {
        return of(c, MetricCatalogue.installed());
    }

    /** The view of {@code c} through {@code catalogue}. */
    public static ResultView of(Characterisation c, MetricDescriptors catalogue) {
        return new ResultView(c, catalogue);
    }

    /** The descriptor of {@code key} (its own or its nearest enclosing key's); none is a reader's bug. */
    public MetricDescriptor descriptor(String key) {
        return catalogue.find(key).orElseThrow(() -> new IllegalStateException("no collector describes the key '"
                + key + "'; read a key of a collector's metrics() (aiwc metrics lists them)"));
    }

    /** The number at {@code key} as written (a Long stays a Long), or empty when this file has no value there. */
    public Optional<Reading<Number>> number(String key) {
        return read(key, Number.class, "a number");
    }

    /** The text at {@code key}, or empty when this file has no value there. */
    public Optional<Reading<String>> text(String key) {
        return read(key, String.class, "text");
    }

    /** The section (an ordered map) at {@code key}, or empty when this file has none there. */
    @SuppressWarnings("unchecked")
    public Optional<Reading<Map<String, Object>>> section(String key) {
        return read(key, Map.class, "a section").map(r -> new Reading<>(r.descriptor(),
                (Map<String, Object>) r.value()));
    }

    /** The number at {@code key} as a double, or NaN when this file has no value there. */
    public double numberOrNaN(String key) {
        return number(key).map(r -> r.value().doubleValue()).orElse(Double.NaN);
    }

    private <T> Optional<Reading<T>> read(String key, Class<T> type, String what) {
        MetricDescriptor d = descriptor(key);
        Object v = MetricLookup.get(characterisation, key);
        if (v == null) {
            return Optional.empty();
        }
        if (!type.isInstance(v)) {
            throw new IllegalStateException("the value at '" + key + "' is " + v.getClass().getSimpleName()
                    + ", not " + what + " (" + d.description() + ")");
        }
        return Optional.of(new Reading<>(d, type.cast(v)));
    }
}
