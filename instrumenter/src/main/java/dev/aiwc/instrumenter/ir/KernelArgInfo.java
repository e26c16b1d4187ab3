package dev.aiwc.instrumenter.ir;

import java.util.List;

/**
 * OpenCL kernel argument metadata ({@code !kernel_arg_*}); each list has one entry per parameter, and a list is
 * empty when the module does not carry it ({@code kernel_arg_name} needs {@code -cl-kernel-arg-info}).
 *
 * @param addressSpaces OpenCL address space numbers: 0 private, 1 global, 2 constant, 3 local
 * @param accessQualifiers e.g. {@code none}
 * @param typeNames     type names as written in the source, e.g. {@code float*}
 * @param baseTypeNames base type names (typedefs resolved)
 * @param typeQualifiers e.g. {@code const}, {@code restrict}, empty
 * @param names         parameter names as in the source
 */
public record KernelArgInfo(List<Integer> addressSpaces, List<String> accessQualifiers, List<String> typeNames,
                            List<String> baseTypeNames, List<String> typeQualifiers, List<String> names) {
}
