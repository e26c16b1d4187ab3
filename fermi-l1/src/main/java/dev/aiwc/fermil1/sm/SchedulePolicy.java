package dev.aiwc.fermil1.sm;

/** Warp (or, for the visual policies, thread) scheduling policies of an SM. */
public enum SchedulePolicy {
    /** Loose round-robin: the next ready warp after the last one issues. */
    LRR(true),
    /** Greedy-then-oldest: the last warp keeps issuing until it stalls, then the oldest ready warp. */
    GTO(true),
    /** Two-level: round-robin inside the active fetch group; move to the next group when none of it is ready. */
    TWO_LEVEL(true),
    /** A FIFO of ready warps; a warp that waits for memory re-enters at the back when its data returns. */
    FIFO_LATENCY(true),
    /** Visual: each thread runs to its end (or a barrier) before the next, ignoring latency. */
    SEQUENTIAL(false),
    /** Visual: threads take turns, one access each, ignoring latency. */
    ROUND_ROBIN(false),
    /** Visual: a seeded random ready thread issues, ignoring latency. */
    RANDOM(false);

    /** Whether a warp waits for its loads' data before issuing again. */
    public final boolean stallsOnMemory;

    SchedulePolicy(boolean stallsOnMemory) {
        this.stallsOnMemory = stallsOnMemory;
    }

    public static SchedulePolicy of(String name) {
        return switch (name) {
            case "lrr" -> LRR;
            case "gto" -> GTO;
            case "two-level" -> TWO_LEVEL;
            case "fifo-latency" -> FIFO_LATENCY;
            case "sequential" -> SEQUENTIAL;
            case "round-robin" -> ROUND_ROBIN;
            case "random" -> RANDOM;
            default -> throw new IllegalArgumentException("unknown scheduler " + name);
        };
    }
}
