package dev.aiwc.instrumenter.ir;

import java.util.List;

/** An operand's value: a reference to a local or global name, or a constant. */
public sealed interface Value {

    /** {@code %name} (name without the sigil; numbered values keep their number as the name). */
    record LocalRef(String name) implements Value {
        public String toString() { return "%" + name; }
    }

    /** {@code @name}: a global variable or function. */
    record GlobalRef(String name) implements Value {
        public String toString() { return "@" + name; }
    }

    /** Integer constant; for {@code i1} true is 1. Values wider than 64 bits are not supported. */
    record ConstInt(long value) implements Value {
    }

    /** Floating constant as the raw bits of its own type (half: 16 bits, float: 32 bits, double: 64 bits). */
    record ConstFloat(long rawBits) implements Value {
    }

    /** {@code null} pointer. */
    record ConstNull() implements Value {
    }

    record ConstUndef() implements Value {
    }

    record ConstPoison() implements Value {
    }

    /** {@code zeroinitializer}. */
    record ConstZero() implements Value {
    }

    /** A vector, array or struct constant: {@code <...>}, {@code [...]}, {@code {...}}. */
    record ConstAggregate(List<Operand> elements) implements Value {
    }

    /** {@code c"..."}: the bytes of an i8 array. */
    record ConstBytes(byte[] bytes) implements Value {
    }

    /** A constant expression such as {@code getelementptr inbounds (...)} or {@code addrspacecast (...)}. */
    record ConstExpr(Instruction expression) implements Value {
    }

    /** A metadata operand (only for calls such as {@code llvm.dbg.value}, which are not executed). */
    record MetadataValue(String text) implements Value {
    }
}
