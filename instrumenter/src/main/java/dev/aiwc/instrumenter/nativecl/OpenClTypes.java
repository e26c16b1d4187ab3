package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.types.ScalarKind;

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
        ScalarKind kind = ScalarKind.leadingElement(base);
        if (kind != null) {
            String rest = base.substring(kind.openClName().length());
            if (rest.isEmpty() || rest.chars().allMatch(Character::isDigit)) {
                element = kind.openClName();
                width = rest.isEmpty() ? 1 : Integer.parseInt(rest);
                elementBytes = kind.bits() / 8;
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
