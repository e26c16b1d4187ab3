package dev.aiwc.instrumenter.builtins;

/**
 * A resolved builtin call.
 *
 * @param name          demangled OpenCL name (or the intrinsic name) for messages and histograms
 * @param function      the implementation
 * @param outPointerArg for builtins that also write through a pointer argument ({@code sincos}, {@code fract},
 *                      {@code modf}, {@code frexp}, {@code remquo}, {@code lgamma_r}): the index of that
 *                      argument, else -1. The implementation then writes the pointed-to value's lanes to
 *                      {@code r[base + dst + resultSlots ...]}, i.e. right after the result's slots, and the
 *                      simulator stores them to memory
 * @param outElementBytes bytes of one element written through the pointer (4 or 8), 0 when none
 * @param outLanes      number of elements written through the pointer, 0 when none
 */
public record ResolvedBuiltin(String name, PureBuiltin function, int outPointerArg, int outElementBytes,
                              int outLanes) {

    public static ResolvedBuiltin pure(String name, PureBuiltin f) {
        return new ResolvedBuiltin(name, f, -1, 0, 0);
    }
}
