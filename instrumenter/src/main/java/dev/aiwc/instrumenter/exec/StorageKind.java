package dev.aiwc.instrumenter.exec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

import dev.aiwc.instrumenter.ir.IrType;

/**
 * How the interpreter moves one IR register slot to and from memory: width and extension only. Not an OpenCL
 * type ({@link dev.aiwc.instrumenter.types.ScalarKind} is that): LLVM IR has no signedness, so int and uint are
 * one kind here and half differs from short only by zero-extension. Plain int constants, because the decoded
 * kernel stores them in its int code array and the hot load/store path switches on them.
 */
final class StorageKind {
    static final int I1 = 0;
    static final int I8 = 1;
    static final int I16 = 2;
    /** 16-bit raw bits, zero-extended (half). */
    static final int U16 = 3;
    static final int I32 = 4;
    static final int I64 = 5;

    private StorageKind() {
    }

    static int of(IrType t) {
        if (t instanceof IrType.IntType it) {
            return switch (it.bits()) {
                case 1 -> I1;
                case 8 -> I8;
                case 16 -> I16;
                case 32 -> I32;
                case 64 -> I64;
                default -> throw new UnsupportedOperationException("integers of " + it.bits() + " bits in memory");
            };
        }
        if (t instanceof IrType.FloatType ft) {
            return ft.bits() == 16 ? U16 : ft.bits() == 32 ? I32 : I64;
        }
        if (t instanceof IrType.PointerType) {
            return I64;
        }
        throw new UnsupportedOperationException("no scalar kind for " + t);
    }

    static int bytes(int kind) {
        return switch (kind) {
            case I1, I8 -> 1;
            case I16, U16 -> 2;
            case I32 -> 4;
            default -> 8;
        };
    }

    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The register value of a {@code kind} scalar at {@code at} in memory bytes (sign-extended, U16 zero-extended). */
    static long read(byte[] buf, int at, int kind) {
        return switch (kind) {
            case StorageKind.I1 -> buf[at] & 1;
            case StorageKind.I8 -> buf[at];
            case StorageKind.I16 -> (short) SHORT.get(buf, at);
            case StorageKind.U16 -> ((short) SHORT.get(buf, at)) & 0xFFFF;
            case StorageKind.I32 -> (int) INT.get(buf, at);
            default -> (long) LONG.get(buf, at);
        };
    }

    /** Stores the low bytes of register value {@code v} as a {@code kind} scalar at {@code at}. */
    static void write(byte[] buf, int at, int kind, long v) {
        switch (kind) {
            case StorageKind.I1, StorageKind.I8 -> buf[at] = (byte) v;
            case StorageKind.I16, StorageKind.U16 -> SHORT.set(buf, at, (short) v);
            case StorageKind.I32 -> INT.set(buf, at, (int) v);
            default -> LONG.set(buf, at, v);
        }
    }
}
