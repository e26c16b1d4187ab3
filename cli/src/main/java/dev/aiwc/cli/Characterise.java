package dev.aiwc.cli;

import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.PipelineRun;

import java.util.LinkedHashMap;
import java.util.Map;

/** Combines what every collector produced for one launch into its characterisation (README.md, "What it produces"). */
public final class Characterise {
    public static final String TOOL_VERSION = "aiwc 0.1.0";
    private static final String[] CATEGORIES = {"compute", "parallelism", "memory", "control"};

    private Characterise() {
    }

    public static Characterisation of(LaunchResult r, String application, String size, String profile, int threads) {
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        for (String c : CATEGORIES) {
            metrics.put(c, new LinkedHashMap<>());
        }
        Map<String, Map<String, Object>> sections = new LinkedHashMap<>();
        for (Map.Entry<String, CollectorResult> e : r.results().entrySet()) {
            CollectorResult cr = e.getValue();
            if (cr.metrics() != null) {
                for (Map.Entry<String, Map<String, Object>> cat : cr.metrics().entrySet()) {
                    metrics.computeIfAbsent(cat.getKey(), k -> new LinkedHashMap<>()).putAll(cat.getValue());
                }
            }
            if (cr.section() != null) {
                sections.put(e.getKey(), withPipeline(cr.section(), r, e.getKey()));
            }
        }
        metrics.values().removeIf(Map::isEmpty);
        long[] global = r.range().global();
        long[] local = r.range().local();
        long[] groups = {global[0] / local[0], global[1] / local[1], global[2] / local[2]};
        var info = r.info();
        Characterisation.KernelRef kernel = new Characterisation.KernelRef(r.kernel(),
                r.descriptor() == null ? null : r.descriptor().sourcePath(), info == null ? "" : info.buildOptions(),
                info == null ? "" : info.compiler());
        double ips = r.seconds() > 0 ? r.instructions() / r.seconds() : 0;
        Map<String, Long> instructions = new LinkedHashMap<>();
        r.pipelines().forEach((p, pass) -> instructions.put(p.label(), pass.instructions()));
        Characterisation.RunInfo run = new Characterisation.RunInfo(threads, r.seconds(), ips, peakHeap(),
                TOOL_VERSION, r.times(), instructions);
        return new Characterisation(application, size, kernel, r.invocation(), profile, global.clone(),
                local.clone(), groups, metrics, sections, run);
    }

    /**
     * A collector's section with, first, the compile pipeline whose trace it counted: its name, the exact clang and
     * opt recipe, and the instructions simulated under it.
     */
    private static Map<String, Object> withPipeline(Map<String, Object> section, LaunchResult r, String collector) {
        Pipeline p = r.collectorPipelines().get(collector);
        PipelineRun pass = p == null ? null : r.pipelines().get(p);
        if (pass == null) {
            return section;
        }
        Map<String, Object> pipeline = new LinkedHashMap<>();
        pipeline.put("name", p.label());
        pipeline.put("recipe", pass.recipe());
        pipeline.put("instructions", pass.instructions());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("pipeline", pipeline);
        out.putAll(section);
        return out;
    }

    /** Peak heap use so far (sum of the heap pools' peaks). */
    static long peakHeap() {
        long peak = 0;
        for (var pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }
}
