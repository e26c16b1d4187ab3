package dev.aiwc.collectors;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.collectors.memory.MemoryTally;

import java.util.List;
import java.util.Map;

/**
 * The AIWC metric set (compute, parallelism, memory, control) under the profile chosen with {@code --profile};
 * selected with {@code --collectors aiwc}.
 */
public final class AiwcCollector implements Collector {
    public static final String NAME = "aiwc";
    /** The setting of how many of a barrier segment's accesses a worker holds in memory before using a file. */
    public static final String SEGMENT_ENTRIES = "segment-entries";
    private static final List<Setting> SETTINGS = List.of(Setting.of(SEGMENT_ENTRIES,
            "accesses of one work-group between two barriers that a worker holds in memory (8 bytes each; the array "
                    + "doubles up to the first power of two at or above it), past which they go on in a temporary "
                    + "file in $TMPDIR (else java.io.tmpdir); the metrics are the same either way",
            String.valueOf(MemoryTally.DEFAULT_SEGMENT_ENTRIES)));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "architecture-independent workload characterisation: instruction mix, parallelism, memory entropy, "
                + "parallel spatial locality, branch entropy";
    }

    @Override
    public List<MetricDescriptor> metrics() {
        return AiwcMetrics.descriptors();
    }

    @Override
    public List<Setting> settings() {
        return SETTINGS;
    }

    @Override
    public void validate(Map<String, String> given) {
        segmentEntries(given);
    }

    @Override
    public CollectorRun start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        Profile profile = Profile.parse(options == null ? null : options.profile());
        int entries = segmentEntries(options == null ? Map.of() : options.settingsOf(NAME));
        return new AiwcRun(kernel, invocation, profile, entries);
    }

    /** The segment's in-memory entries given (or the default), checked: a whole number from 16 to 2^30. */
    private static int segmentEntries(Map<String, String> given) {
        String value = given.get(SEGMENT_ENTRIES);
        if (value == null) {
            return MemoryTally.DEFAULT_SEGMENT_ENTRIES;
        }
        try {
            int n = Integer.parseInt(value.strip().replace("_", ""));
            if (n >= 16 && n <= 1 << 30) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--set " + NAME + "." + SEGMENT_ENTRIES + "=" + value
                + " is not a whole number from 16 to 1073741824 (entries of 8 bytes; default "
                + MemoryTally.DEFAULT_SEGMENT_ENTRIES + ")");
    }
}
