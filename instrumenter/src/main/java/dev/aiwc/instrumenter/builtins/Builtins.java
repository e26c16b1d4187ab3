package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.ir.IrType;

/** Resolution of pure builtins and intrinsics (being completed on the builtins branch). */
public final class Builtins {
    private Builtins() {
    }

    /** The implementation of a pure builtin or intrinsic, or null when it is not one. */
    public static ResolvedBuiltin resolve(String calleeName, IrType.FunctionType type) {
        return null;
    }
}
