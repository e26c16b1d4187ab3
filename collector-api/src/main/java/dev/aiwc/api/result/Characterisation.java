package dev.aiwc.api.result;

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
 */
public record Characterisation(String application, String size, KernelRef kernel, int invocation, String profile,
                               long[] global, long[] local, long[] groups,
                               Map<String, Map<String, Object>> metrics, Map<String, Map<String, Object>> collectors,
                               RunInfo run) {

    public static final String SCHEMA = "aiwc-characterisation/1";

    /** @param compiler the compile pipeline description (clang version, optimisation recipe) */
    public record KernelRef(String name, String source, String buildOptions, String compiler) {
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
