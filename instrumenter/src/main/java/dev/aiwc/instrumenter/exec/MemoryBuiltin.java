package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.half.Rounding;

/**
 * A builtin call that touches memory or the work-group, executed by the interpreter itself.
 *
 * @param kind        what it does
 * @param name        the callee as written in the IR, for messages
 * @param elementKind scalar kind of one element ({@link StorageKind})
 * @param lanes       elements per access (vloadN: N)
 * @param rounding    for vstore_half: its suffix's rounding mode (RTE when none)
 * @param argTypes    for printf: a comma-separated token per argument, its kind (c, s, i, l: integers of 8 to 64 bits; f
 *                    float, d double, p pointer) and, for a vector, its lanes ({@code f4}); see {@link Printf}
 */
record MemoryBuiltin(Kind kind, String name, int elementKind, int lanes, Rounding rounding, String argTypes) {

    MemoryBuiltin(Kind kind, String name, int elementKind, int lanes, Rounding rounding) {
        this(kind, name, elementKind, lanes, rounding, "");
    }

    enum Kind {
        VLOAD, VSTORE, VLOAD_HALF, VSTORE_HALF, VLOADA_HALF, VSTOREA_HALF, ASYNC_COPY, ASYNC_STRIDED_COPY,
        PREFETCH, MEMCPY, MEMSET, PRINTF, NOOP
    }
}
