package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.types.ScalarKind;

/**
 * One parameter type of a mangled OpenCL builtin: a scalar, a vector, a pointer (with the address space and
 * qualifiers of what it points to) or a named type such as {@code ocl_event} or {@code ocl_image2d_ro}.
 */
public sealed interface ParamType {

    /** Element kind of a scalar or vector; for a pointer, that of its pointee; null for named types. */
    ScalarKind elementKind();

    /** Number of elements: the vector width, 1 for scalars; for a pointer, its pointee's. */
    int lanes();

    default boolean isPointer() {
        return this instanceof Pointer;
    }

    record Scalar(ScalarKind kind) implements ParamType {
        public ScalarKind elementKind() {
            return kind;
        }

        public int lanes() {
            return 1;
        }

        public String toString() {
            return kind.openClName();
        }
    }

    record Vector(ScalarKind kind, int width) implements ParamType {
        public ScalarKind elementKind() {
            return kind;
        }

        public int lanes() {
            return width;
        }

        public String toString() {
            return kind.openClName() + width;
        }
    }

    /**
     * A pointer. {@code addressSpace} is the numeric one of clang's mangling ({@code U3AS1} global, 2 constant,
     * 3 local, 4 generic); 0 when the mangling names none (private in OpenCL 1.2).
     */
    record Pointer(ParamType pointee, int addressSpace, boolean isConst, boolean isVolatile, boolean isRestrict)
            implements ParamType {
        public ScalarKind elementKind() {
            return pointee.elementKind();
        }

        public int lanes() {
            return pointee.lanes();
        }

        public String toString() {
            return (isConst ? "const " : "") + (isVolatile ? "volatile " : "") + "AS" + addressSpace + " "
                    + pointee + "*";
        }
    }

    /** A type named by its source name, e.g. {@code ocl_event}, {@code ocl_sampler}, a struct. */
    record Named(String name) implements ParamType {
        public ScalarKind elementKind() {
            return null;
        }

        public int lanes() {
            return 1;
        }

        public String toString() {
            return name;
        }
    }
}
