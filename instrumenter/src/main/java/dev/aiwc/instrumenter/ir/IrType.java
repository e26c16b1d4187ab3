package dev.aiwc.instrumenter.ir;

import java.util.List;

/** LLVM IR types. Named struct types are resolved by the parser, so a {@link StructType} always has its fields. */
public sealed interface IrType {

    /** Size in bytes as laid out in memory by the spir64 data layout (vectors of 3 take the size of 4). */
    long sizeInBytes();

    /** ABI alignment in bytes under the spir64 data layout. */
    long alignment();

    record VoidType() implements IrType {
        public long sizeInBytes() { return 0; }
        public long alignment() { return 1; }
        public String toString() { return "void"; }
    }

    record LabelType() implements IrType {
        public long sizeInBytes() { return 0; }
        public long alignment() { return 1; }
        public String toString() { return "label"; }
    }

    record MetadataType() implements IrType {
        public long sizeInBytes() { return 0; }
        public long alignment() { return 1; }
        public String toString() { return "metadata"; }
    }

    /** {@code iN}; i1 occupies one byte in memory. */
    record IntType(int bits) implements IrType {
        public long sizeInBytes() { return Math.max(1, (bits + 7) / 8); }
        public long alignment() { return Long.highestOneBit(Math.max(1, Math.min(8, sizeInBytes()))); }
        public String toString() { return "i" + bits; }
    }

    /** {@code half}, {@code float}, {@code double}. */
    record FloatType(int bits) implements IrType {
        public long sizeInBytes() { return bits / 8; }
        public long alignment() { return bits / 8; }
        public String toString() { return bits == 16 ? "half" : bits == 32 ? "float" : "double"; }
    }

    /** A pointer; {@code pointee} is null for opaque {@code ptr}. */
    record PointerType(int addressSpace, IrType pointee) implements IrType {
        public long sizeInBytes() { return 8; }
        public long alignment() { return 8; }
        public String toString() {
            String as = addressSpace == 0 ? "" : " addrspace(" + addressSpace + ")";
            return pointee == null ? "ptr" + as : pointee + as + "*";
        }
    }

    record VectorType(int length, IrType element) implements IrType {
        public long sizeInBytes() {
            int padded = length == 3 ? 4 : length;
            return padded * element.sizeInBytes();
        }
        public long alignment() { return sizeInBytes(); }
        public String toString() { return "<" + length + " x " + element + ">"; }
    }

    record ArrayType(long length, IrType element) implements IrType {
        public long sizeInBytes() { return length * Types.allocSize(element); }
        public long alignment() { return element.alignment(); }
        public String toString() { return "[" + length + " x " + element + "]"; }
    }

    /** A struct; literal structs have a null name. Offsets follow the data layout unless packed. */
    final class StructType implements IrType {
        private final String name;
        private List<IrType> fields;
        private boolean packed;
        private long[] offsets;
        private long size;
        private long align;

        public StructType(String name, List<IrType> fields, boolean packed) {
            this.name = name;
            this.fields = fields;
            this.packed = packed;
        }

        /** Completes a named struct whose body was referenced before it was defined. */
        public void setBody(List<IrType> body, boolean isPacked) {
            this.fields = body;
            this.packed = isPacked;
            this.offsets = null;
        }

        public String name() { return name; }
        public List<IrType> fields() { return fields; }
        public boolean packed() { return packed; }

        private void layout() {
            if (offsets != null) {
                return;
            }
            long[] offs = new long[fields.size()];
            long at = 0;
            long maxAlign = 1;
            for (int i = 0; i < fields.size(); i++) {
                IrType f = fields.get(i);
                long a = packed ? 1 : f.alignment();
                at = (at + a - 1) / a * a;
                offs[i] = at;
                at += Types.allocSize(f);
                maxAlign = Math.max(maxAlign, a);
            }
            size = (at + maxAlign - 1) / maxAlign * maxAlign;
            align = maxAlign;
            offsets = offs;
        }

        public long offsetOf(int field) {
            layout();
            return offsets[field];
        }

        public long sizeInBytes() {
            layout();
            return size;
        }

        public long alignment() {
            layout();
            return align;
        }

        public String toString() {
            return name != null ? "%" + name : (packed ? "<{" : "{") + fields + (packed ? "}>" : "}");
        }
    }

    record FunctionType(IrType returnType, List<IrType> params, boolean varArgs) implements IrType {
        public long sizeInBytes() { return 0; }
        public long alignment() { return 1; }
    }
}
