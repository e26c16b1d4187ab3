package dev.aiwc.api.collector;

import dev.aiwc.api.metric.MetricDescriptor;

import java.util.List;
import java.util.Locale;

/**
 * The compile pipeline whose trace a collector counts. The simulator runs each launch once per pipeline that a
 * selected collector needs, each pass on its own copy of the buffers, so the user's buffers change once.
 */
public enum Pipeline {
    /** The characterisation recipe chosen with {@code --opt} (Oz by default, the IR AIWC characterised). */
    CHARACTERISATION,
    /**
     * IR shaped like a GPU compiler's: every helper function inlined, private variables in registers, no
     * vectorisation; what an instruction-counting performance model should see.
     */
    GPU;

    /** The name in the characterisation JSON: {@code characterisation} or {@code gpu}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The descriptors of the {@code pipeline} entry the engine writes into the section of {@code collector}. */
    public static List<MetricDescriptor> descriptors(String collector) {
        String p = collector + ".pipeline";
        return List.of(
                MetricDescriptor.of(p + ".name", "", MetricDescriptor.Direction.NEITHER,
                        MetricDescriptor.Aggregation.NONE, "Compile pipeline whose trace the collector counted"),
                MetricDescriptor.of(p + ".recipe", "", MetricDescriptor.Direction.NEITHER,
                        MetricDescriptor.Aggregation.NONE, "The clang and opt commands of that pipeline"),
                MetricDescriptor.of(p + ".instructions", "instructions", MetricDescriptor.Direction.LOWER_IS_BETTER,
                        MetricDescriptor.Aggregation.SUM, "IR instructions the launch ran under that pipeline"));
    }
}
