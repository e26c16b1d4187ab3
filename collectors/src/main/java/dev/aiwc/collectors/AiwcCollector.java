package dev.aiwc.collectors;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;

import java.util.List;

/**
 * The AIWC metric set (compute, parallelism, memory, control) under the profile chosen with {@code --profile};
 * selected with {@code --collectors aiwc}.
 */
public final class AiwcCollector implements Collector {
    public static final String NAME = "aiwc";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "architecture-independent workload characterisation: instruction mix, parallelism, memory entropy, "
                + "parallel spatial locality, branch entropy";
    }

    @Override
    public List<MetricDescriptor> metrics() {
        return AiwcMetrics.descriptors();
    }

    @Override
    public CollectorRun start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        Profile profile = Profile.parse(options == null ? null : options.profile());
        return new AiwcRun(kernel, invocation, profile);
    }
}
