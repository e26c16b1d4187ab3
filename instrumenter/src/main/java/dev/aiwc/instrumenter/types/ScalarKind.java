package dev.aiwc.instrumenter.types;

/**
 * The OpenCL C scalar types: the one model that builtin resolution (Itanium mangling), run specifications
 * ({@code spec.ElementType}) and kernel-argument info ({@code nativecl}) share. {@code size_t} is {@code ulong} ('m') on
 * spir64; {@code char} is signed in OpenCL C, so 'c' and 'a' both mean {@link #CHAR}.
 */
public enum ScalarKind {
    VOID(0, false, false, "v"),
    BOOL(1, false, false, "b"),
    CHAR(8, true, false, "c"),
    UCHAR(8, false, false, "h"),
    SHORT(16, true, false, "s"),
    USHORT(16, false, false, "t"),
    INT(32, true, false, "i"),
    UINT(32, false, false, "j"),
    LONG(64, true, false, "l"),
    ULONG(64, false, false, "m"),
    HALF(16, true, true, "Dh"),
    FLOAT(32, true, true, "f"),
    DOUBLE(64, true, true, "d");

    private final int bits;
    private final boolean signed;
    private final boolean floating;
    private final String code;

    ScalarKind(int bits, boolean signed, boolean floating, String code) {
        this.bits = bits;
        this.signed = signed;
        this.floating = floating;
        this.code = code;
    }

    /** Width in bits (1 for bool, 0 for void). */
    public int bits() {
        return bits;
    }

    /** True for the signed integer kinds and the floating kinds. */
    public boolean signed() {
        return signed;
    }

    public boolean floating() {
        return floating;
    }

    /** True for the eight integer kinds (bool excluded). */
    public boolean integer() {
        return !floating && bits >= 8;
    }

    /** The Itanium code, e.g. "j" for uint, "Dh" for half. */
    public String code() {
        return code;
    }

    /** The OpenCL C spelling: "uint", "half", ... */
    public String openClName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The kind for an OpenCL C type name ("uchar", "float"...), or null. */
    public static ScalarKind ofOpenClName(String name) {
        for (ScalarKind k : values()) {
            if (k.bits >= 8 && k.openClName().equals(name)) {
                return k;
            }
        }
        return null;
    }

    /**
     * The element kind a type name starts with ("uint" of "uint4", "float" of "float*"), or null; bool and void
     * are not element kinds. No OpenCL name is a prefix of another, so at most one can match.
     */
    public static ScalarKind leadingElement(String typeName) {
        for (ScalarKind k : values()) {
            if (k.bits >= 8 && typeName.startsWith(k.openClName())) {
                return k;
            }
        }
        return null;
    }

    /** The integer kind of the given width and signedness (8, 16, 32, 64 bits). */
    public static ScalarKind integer(int bits, boolean signed) {
        return switch (bits) {
            case 8 -> signed ? CHAR : UCHAR;
            case 16 -> signed ? SHORT : USHORT;
            case 32 -> signed ? INT : UINT;
            case 64 -> signed ? LONG : ULONG;
            default -> throw new IllegalArgumentException("no OpenCL integer type of " + bits + " bits");
        };
    }
}
