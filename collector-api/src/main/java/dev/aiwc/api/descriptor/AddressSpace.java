package dev.aiwc.api.descriptor;

/** OpenCL address spaces, numbered as in the virtual address layout (address bits 56..63). */
public enum AddressSpace {
    PRIVATE(0), GLOBAL(1), CONSTANT(2), LOCAL(3);

    public final int code;

    AddressSpace(int code) {
        this.code = code;
    }

    public static AddressSpace ofCode(int code) {
        return switch (code) {
            case 0 -> PRIVATE;
            case 1 -> GLOBAL;
            case 2 -> CONSTANT;
            case 3 -> LOCAL;
            default -> throw new IllegalArgumentException("no address space with code " + code);
        };
    }

    /** Lower-case name as used in JSON keys. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
