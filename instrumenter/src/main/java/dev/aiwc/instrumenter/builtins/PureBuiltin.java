package dev.aiwc.instrumenter.builtins;

/**
 * A builtin or intrinsic that computes its result from its argument values alone.
 *
 * <p>Register convention (the simulator's): every scalar lives in one {@code long} slot; a vector of N elements
 * occupies N consecutive slots (element i at slot + i; a 3-vector has 3 slots). Integers narrower than 64 bits
 * are stored sign-extended to 64 bits, except {@code i1}, which is 0 or 1. {@code float} is stored as
 * {@code (long) Float.floatToRawIntBits(f)} and read as {@code Float.intBitsToFloat((int) slot)}; {@code double}
 * as its raw long bits; {@code half} as its 16 raw bits, zero-extended. Pointers are 64-bit virtual addresses.
 *
 * <p>Argument i starts at {@code r[base + args[i]]}; the result starts at {@code r[base + dst]}. Implementations
 * must not allocate: they run once per executed call.
 */
@FunctionalInterface
public interface PureBuiltin {
    void apply(long[] r, int base, int[] args, int dst);
}
