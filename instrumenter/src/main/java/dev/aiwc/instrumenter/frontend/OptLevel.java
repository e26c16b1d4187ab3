package dev.aiwc.instrumenter.frontend;

/**
 * The optimisation applied after clang's unoptimised translation: none, {@code opt -passes=default<O2>}, or the
 * size-oriented {@code default<Oz>} that keeps the IR closest to what AIWC characterised (the default).
 */
public enum OptLevel {
    O0, O2, Oz;

    public static final OptLevel DEFAULT = Oz;

    /** The argument for {@code opt -passes=...}, or null for {@link #O0}. */
    public String passPipeline() {
        return this == O0 ? null : "default<" + name() + ">";
    }
}
