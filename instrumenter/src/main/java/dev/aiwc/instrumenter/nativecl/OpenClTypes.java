package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.device.KernelParam;

/** Reads element type, vector width and size from an OpenCL type name as clGetKernelArgInfo reports it. */
final class OpenClTypes {

    private OpenClTypes() {
    }

    static KernelParam param(String name, int addressSpace, String typeName) {
        String t = typeName.strip();
        boolean pointer = t.endsWith("*");
        String base = pointer ? t.substring(0, t.length() - 1).strip() : t;
        String element = null;
        int width = 1;
        int elementBytes = 0;
        for (String e : new String[]{"uchar", "ushort", "uint", "ulong", "char", "short", "int", "long", "half",
                "float", "double"}) {
            if (base.startsWith(e)) {
                String rest = base.substring(e.length());
                if (rest.isEmpty() || rest.chars().allMatch(Character::isDigit)) {
                    element = e;
                    width = rest.isEmpty() ? 1 : Integer.parseInt(rest);
                    elementBytes = switch (e) {
                        case "uchar", "char" -> 1;
                        case "ushort", "short", "half" -> 2;
                        case "uint", "int", "float" -> 4;
                        default -> 8;
                    };
                }
                break;
            }
        }
        long valueBytes;
        if (addressSpace != 0 || pointer) {
            valueBytes = 8;
        } else if (element != null) {
            // A 3-component vector occupies the space of 4.
            valueBytes = (long) elementBytes * (width == 3 ? 4 : width);
        } else {
            valueBytes = 0;
        }
        return new KernelParam(name, addressSpace, t, element, width, valueBytes);
    }
}
