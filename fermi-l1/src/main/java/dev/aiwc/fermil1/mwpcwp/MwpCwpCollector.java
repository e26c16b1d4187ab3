package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.simt.WarpReconstructor;

import java.util.Map;

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

    @Override
    public CollectorRun start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        MwpCwpParameters gpu = MwpCwpParameters.resolve(options.gpu(), options.settings());
        long threads = invocation.workItemsPerGroup();
        long local = L1Model.localBytesPerGroup(invocation);
        return new Run(kernel, gpu, (int) threads, local);
    }

    private static final class Run implements CollectorRun {
        private final KernelDescriptor kernel;
        private final MwpCwpParameters gpu;
        private final int threads;
        private final long localBytes;
        private final TraceStatistics total;

        Run(KernelDescriptor kernel, MwpCwpParameters gpu, int threads, long localBytes) {
            this.kernel = kernel;
            this.gpu = gpu;
            this.threads = threads;
            this.localBytes = localBytes;
            this.total = statistics();
        }

        private TraceStatistics statistics() {
            return new TraceStatistics(kernel, gpu.sharedBanks(), gpu.bankWidth(), gpu.sectored());
        }

        @Override
        public Partial newPartial(long firstGroup, long groupCount) {
            TraceStatistics stats = statistics();
            WarpReconstructor reconstructor = new WarpReconstructor(kernel, threads, gpu.warpSize(), stats);
            return new StatisticsPartial(stats, reconstructor);
        }

        @Override
        public void merge(Partial partial) {
            total.add(((StatisticsPartial) partial).stats);
        }

        @Override
        public CollectorResult finish() {
            MwpCwpModel.Prediction p = MwpCwpModel.predict(total.inputs(threads, localBytes), gpu);
            return new CollectorResult(Map.of(), p.toMap());
        }
    }

    private record StatisticsPartial(TraceStatistics stats, WarpReconstructor reconstructor) implements Partial {
        @Override
        public void accept(EventChunk chunk) {
            reconstructor.accept(chunk);
        }
    }
}
