package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.ir.IrType;

/**
 * Resolves a call's callee to the implementation of a pure OpenCL builtin or LLVM intrinsic. The simulator calls
 * this once per call site while decoding, so resolving may allocate; the returned function never does.
 *
 * <p>Builtins with side effects or device state (work-item functions, barriers and fences, vload/vstore,
 * atomics, async copies, prefetch, printf, images) and the memory intrinsics ({@code llvm.memcpy}, {@code
 * llvm.memset}, {@code llvm.lifetime.*}, {@code llvm.dbg.*}) resolve to null: the simulator owns those. A module's
 * own functions should be looked up before asking here, since a user function may share a mangled name shape.
 */
public final class Builtins {
    private Builtins() {
    }

    /**
     * The pure builtin named {@code calleeName} with the call's function type, or null when it is not one.
     *
     * @param calleeName the callee symbol without the {@code @}, e.g. {@code _Z4sqrtDv4_f} or {@code llvm.smax.i32}
     * @param type       the callee's function type as the call site declares it
     */
    public static ResolvedBuiltin resolve(String calleeName, IrType.FunctionType type) {
        if (calleeName == null || type == null) {
            return null;
        }
        if (calleeName.startsWith("llvm.")) {
            return Intrinsics.resolve(calleeName, type);
        }
        MangledName mangled = MangledName.parse(calleeName);
        if (mangled == null) {
            return null;
        }
        return OpenClBuiltins.resolve(mangled, type);
    }

    /** Number of register slots a value of this type occupies (vector lanes; 1 for scalars). */
    static int lanes(IrType t) {
        return t instanceof IrType.VectorType v ? v.length() : 1;
    }

    /** The element type of a vector, else the type itself. */
    static IrType element(IrType t) {
        return t instanceof IrType.VectorType v ? v.element() : t;
    }
}
