package dev.aiwc.api.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The combined characterisation of one kernel invocation, as written to {@code <kernel>-<n>.json}
 * (schema {@code aiwc-characterisation/1}, see the README).
 *
 * @param application optional label of the application (suite runs), or null
 * @param size        optional size preset label (suite runs), or null
 * @param kernel      kernel identity
 * @param invocation  n, counting invocations of this kernel from 0
 * @param profile     {@code default} or {@code aiwc}
 * @param global      global size [x,y,z]
 * @param local       local size [x,y,z]
 * @param groups      work-groups [x,y,z]
 * @param metrics     category to ordered metric map (compute, parallelism, memory, control)
 * @param collectors  collector name to its own section (fermi-l1, mwp-cwp, ...)
 * @param run         how the run went (not part of the deterministic content)
 * @param label       what the user called this run ({@code --label}, else the spec's file name without extension;
 *                    the suite's is {@code application/size}), or null in files written before labels
 * @param simulated   what the run's models simulated, each under the top-level key of the JSON that records it, in
 *                    order (the tool records {@code gpu}, the GPU its GPU models simulate); empty in files written
 *                    before it was recorded. Named, not typed, because it is the models' own: the result knows
 *                    no model
 * @param opt         the characterisation compile recipe ({@code --opt}: O0, O2, Oz, GPU), or null in older files
 */
public record Characterisation(String application, String size, KernelRef kernel, int invocation, String profile,
                               long[] global, long[] local, long[] groups,
                               Map<String, Map<String, Object>> metrics, Map<String, Map<String, Object>> collectors,
                               RunInfo run, String label, Map<String, String> simulated, String opt) {

    /** New fields are optional: a file without them is still this schema and reads with them null. */
    public static final String SCHEMA = "aiwc-characterisation/1";

    public Characterisation {
        simulated = simulated == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(simulated));
    }

    /** A characterisation without label, simulated models and recipe (hand-built results, files from before them). */
    public Characterisation(String application, String size, KernelRef kernel, int invocation, String profile,
                            long[] global, long[] local, long[] groups,
                            Map<String, Map<String, Object>> metrics, Map<String, Map<String, Object>> collectors,
                            RunInfo run) {
        this(application, size, kernel, invocation, profile, global, local, groups, metrics, collectors, run, null,
                null, null);
    }

    /** This characterisation under another label. */
    public Characterisation withLabel(String newLabel) {
        return new Characterisation(application, size, kernel, invocation, profile, global, local, groups, metrics,
                collectors, run, newLabel, simulated, opt);
    }

    /**
     * @param compiler     the compile pipeline description (clang version, optimisation recipe)
     * @param sourceSha256 SHA-256 (hex) of the source text the run compiled, or null (unknown, older files)
     */
    public record KernelRef(String name, String source, String buildOptions, String compiler, String sourceSha256) {

        /** A kernel reference without the source's digest. */
        public KernelRef(String name, String source, String buildOptions, String compiler) {
            this(name, source, buildOptions, compiler, null);
        }
    }

    /**
     * @param collectorSeconds collector name to where its time went (may be empty, never null)
     * @param instructions     compile pipeline ({@code characterisation}, {@code gpu}) to the IR instructions the
     *                         launch ran under it, in pass order (may be empty, never null)
     */
    public record RunInfo(int threads, double wallSeconds, double instructionsPerSecond, long peakHeapBytes,
                          String toolVersion, Map<String, CollectorTime> collectorSeconds,
                          Map<String, Long> instructions) {

        /** Run information without instruction counts (a file from before they were written). */
        public RunInfo(int threads, double wallSeconds, double instructionsPerSecond, long peakHeapBytes,
                       String toolVersion, Map<String, CollectorTime> collectorSeconds) {
            this(threads, wallSeconds, instructionsPerSecond, peakHeapBytes, toolVersion, collectorSeconds, Map.of());
        }
    }
}
