package dev.aiwc.instrumenter.ir;

/** A function parameter: type and name (without {@code %}). */
public record Parameter(IrType type, String name) {
}
