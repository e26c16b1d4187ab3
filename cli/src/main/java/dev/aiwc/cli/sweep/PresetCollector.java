package dev.aiwc.cli.sweep;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.instrumenter.device.LaunchResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GPU model bound to one GPU preset, under the name {@code <collector>@<gpu>}: the simulator keeps collectors apart
 * by name, so one simulation can feed the same model for several GPUs, each run seeing the trace that one run with
 * {@code --gpu <gpu>} would see.
 *
 * @param model      the GPU model
 * @param gpuSetting the model's setting that names the GPU
 * @param gpu        the preset it models
 */
public record PresetCollector(Collector model, String gpuSetting, String gpu) implements Collector {

    /** The name the simulator keys the results of {@code collector} for {@code gpu} by. */
    public static String nameOf(String collector, String gpu) {
        return collector + "@" + gpu;
    }

    @Override
    public String name() {
        return nameOf(model.name(), gpu);
    }

    @Override
    public String description() {
        return model.description() + " (on " + gpu + ")";
    }

    @Override
    public Pipeline pipeline() {
        return model.pipeline();
    }

    @Override
    public List<MetricDescriptor> metrics() {
        return model.metrics();
    }

    @Override
    public List<Setting> settings() {
        return model.settings();
    }

    /** The model's settings of the run, with {@code gpuSetting} (the setting that names the GPU) set to the GPU. */
    @Override
    public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        return model.start(kernel, invocation, options.with(model.name(), gpuSetting, gpu));
    }

    /**
     * The launch as one run with {@code --gpu gpu} would have reported it: the results of the collectors that model
     * no GPU, and those of the models bound to {@code gpu} under their own names, in the collectors' order.
     */
    public static LaunchResult viewFor(LaunchResult r, String gpu) {
        return new LaunchResult(r.kernel(), r.invocation(), r.range(), r.seconds(), r.instructions(), r.descriptor(),
                r.info(), select(r.results(), gpu), select(r.times(), gpu), r.pipelines(),
                select(r.collectorPipelines(), gpu));
    }

    private static <V> Map<String, V> select(Map<String, V> byCollector, String gpu) {
        Map<String, V> out = new LinkedHashMap<>();
        for (Map.Entry<String, V> e : byCollector.entrySet()) {
            int at = e.getKey().lastIndexOf('@');
            if (at < 0) {
                out.put(e.getKey(), e.getValue());
            } else if (e.getKey().substring(at + 1).equals(gpu)) {
                out.put(e.getKey().substring(0, at), e.getValue());
            }
        }
        return out;
    }
}
