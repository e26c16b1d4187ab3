package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Types;
import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * How an IR type is held by the simulator: the register slots (lanes) a value occupies, the bytes a load or store
 * of it touches, its scalar kind, and the layout tables the LOAD_N/STORE_N ops move aggregates with.
 */
final class TypeLayout {
    private TypeLayout() {
    }

    /** Register slots a value of this type occupies. */
    static int lanes(IrType t) {
        if (t instanceof IrType.VectorType v) {
            return v.length();
        }
        if (t instanceof IrType.ArrayType a) {
            return (int) a.length() * lanes(a.element());
        }
        if (t instanceof IrType.StructType s) {
            int n = 0;
            for (IrType f : s.fields()) {
                n += lanes(f);
            }
            return n;
        }
        if (t instanceof IrType.VoidType) {
            return 0;
        }
        return 1;
    }

    /** Bytes a load or store of this type touches (no tail padding for 3-vectors). */
    static long storeSize(IrType t) {
        if (t instanceof IrType.VectorType v) {
            return v.length() * storeSize(v.element());
        }
        if (t instanceof IrType.IntType i) {
            return Math.max(1, (i.bits() + 7) / 8);
        }
        return t.sizeInBytes();
    }

    static IrType scalarOf(IrType t) {
        return t instanceof IrType.VectorType v ? v.element() : t;
    }

    static int intBits(IrType t) {
        IrType s = scalarOf(t);
        if (s instanceof IrType.IntType i) {
            return i.bits();
        }
        if (s instanceof IrType.PointerType) {
            return 64;
        }
        throw new UnsupportedOperationException("expected an integer type, found " + t);
    }

    static boolean isDouble(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 64;
    }

    static boolean isFloat(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 32;
    }

    static boolean isHalf(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 16;
    }

    static boolean isScalarMemoryType(IrType t) {
        return t instanceof IrType.IntType || t instanceof IrType.FloatType || t instanceof IrType.PointerType;
    }

    /** A layout table: [totalBytes, (slotOffset, byteOffset, kind) ...]. */
    static int[] memoryLayout(IrType t) {
        IntArrayList l = new IntArrayList();
        l.add((int) storeSize(t));
        layoutOf(t, 0, 0, l);
        return l.toIntArray();
    }

    private static int layoutOf(IrType t, int slot, long byteOff, IntArrayList out) {
        if (t instanceof IrType.VectorType v) {
            long es = storeSize(v.element());
            for (int i = 0; i < v.length(); i++) {
                out.add(slot + i);
                out.add((int) (byteOff + i * es));
                out.add(StorageKind.of(v.element()));
            }
            return slot + v.length();
        }
        if (t instanceof IrType.ArrayType a) {
            long es = Types.allocSize(a.element());
            int s = slot;
            for (long i = 0; i < a.length(); i++) {
                s = layoutOf(a.element(), s, byteOff + i * es, out);
            }
            return s;
        }
        if (t instanceof IrType.StructType st) {
            int s = slot;
            for (int i = 0; i < st.fields().size(); i++) {
                s = layoutOf(st.fields().get(i), s, byteOff + st.offsetOf(i), out);
            }
            return s;
        }
        out.add(slot);
        out.add((int) byteOff);
        out.add(StorageKind.of(t));
        return slot + 1;
    }
}
