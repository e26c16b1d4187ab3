package dev.aiwc.api.descriptor;

/** How a decoded block ends. Decoded blocks are basic blocks further split after barriers and user-function calls. */
public enum Terminator {
    /** Unconditional {@code br}. */
    BRANCH,
    /** Conditional {@code br i1}: the next block of the same work-item is the true or the false successor. */
    CONDITIONAL_BRANCH,
    SWITCH,
    RETURN,
    UNREACHABLE,
    /** A work-group barrier call ends the block; execution continues in the next block after the release. */
    BARRIER,
    /** A call to a function of the program ends the block; the callee's blocks follow, then the continuation block. */
    CALL,
    /** A block split for another reason (falls through to {@code fallthrough}). */
    FALLTHROUGH
}
