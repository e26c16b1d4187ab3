package dev.aiwc.api.collector;

import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;

import java.util.List;

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
     * Whether this collector models a GPU, so that its results depend on the GPU preset ({@link CollectorOptions#gpu})
     * and not on the trace alone: {@code aiwc sweep} feeds one simulation's trace to one run of it per preset.
     */
    default boolean modelsGpu() {
        return false;
    }

    /** Starts collecting one kernel invocation. */
    CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options);
}
