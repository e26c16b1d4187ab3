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
    LOG_SECONDS_PER_INSTRUCTION("log-seconds-per-instruction"),
    /**
     * ln(seconds / (launch + rate * compute.totalInstructions)), with the launch overhead and the rate fitted per
     * device to its training rows ({@link TimeScale#fit}).
     */
    LOG_SECONDS_OVER_LINEAR("log-seconds-over-linear");

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
        throw new IllegalArgumentException("unknown target '" + s + "': give log-seconds,"
                + " log-seconds-per-instruction or log-seconds-over-linear");
    }

    /**
     * The scale the forest's output is relative to, for one device's training times, each of {@code launches[i]}
     * launches executing {@code instructions[i]} instructions in all.
     */
    public TimeScale scale(double[] seconds, double[] instructions, int[] launches) {
        return switch (this) {
            case LOG_SECONDS -> TimeScale.SECONDS;
            case LOG_SECONDS_PER_INSTRUCTION -> TimeScale.PER_INSTRUCTION;
            case LOG_SECONDS_OVER_LINEAR -> TimeScale.fit(seconds, instructions, launches);
        };
    }

    /** Whether the target needs the instruction count among the training set's features. */
    public boolean needsInstructions() {
        return this != LOG_SECONDS;
    }
}
