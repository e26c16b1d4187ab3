package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.DwarfApplication;

/**
 * One (application, size) run of the suite.
 *
 * @param ordinal position in the unsharded plan (applications in suite order, sizes smallest first), from 0
 */
public record SuiteRun(int ordinal, DwarfApplication application, String size) {

    /** The relative directory of this run's characterisations: {@code <application>/<size>}. */
    public String directory() {
        return application.name() + "/" + size;
    }

    /**
     * Where a sink writes the characterisation of {@code kernel}'s {@code invocation}-th launch, relative to the
     * output directory: {@code <application>/<size>/<kernel>-<n>.json}, the layout {@link ShardMerge} combines.
     */
    public String characterisationPath(String kernel, int invocation) {
        return directory() + "/" + kernel + "-" + invocation + ".json";
    }

    @Override
    public String toString() {
        return application.name() + " " + size;
    }
}
