package dev.aiwc.instrumenter.exec;

/** The operation of an ATOMIC op (its fourth operand): what {@link Atomics} does to the word in memory. */
final class AtomicOperation {
    private AtomicOperation() {
    }

    static final int ADD = 0, SUB = 1, XCHG = 2, AND = 3, OR = 4, XOR = 5, MAX = 6, MIN = 7, UMAX = 8, UMIN = 9,
            FADD = 10, CMPXCHG = 11, CMPXCHG_PAIR = 12, NAND = 13, FSUB = 14, FXCHG = 15, UINC_WRAP = 16,
            UDEC_WRAP = 17, FMAX = 18, FMIN = 19;
}
