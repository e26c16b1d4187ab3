package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.api.collector.PortableRun;
import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.fermil1.cache.CacheCounters;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuCatalogue;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.config.GpuPreset;
import dev.aiwc.fermil1.config.GpuSettings;
import dev.aiwc.fermil1.simt.WarpReconstructor;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The {@code mwp-cwp} collector: predicts execution time on a GPU with the MWP/CWP analytical model. */
public final class MwpCwpCollector implements Collector {
    public static final String NAME = "mwp-cwp";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "predicts GPU execution time with the MWP/CWP model (Hong and Kim) from measured warp statistics;"
                + " presets " + String.join(", ", MwpCwpParameters.names());
    }

    /** The model counts issued instructions: it needs the IR a GPU compiler makes, not the characterisation's. */
    @Override
    public Pipeline pipeline() {
        return Pipeline.GPU;
    }

    /**
     * Every parameter it reads: the GPU's time model and, where the GPU has an L1 data cache, its L1 model. Made on
     * first use, as {@code FermiL1Collector}'s are: they read the GPU catalogue.
     */
    private static final class Settings {
        static final List<Setting> ALL = GpuSettings.of(keys());
    }

    private static Set<String> keys() {
        Set<String> keys = new LinkedHashSet<>(MwpCwpParameters.keySet());
        keys.addAll(GpuPreset.keySet());
        return Collections.unmodifiableSet(keys);
    }

    @Override
    public List<Setting> settings() {
        return Settings.ALL;
    }

    /** Resolves both models of the GPU, which checks every value. */
    @Override
    public void validate(Map<String, String> given) {
        models(given);
    }

    /** The time model's parameters and, where the GPU has an L1 data cache, the L1 model's configuration or null. */
    private static Models models(Map<String, String> own) {
        MwpCwpParameters gpu = MwpCwpParameters.resolve(own.get(GpuSettings.GPU),
                GpuSettings.parameters(own, MwpCwpParameters.keySet()));
        GpuConfig l1 = GpuCatalogue.get(gpu.preset()).hasL1()
                ? GpuPreset.resolve(gpu.preset(), GpuSettings.parameters(own, GpuPreset.keySet())) : null;
        return new Models(gpu, l1);
    }

    private record Models(MwpCwpParameters time, GpuConfig l1) {
    }

    @Override
    public List<MetricDescriptor> metrics() {
        return MwpCwpMetrics.descriptors();
    }

    @Override
    public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        Models models = models(options.settingsOf(NAME));
        MwpCwpParameters gpu = models.time();
        long threads = invocation.workItemsPerGroup();
        long local = L1Model.localBytesPerGroup(invocation);
        // One GPU for both models: where the GPU has an L1 data cache, the L1 model of the same catalogue entry says
        // which loads it serves, and those neither wait for memory nor use its bandwidth.
        L1Model l1 = models.l1() == null ? null : new L1Model(kernel, invocation, models.l1(), null);
        return new Run(kernel, gpu, (int) threads, local, l1);
    }

    private static final class Run implements PortableRun<StatisticsPartial> {
        private final KernelDescriptor kernel;
        private final MwpCwpParameters gpu;
        private final int threads;
        private final long localBytes;
        private final TraceStatistics total;
        private final L1Model l1;

        Run(KernelDescriptor kernel, MwpCwpParameters gpu, int threads, long localBytes, L1Model l1) {
            this.kernel = kernel;
            this.gpu = gpu;
            this.threads = threads;
            this.localBytes = localBytes;
            this.total = statistics();
            this.l1 = l1;
        }

        private TraceStatistics statistics() {
            return new TraceStatistics(kernel, gpu.sharedBanks(), gpu.bankWidth(), gpu.sectored(), gpu.l2Size() > 0);
        }

        @Override
        public StatisticsPartial newPartial(long firstGroup, long groupCount) {
            TraceStatistics stats = statistics();
            WarpReconstructor reconstructor = new WarpReconstructor(kernel, threads, gpu.warpSize(), stats);
            return new StatisticsPartial(stats, reconstructor,
                    l1 == null ? null : l1.newPartial(firstGroup, groupCount));
        }

        @Override
        public void merge(StatisticsPartial p) {
            total.add(p.stats);
            if (l1 != null) {
                l1.merge(p.l1);
            }
        }

        @Override
        public void writePartial(StatisticsPartial p, DataOutput out) throws IOException {
            p.stats.write(out);
            if (l1 != null) {
                l1.writePartial(p.l1, out);
            }
        }

        @Override
        public StatisticsPartial readPartial(DataInput in) throws IOException {
            TraceStatistics stats = statistics();
            stats.read(in);
            return new StatisticsPartial(stats, null, l1 == null ? null : l1.readPartial(in));
        }

        @Override
        public CollectorResult finish() {
            CacheCounters c = l1 == null ? new CacheCounters() : l1.finishCounters();
            MwpCwpModel.Prediction p = MwpCwpModel.predict(
                    total.inputs(threads, localBytes, c.loadRequests, c.profilerHits()), gpu);
            return new CollectorResult(Map.of(), p.toMap());
        }
    }

    private record StatisticsPartial(TraceStatistics stats, WarpReconstructor reconstructor, L1Model.GroupPartial l1)
            implements Partial {
        @Override
        public void accept(EventChunk chunk) {
            reconstructor.accept(chunk);
            if (l1 != null) {
                l1.accept(chunk);
            }
        }
    }
}
