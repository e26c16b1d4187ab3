package dev.aiwc.instrumenter.frontend;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The optimisation applied after clang's unoptimised translation: none, {@code opt -passes=default<O2>}, the
 * size-oriented {@code default<Oz>} that keeps the IR closest to what AIWC characterised (the default), or
 * {@link #GPU}, the IR a GPU compiler would run.
 *
 * <p>{@link #GPU}: clang emits unoptimised IR without the {@code noinline} it puts on every function at -O0
 * ({@code -O3 -Xclang -disable-llvm-passes}), then {@code opt default<O3>} with an inline threshold no OpenCL helper
 * function reaches, so every non-kernel function is inlined (a user's {@code __attribute__((noinline))} is kept), and
 * SROA/mem2reg put private variables in registers. Loop and SLP vectorisation are off: a GPU runs one scalar lane
 * per work-item. Unrolling as nvcc does by default: loops with a small constant trip count are unrolled fully, and
 * other loops, a kernel argument's trip count included, four times with a remainder loop. The four copies' loads
 * are independent, and on an H100 a row-per-work-item matrix-vector product keeps about nine loads of each warp in
 * flight (fermi-l1/README.md, time validation), as four unrolled iterations of two loads do.
 */
public enum OptLevel {
    O0, O2, Oz, GPU;

    public static final OptLevel DEFAULT = Oz;

    /** An inline threshold above the cost of any helper function an OpenCL kernel calls. */
    static final int GPU_INLINE_THRESHOLD = 100_000;

    /** The argument for {@code opt -passes=...}, or null for {@link #O0}. */
    public String passPipeline() {
        return switch (this) {
            case O0 -> null;
            case GPU -> "default<O3>";
            default -> "default<" + name() + ">";
        };
    }

    /**
     * clang's optimisation arguments: unoptimised IR in both cases, but -O0 marks every function {@code noinline}
     * (and {@code -disable-O0-optnone} keeps opt from skipping them), while -O3 with the LLVM passes disabled leaves
     * inlining to opt.
     */
    public List<String> clangArguments() {
        return this == GPU ? List.of("-O3", "-Xclang", "-disable-llvm-passes")
                : List.of("-O0", "-Xclang", "-disable-O0-optnone");
    }

    /** opt's arguments before the input file, or an empty list for {@link #O0} (opt does not run). */
    public List<String> optArguments() {
        if (this == O0) {
            return List.of();
        }
        if (this == GPU) {
            return List.of("-inline-threshold=" + GPU_INLINE_THRESHOLD, "-vectorize-loops=false",
                    "-vectorize-slp=false", "-unroll-runtime=true", "-unroll-max-count=4",
                    "-passes=" + passPipeline());
        }
        return List.of("-passes=" + passPipeline());
    }

    /** The level named {@code name} (as on the command line); an {@link IllegalArgumentException} names them all. */
    public static OptLevel parse(String name) {
        for (OptLevel l : values()) {
            if (l.name().equals(name)) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown optimisation level '" + name + "'; valid: " + valid());
    }

    /** The valid names, comma-separated: {@code O0, O2, Oz, GPU}. */
    public static String valid() {
        return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
    }
}
