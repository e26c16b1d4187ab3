package dev.aiwc.fermil1.collector;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.config.GpuPreset;

/** The {@code fermi-l1} collector: NVIDIA warp schedule and per-SM L1 data-cache model. */
public final class FermiL1Collector implements Collector {
    public static final String NAME = "fermi-l1";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "reconstructs SIMT warps, coalescing, SM dispatch and warp scheduling, and simulates each SM's L1 data"
                + " cache with miss classification (GPU presets: " + String.join(", ", GpuPreset.names()) + ")";
    }

    @Override
    public CollectorRun start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        return new L1Model(kernel, invocation, GpuPreset.resolve(options.gpu(), options.settings()), null);
    }
}
