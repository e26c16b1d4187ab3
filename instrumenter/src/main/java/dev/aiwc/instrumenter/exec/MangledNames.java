package dev.aiwc.instrumenter.exec;

/**
 * Just enough of the Itanium mangling that clang gives OpenCL builtins for the engine's own builtins
 * (work-item functions, barriers, atomics, vload/vstore, async copies): the plain name and the element type
 * of the first pointer parameter. The full demangler lives with the math builtins.
 */
final class MangledNames {
    private MangledNames() {
    }

    /** {@code _Z13get_global_idj} → {@code get_global_id}; names that are not mangled are returned as they are. */
    static String baseName(String symbol) {
        if (!symbol.startsWith("_Z")) {
            return symbol;
        }
        int i = 2;
        int len = 0;
        while (i < symbol.length() && Character.isDigit(symbol.charAt(i))) {
            len = len * 10 + (symbol.charAt(i) - '0');
            i++;
        }
        if (len == 0 || i + len > symbol.length()) {
            return symbol;
        }
        return symbol.substring(i, i + len);
    }

    /** The mangled parameter list after the name. */
    static String parameters(String symbol) {
        if (!symbol.startsWith("_Z")) {
            return "";
        }
        int i = 2;
        int len = 0;
        while (i < symbol.length() && Character.isDigit(symbol.charAt(i))) {
            len = len * 10 + (symbol.charAt(i) - '0');
            i++;
        }
        return symbol.substring(Math.min(symbol.length(), i + len));
    }

    /**
     * Element size in bytes and lanes of the pointee of the first pointer parameter, e.g. {@code PU3AS3Dv4_f}
     * gives {4, 4}; {@code PU3AS1Kc} gives {1, 1}. Returns null when there is no pointer parameter.
     */
    static int[] firstPointee(String symbol) {
        String p = parameters(symbol);
        int i = p.indexOf('P');
        if (i < 0) {
            return null;
        }
        i++;
        // qualifiers: U3AS<n>, K, V, r
        while (i < p.length()) {
            char c = p.charAt(i);
            if (c == 'U' && p.startsWith("U3AS", i)) {
                i += 4;
                while (i < p.length() && Character.isDigit(p.charAt(i))) {
                    i++;
                }
            } else if (c == 'K' || c == 'V' || c == 'r') {
                i++;
            } else {
                break;
            }
        }
        int lanes = 1;
        if (p.startsWith("Dv", i)) {
            i += 2;
            lanes = 0;
            while (i < p.length() && Character.isDigit(p.charAt(i))) {
                lanes = lanes * 10 + (p.charAt(i) - '0');
                i++;
            }
            i++; // '_'
        }
        if (i >= p.length()) {
            return null;
        }
        int size = typeCodeBytes(p, i);
        return size < 0 ? null : new int[]{size, lanes};
    }

    /** Bytes of the builtin type code at {@code at} (c a h s t i j l m f d Dh), or -1. */
    static int typeCodeBytes(String p, int at) {
        char c = p.charAt(at);
        return switch (c) {
            case 'c', 'a', 'h', 'b' -> 1;
            case 's', 't' -> 2;
            case 'i', 'j', 'f' -> 4;
            case 'l', 'm', 'd', 'x', 'y' -> 8;
            case 'D' -> at + 1 < p.length() && p.charAt(at + 1) == 'h' ? 2 : -1;
            default -> -1;
        };
    }

    /** True when the last parameter's type code is unsigned ({@code h t j m y}). */
    static boolean lastParameterUnsigned(String symbol) {
        char c = symbol.charAt(symbol.length() - 1);
        return c == 'h' || c == 't' || c == 'j' || c == 'm' || c == 'y';
    }

    /** True when the last parameter's type code is a floating type. */
    static boolean lastParameterFloating(String symbol) {
        char c = symbol.charAt(symbol.length() - 1);
        return c == 'f' || c == 'd';
    }
}
