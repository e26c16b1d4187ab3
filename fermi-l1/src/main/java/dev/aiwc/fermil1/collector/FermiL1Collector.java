package dev.aiwc.fermil1.collector;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.PortableRun;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.fermil1.config.GpuCatalogue;
import dev.aiwc.fermil1.config.GpuPreset;
import dev.aiwc.fermil1.config.GpuSettings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /**
     * The GPU ({@value GpuSettings#GPU}) and the parameters of its L1 model, made on first use: they read the GPU
     * catalogue, which a command that neither runs nor configures this collector does not need (every command finds
     * every collector at its start).
     */
    private static final class Settings {
        static final List<Setting> ALL = GpuSettings.of(GpuPreset.keySet());
    }

    @Override
    public List<Setting> settings() {
        return Settings.ALL;
    }

    /** Resolves the GPU's L1 configuration, which checks every value; a GPU without an L1 takes no parameters. */
    @Override
    public void validate(Map<String, String> given) {
        GpuCatalogue.Gpu gpu = GpuCatalogue.get(given.get(GpuSettings.GPU));
        if (gpu.hasL1()) {
            GpuPreset.resolve(gpu.name(), GpuSettings.parameters(given, GpuPreset.keySet()));
        }
    }

    @Override
    public List<MetricDescriptor> metrics() {
        return FermiL1Metrics.descriptors();
    }

    @Override
    public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        Map<String, String> own = options.settingsOf(NAME);
        GpuCatalogue.Gpu gpu = GpuCatalogue.get(own.get(GpuSettings.GPU));
        if (!gpu.hasL1()) {
            return new NoL1(gpu);
        }
        return new L1Model(kernel, invocation, GpuPreset.resolve(gpu.name(),
                GpuSettings.parameters(own, GpuPreset.keySet())), null);
    }

    /**
     * A GPU without an L1 data cache (GT200): {@code --gpu} configures every GPU model at once, so the run goes on
     * with the time model, and this section says that there is no L1 to simulate rather than failing the run.
     */
    private record NoL1(GpuCatalogue.Gpu gpu) implements PortableRun<Partial> {
        @Override
        public Partial newPartial(long firstGroup, long groupCount) {
            return chunk -> {
            };
        }

        /** Nothing to write: without an L1 there is nothing to count. */
        @Override
        public void writePartial(Partial partial, java.io.DataOutput out) {
        }

        @Override
        public Partial readPartial(java.io.DataInput in) {
            return newPartial(0, 0);
        }

        @Override
        public void merge(Partial partial) {
        }

        @Override
        public CollectorResult finish() {
            Map<String, Object> section = new LinkedHashMap<>();
            section.put("preset", gpu.name());
            section.put("l1", "none");
            section.put("note", "the " + gpu.name() + " has no L1 data cache (" + gpu.summary() + "): every global"
                    + " load goes to memory; its time model is mwp-cwp. GPUs with an L1: "
                    + String.join(", ", GpuPreset.names()));
            return new CollectorResult(Map.of(), section);
        }
    }
}
