package dev.aiwc.predict.model;

/**
 * What a forest learns, always a logarithm of the time: errors are relative, and times span six decades.
 * Trees predict constants per leaf, so they cannot extrapolate past the times they saw: learning the time per
 * instruction (log seconds − log instructions) lets a kernel larger than any in training get a larger prediction,
 * since its instruction count carries the scale.
 */
public enum Target {
    /** ln(seconds). */
    LOG_SECONDS("log-seconds"),
    /** ln(seconds / compute.totalInstructions). */
    LOG_SECONDS_PER_INSTRUCTION("log-seconds-per-instruction");

    /** The feature that scales {@link #LOG_SECONDS_PER_INSTRUCTION}. */
    public static final String INSTRUCTIONS = "compute.totalInstructions";

    private final String id;

    Target(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Target parse(String s) {
        for (Target t : values()) {
            if (t.id.equals(s)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown target '" + s + "': give log-seconds or"
                + " log-seconds-per-instruction");
    }

    /** What the forest learns for a time of {@code seconds}, given the row's instruction count. */
    public double encode(double seconds, double instructions) {
        return this == LOG_SECONDS ? Math.log(seconds) : Math.log(seconds) - Math.log(Math.max(1, instructions));
    }

    /** The time in seconds of a forest's output. */
    public double decode(double value, double instructions) {
        return this == LOG_SECONDS ? Math.exp(value) : Math.exp(value + Math.log(Math.max(1, instructions)));
    }
}
