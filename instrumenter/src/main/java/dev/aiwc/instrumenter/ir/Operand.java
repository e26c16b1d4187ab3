package dev.aiwc.instrumenter.ir;

/** A typed value as it appears in an instruction. */
public record Operand(IrType type, Value value) {
    public String toString() {
        return type + " " + value;
    }
}
