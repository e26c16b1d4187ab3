package dev.aiwc.reports.characterise;

import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.PipelineRun;
import dev.aiwc.instrumenter.frontend.Digests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Combines what every collector produced for one launch into its characterisation (README.md, "What it produces"):
 * what {@code aiwc run}, {@code suite} and {@code sweep} write, callable by any program that holds a
 * {@link LaunchResult}.
 */
public final class Characterise {
    public static final String TOOL_VERSION = "aiwc 0.1.0";
    /** The key under which a characterisation records the GPU its GPU models simulate ({@link Setup#gpu}). */
    public static final String GPU = "gpu";
    private static final String[] CATEGORIES = {"compute", "parallelism", "memory", "control"};

    private Characterise() {
    }

    /**
     * How a launch was characterised, beyond what the launch itself says.
     *
     * @param label       the run's label ({@code --label}, the spec's name, {@code application/size} in the suite)
     * @param application suite application, or null
     * @param size        suite size preset, or null
     * @param profile     {@code default} or {@code aiwc}
     * @param opt         the characterisation recipe ({@code --opt})
     * @param gpu         the GPU the GPU models simulate, as the datasets' {@code gpu} column names it: the preset
     *                    and its overrides ({@code h100 ways=8 mwp-cwp.baseLatency=700})
     * @param threads     worker threads the launch ran on
     */
    public record Setup(String label, String application, String size, String profile, String opt, String gpu,
                        int threads) {
    }

    public static Characterisation of(LaunchResult r, Setup setup) {
        String application = setup.application();
        String size = setup.size();
        String profile = setup.profile();
        int threads = setup.threads();
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
        String source = r.descriptor() == null ? null : r.descriptor().sourcePath();
        Characterisation.KernelRef kernel = new Characterisation.KernelRef(r.kernel(), source,
                info == null ? "" : info.buildOptions(), info == null ? "" : info.compiler(), sourceSha256(source));
        double ips = r.seconds() > 0 ? r.instructions() / r.seconds() : 0;
        Map<String, Long> instructions = new LinkedHashMap<>();
        r.pipelines().forEach((p, pass) -> instructions.put(p.label(), pass.instructions()));
        Characterisation.RunInfo run = new Characterisation.RunInfo(threads, r.seconds(), ips, peakHeap(),
                TOOL_VERSION, r.times(), instructions);
        return new Characterisation(application, size, kernel, r.invocation(), profile, global.clone(),
                local.clone(), groups, metrics, sections, run, setup.label(),
                setup.gpu() == null ? Map.of() : Map.of(GPU, setup.gpu()), setup.opt());
    }

    /**
     * SHA-256 (hex) of the source file's text, which tells apart edits of a kernel that keep its path; null when
     * the path names no readable file. Headers it includes are not part of it.
     */
    public static String sourceSha256(String source) {
        if (source == null) {
            return null;
        }
        try {
            Path file = Path.of(source);
            if (!Files.isRegularFile(file)) {
                return null;
            }
            return HexFormat.of().formatHex(Digests.sha().digest(Files.readAllBytes(file)));
        } catch (IOException | InvalidPathException e) {
            return null; // an identity cell left empty, not a failed run
        }
    }

    /** A run's label when {@code --label} is not given: the spec's file name without its extension. */
    public static String defaultLabel(Path spec) {
        String name = spec.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
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

    /**
     * The JVM's heap pools, which it fixes at start: looking them up builds the platform's beans anew, a cost every
     * one of thousands of small launches paid.
     */
    private static final class HeapPools {
        static final List<java.lang.management.MemoryPoolMXBean> ALL = java.lang.management.ManagementFactory
                .getMemoryPoolMXBeans().stream().filter(p -> p.getType() == java.lang.management.MemoryType.HEAP)
                .toList();
    }

    /** Peak heap use so far (sum of the heap pools' peaks). */
    private static long peakHeap() {
        long peak = 0;
        for (var pool : HeapPools.ALL) {
            java.lang.management.MemoryUsage usage = pool.getPeakUsage();
            if (usage != null) {
                peak += usage.getUsed();
            }
        }
        return peak;
    }
}
