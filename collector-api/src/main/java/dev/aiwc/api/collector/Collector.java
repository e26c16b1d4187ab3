package dev.aiwc.api.collector;

import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;

import java.util.List;
import java.util.Map;

/**
 * A pluggable consumer of the instrumented trace, found with {@link java.util.ServiceLoader} and chosen by
 * {@link #name()} on the command line ({@code --collectors aiwc,fermi-l1}).
 *
 * <p>Implementations are stateless factories; all per-invocation state lives in the {@link CollectorRun}.
 */
public interface Collector {

    /** Short name used on the command line and as the key under {@code collectors} in the JSON. */
    String name();

    /** One line for {@code aiwc collectors}. */
    String description();

    /**
     * The compile pipeline whose trace this collector consumes. Metrics defined on the characterisation IR keep the
     * default; a model of a GPU's instruction issue asks for {@link Pipeline#GPU}.
     */
    default Pipeline pipeline() {
        return Pipeline.CHARACTERISATION;
    }

    /**
     * What every value this collector writes means: the entries it adds to the {@code metrics} section and the
     * keys of its own section, prefixed with {@link #name()}. The reports, datasets and METRICS.md read these.
     */
    default List<MetricDescriptor> metrics() {
        return List.of();
    }

    /**
     * The settings this collector accepts ({@code --set NAME.KEY=VALUE}), in the order {@code aiwc collectors NAME}
     * lists them. A key not declared here never reaches the collector: the front end refuses it.
     */
    default List<Setting> settings() {
        return List.of();
    }

    /**
     * Checks the settings given to this collector before any kernel runs, so that a bad value stops the command
     * at once rather than a launch later. {@code given} holds declared keys only. The default checks the values of
     * settings with {@link Setting#allowed} values; a collector whose values need more (numbers, values that
     * depend on one another) checks them here too.
     *
     * @throws IllegalArgumentException naming the key, the value and what is accepted
     */
    default void validate(Map<String, String> given) {
        Setting.checkAllowed(name(), settings(), given);
    }

    /** Starts collecting one kernel invocation; its own settings are {@code options.settingsOf(name())}. */
    CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options);
}
