package dev.aiwc.cli.sweep;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.result.CollectorTime;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** One simulation's results, seen as the run for one GPU would have reported them. */
class PresetCollectorTest {

    @Test
    void theViewForAGpuKeepsTheGpuFreeCollectorsAndThatGpusModelsUnderTheirOwnNames() {
        CollectorResult aiwc = new CollectorResult(Map.of(), Map.of("a", 1));
        CollectorResult h100 = new CollectorResult(Map.of(), Map.of("seconds", 1e-6));
        CollectorResult v100 = new CollectorResult(Map.of(), Map.of("seconds", 2e-6));
        Map<String, CollectorResult> results = new LinkedHashMap<>();
        results.put("aiwc", aiwc);
        results.put("mwp-cwp@h100", h100);
        results.put("mwp-cwp@v100", v100);
        Map<String, CollectorTime> times = new LinkedHashMap<>();
        Map<String, Pipeline> pipelines = new LinkedHashMap<>();
        for (String k : results.keySet()) {
            times.put(k, new CollectorTime(0, 0));
            pipelines.put(k, k.startsWith("mwp") ? Pipeline.GPU : Pipeline.CHARACTERISATION);
        }
        LaunchResult r = new LaunchResult("mm", 0, NDRange.of(new long[]{64}, new long[]{8}), 1, 10, null, null,
                results, times, Map.of(), pipelines);
        LaunchResult v = PresetCollector.viewFor(r, "v100");
        assertEquals(List.of("aiwc", "mwp-cwp"), List.copyOf(v.results().keySet()));
        assertSame(aiwc, v.results().get("aiwc"));
        assertSame(v100, v.results().get("mwp-cwp"));
        assertEquals(List.of("aiwc", "mwp-cwp"), List.copyOf(v.times().keySet()));
        assertEquals(Pipeline.GPU, v.collectorPipelines().get("mwp-cwp"));
        assertSame(h100, PresetCollector.viewFor(r, "h100").results().get("mwp-cwp"));
    }

    @Test
    void aBoundModelIsNamedForItsGpuAndGivesTheModelItsPreset() {
        dev.aiwc.api.collector.Collector model = new dev.aiwc.fermil1.mwpcwp.MwpCwpCollector();
        PresetCollector bound = new PresetCollector(model, "gpu", "v100");
        assertEquals("mwp-cwp@v100", bound.name());
        assertEquals(Pipeline.GPU, bound.pipeline());
        assertEquals(model.metrics(), bound.metrics());
        assertEquals(model.settings(), bound.settings());
        // the model reads its own settings under its own name: the GPU replaced, the others kept
        CollectorOptions[] seen = new CollectorOptions[1];
        Collector recording = new Collector() {
            @Override
            public String name() {
                return "model";
            }

            @Override
            public String description() {
                return "records its options";
            }

            @Override
            public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions o) {
                seen[0] = o;
                return null;
            }
        };
        CollectorOptions run = CollectorOptions.defaults().with("model", "gpu", "h100").with("model", "ways", "8");
        new PresetCollector(recording, "gpu", "v100").start(null, null, run);
        assertEquals(Map.of("gpu", "v100", "ways", "8"), seen[0].settingsOf("model"));
    }
}
