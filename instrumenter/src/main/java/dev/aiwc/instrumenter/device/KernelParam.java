package dev.aiwc.instrumenter.device;

/**
 * A kernel parameter.
 *
 * @param name         source name when known (from kernel_arg_name metadata), else {@code arg<i>}
 * @param addressSpace 0 by-value (private), 1 global, 2 constant, 3 local
 * @param typeName     OpenCL type as written, e.g. {@code float*}, {@code uint}, {@code float4*}
 * @param elementType  scalar element type name of a pointer's pointee or of a by-value parameter
 *                     ({@code char uchar short ushort int uint long ulong float double half}), or null when it is
 *                     a struct or unknown
 * @param vectorWidth  vector width of the pointee/value type, 1 for scalars
 * @param valueBytes   for a by-value parameter, its size in bytes; 8 for pointers
 */
public record KernelParam(String name, int addressSpace, String typeName, String elementType, int vectorWidth,
                          long valueBytes) {

    public boolean isPointer() {
        return addressSpace != 0;
    }
}
