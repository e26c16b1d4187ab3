package dev.aiwc.api.collector;

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
}
