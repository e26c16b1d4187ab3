package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.SizePreset;

import java.util.ArrayList;
import java.util.List;

/**
 * Which (application, size) runs a suite invocation makes: the selection ({@code --size}, {@code --only}) in plan
 * order, then the shard's share of it (see {@link Shard} for the rule).
 */
public record SuitePlan(List<SuiteRun> runs, Shard shard) {

    /**
     * @param sizes size labels, or {@code all}; a comma list is accepted
     * @param only  application names, null or empty for all
     */
    public static SuitePlan of(List<String> sizes, List<String> only, Shard shard) {
        return of(Applications.all(), sizes, only, shard);
    }

    /** As {@link #of(List, List, Shard)} over another catalogue, e.g. {@code OpenDwarfsSuite.applications(checkout)}. */
    public static SuitePlan of(List<DwarfApplication> catalogue, List<String> sizes, List<String> only, Shard shard) {
        List<String> wanted = parseSizes(sizes);
        List<SuiteRun> runs = new ArrayList<>();
        int ordinal = 0;
        for (DwarfApplication app : Applications.select(catalogue, only)) {
            for (String size : app.sizes()) {
                if (wanted.contains(size)) {
                    if (shard.owns(ordinal)) {
                        runs.add(new SuiteRun(ordinal, app, size));
                    }
                    ordinal++;
                }
            }
        }
        return new SuitePlan(List.copyOf(runs), shard);
    }

    /** Size labels in preset order; {@code all} (or nothing) selects every preset. */
    public static List<String> parseSizes(List<String> sizes) {
        if (sizes == null || sizes.isEmpty()) {
            return SizePreset.names();
        }
        boolean[] pick = new boolean[SizePreset.values().length];
        for (String entry : sizes) {
            for (String s : entry.split(",")) {
                if (s.isBlank()) {
                    continue;
                }
                if (s.trim().equalsIgnoreCase("all")) {
                    return SizePreset.names();
                }
                pick[SizePreset.parse(s.trim()).ordinal()] = true;
            }
        }
        List<String> out = new ArrayList<>();
        for (SizePreset p : SizePreset.values()) {
            if (pick[p.ordinal()]) {
                out.add(p.label());
            }
        }
        return out;
    }

    /** The sum of the runs' planned launches (some are estimates), for progress and ETA. */
    public long plannedInvocations() {
        long total = 0;
        for (SuiteRun r : runs) {
            total += r.application().plannedInvocations(r.size());
        }
        return total;
    }
}
