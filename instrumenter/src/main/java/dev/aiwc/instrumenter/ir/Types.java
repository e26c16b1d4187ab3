package dev.aiwc.instrumenter.ir;

/** Shared type constants and layout helpers for the spir64 data layout. */
public final class Types {
    public static final IrType.VoidType VOID = new IrType.VoidType();
    public static final IrType.LabelType LABEL = new IrType.LabelType();
    public static final IrType.MetadataType METADATA = new IrType.MetadataType();
    public static final IrType.IntType I1 = new IrType.IntType(1);
    public static final IrType.IntType I8 = new IrType.IntType(8);
    public static final IrType.IntType I16 = new IrType.IntType(16);
    public static final IrType.IntType I32 = new IrType.IntType(32);
    public static final IrType.IntType I64 = new IrType.IntType(64);
    public static final IrType.FloatType HALF = new IrType.FloatType(16);
    public static final IrType.FloatType FLOAT = new IrType.FloatType(32);
    public static final IrType.FloatType DOUBLE = new IrType.FloatType(64);

    private Types() {
    }

    /** Size including tail padding to the alignment, as an array element or struct field occupies. */
    public static long allocSize(IrType t) {
        long size = t.sizeInBytes();
        long align = t.alignment();
        return (size + align - 1) / align * align;
    }
}
