package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.device.LaunchResult;

import java.util.LinkedHashMap;
import java.util.Map;

/** Combines what every collector produced for one launch into the characterisation of interfaces.md. */
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
                sections.put(e.getKey(), cr.section());
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
        Characterisation.RunInfo run = new Characterisation.RunInfo(threads, r.seconds(), ips, peakHeap(),
                TOOL_VERSION, r.times());
        return new Characterisation(application, size, kernel, r.invocation(), profile, global.clone(),
                local.clone(), groups, metrics, sections, run);
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
