package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The ATOMIC op: a read-modify-write of a 4- or 8-byte word of memory, atomic across the worker threads that run
 * work-groups in parallel (VarHandle atomics on the buffer bytes), recorded as a load and, when it stored, a store.
 */
final class Atomics {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Atomics() {
    }

    /** Runs the ATOMIC op at {@code pc} of {@code ex}'s code on the word it addresses. */
    static void apply(GroupExecutor ex, long[] r, int b, int pc) {
        int[] c = ex.code;
        int dst = c[pc + 1];
        long addr = r[b + c[pc + 2]];
        long value = r[b + c[pc + 3]];
        int operation = c[pc + 4];
        int size = c[pc + 5];
        int instr = c[pc + 6];
        int cmpSlot = c[pc + 7];
        ex.resolve(addr, size, instr, true);
        if (size == 4 ? (ex.off & 3) != 0 : (ex.off & 7) != 0) {
            throw ex.failure("misaligned atomic access", instr);
        }
        byte[] bb = ex.buf;
        int o = ex.off;
        long old;
        boolean stored = true;
        if (size == 4) {
            int v = (int) value;
            int prev;
            switch (operation) {
                case AtomicOperation.ADD -> prev = (int) INT.getAndAdd(bb, o, v);
                case AtomicOperation.SUB -> prev = (int) INT.getAndAdd(bb, o, -v);
                case AtomicOperation.XCHG, AtomicOperation.FXCHG -> prev = (int) INT.getAndSet(bb, o, v);
                case AtomicOperation.AND -> prev = (int) INT.getAndBitwiseAnd(bb, o, v);
                case AtomicOperation.OR -> prev = (int) INT.getAndBitwiseOr(bb, o, v);
                case AtomicOperation.XOR -> prev = (int) INT.getAndBitwiseXor(bb, o, v);
                case AtomicOperation.CMPXCHG, AtomicOperation.CMPXCHG_PAIR -> {
                    int expected = (int) r[b + cmpSlot];
                    prev = (int) INT.compareAndExchange(bb, o, expected, v);
                    stored = prev == expected;
                }
                default -> {
                    while (true) {
                        prev = (int) INT.getVolatile(bb, o);
                        int next = (int) combine(operation, prev, v, true);
                        if (INT.compareAndSet(bb, o, prev, next)) {
                            break;
                        }
                    }
                }
            }
            old = prev;
            if (operation == AtomicOperation.FADD || operation == AtomicOperation.FSUB
                    || operation == AtomicOperation.FXCHG || operation == AtomicOperation.FMAX
                    || operation == AtomicOperation.FMIN) {
                old = prev; // float bits are kept as sign-extended ints
            }
        } else {
            switch (operation) {
                case AtomicOperation.ADD -> old = (long) LONG.getAndAdd(bb, o, value);
                case AtomicOperation.SUB -> old = (long) LONG.getAndAdd(bb, o, -value);
                case AtomicOperation.XCHG, AtomicOperation.FXCHG -> old = (long) LONG.getAndSet(bb, o, value);
                case AtomicOperation.AND -> old = (long) LONG.getAndBitwiseAnd(bb, o, value);
                case AtomicOperation.OR -> old = (long) LONG.getAndBitwiseOr(bb, o, value);
                case AtomicOperation.XOR -> old = (long) LONG.getAndBitwiseXor(bb, o, value);
                case AtomicOperation.CMPXCHG, AtomicOperation.CMPXCHG_PAIR -> {
                    long expected = r[b + cmpSlot];
                    old = (long) LONG.compareAndExchange(bb, o, expected, value);
                    stored = old == expected;
                }
                default -> {
                    while (true) {
                        old = (long) LONG.getVolatile(bb, o);
                        long next = combine(operation, old, value, false);
                        if (LONG.compareAndSet(bb, o, old, next)) {
                            break;
                        }
                    }
                }
            }
        }
        if (ex.tracing && (addr >>> VirtualAddress.SPACE_SHIFT) != 0) {
            int sp = (int) (addr >>> VirtualAddress.SPACE_SHIFT);
            ex.event(EventChunk.MEMORY, instr, MemoryAccess.LOAD | (sp << 2) | (size << 8), addr);
            if (stored) {
                ex.event(EventChunk.MEMORY, instr, MemoryAccess.STORE | (sp << 2) | (size << 8), addr);
            }
        }
        if (dst >= 0) {
            r[b + dst] = old;
            if (operation == AtomicOperation.CMPXCHG_PAIR) {
                r[b + dst + 1] = stored ? 1 : 0;
            }
        }
    }

    private static long combine(int operation, long prev, long v, boolean is32) {
        return switch (operation) {
            case AtomicOperation.MAX -> Math.max(prev, v);
            case AtomicOperation.MIN -> Math.min(prev, v);
            case AtomicOperation.UMAX -> is32 ? (Integer.compareUnsigned((int) prev, (int) v) >= 0 ? prev : v)
                    : (Long.compareUnsigned(prev, v) >= 0 ? prev : v);
            case AtomicOperation.UMIN -> is32 ? (Integer.compareUnsigned((int) prev, (int) v) <= 0 ? prev : v)
                    : (Long.compareUnsigned(prev, v) <= 0 ? prev : v);
            case AtomicOperation.NAND -> ~(prev & v);
            case AtomicOperation.FADD -> is32 ? Float.floatToRawIntBits(ScalarOps.f(prev) + ScalarOps.f(v))
                    : Double.doubleToRawLongBits(ScalarOps.d(prev) + ScalarOps.d(v));
            case AtomicOperation.FSUB -> is32 ? Float.floatToRawIntBits(ScalarOps.f(prev) - ScalarOps.f(v))
                    : Double.doubleToRawLongBits(ScalarOps.d(prev) - ScalarOps.d(v));
            case AtomicOperation.FMAX -> is32 ? Float.floatToRawIntBits(Math.max(ScalarOps.f(prev), ScalarOps.f(v)))
                    : Double.doubleToRawLongBits(Math.max(ScalarOps.d(prev), ScalarOps.d(v)));
            case AtomicOperation.FMIN -> is32 ? Float.floatToRawIntBits(Math.min(ScalarOps.f(prev), ScalarOps.f(v)))
                    : Double.doubleToRawLongBits(Math.min(ScalarOps.d(prev), ScalarOps.d(v)));
            case AtomicOperation.UINC_WRAP -> Long.compareUnsigned(prev, v) >= 0 ? 0 : prev + 1;
            case AtomicOperation.UDEC_WRAP -> prev == 0 || Long.compareUnsigned(prev, v) > 0 ? v : prev - 1;
            default -> throw new IllegalStateException("atomic operation " + operation);
        };
    }
}
