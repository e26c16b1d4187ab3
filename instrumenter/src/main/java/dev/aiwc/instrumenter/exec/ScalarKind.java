package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.ir.IrType;

/** Scalar storage kinds: how one register slot is read from and written to memory. */
final class ScalarKind {
    static final int I1 = 0;
    static final int I8 = 1;
    static final int I16 = 2;
    /** 16-bit raw bits, zero-extended (half). */
    static final int U16 = 3;
    static final int I32 = 4;
    static final int I64 = 5;

    private ScalarKind() {
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
}
